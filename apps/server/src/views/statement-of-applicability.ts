import {
  type AssessmentReport,
  type AuditSnapshotSummary,
  type StatementOfApplicability,
  soaRowsOf,
} from '@praxis/contract';

/**
 * The Statement of Applicability of one report, today's or a sealed one. Built from the report alone, so a
 * snapshot gives the same statement every time without storing it twice.
 */
export function statementOfApplicability(
  report: AssessmentReport,
  snapshot: AuditSnapshotSummary | null,
  generatedAt: string,
): StatementOfApplicability {
  const requirements = new Map(report.requirements.map((requirement) => [requirement.id, requirement]));
  const rows = soaRowsOf(report.elements, (id) => requirements.get(id));
  const { id, legacyId, name } = report.specification;
  return { specification: { id, legacyId, name }, snapshot, generatedAt, rows };
}
