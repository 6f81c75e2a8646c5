import type {
  AuditSnapshotSummary,
  ReportRequirement,
  SemaphoreColour,
  SoaRow,
  SoaStatus,
  SpecificationReport,
  StatementOfApplicability,
} from '@praxis/contract';
import { elementsById, nameOf, placesOf } from './snapshot-parts.js';

const statusOfColour: Record<SemaphoreColour, SoaStatus> = {
  green: 'implemented',
  yellow: 'partial',
  red: 'not-implemented',
  gray: 'not-assessed',
};

/**
 * A requirement's implementation as the Statement of Applicability states it. Nobody having said whether a
 * requirement applies counts as applicable: ISO 27001 includes every control unless excluded with a reason.
 */
const statusOf = (requirement: ReportRequirement): SoaStatus =>
  requirement.applicability.applicable === false ? 'excluded' : statusOfColour[requirement.semaphore];

/**
 * The Statement of Applicability of one report, today's or a sealed one: every requirement in tree order with
 * its topic, applicability, justification, implementation status and linked controls. Built from the report
 * alone, so a snapshot gives the same statement every time without storing it twice.
 */
export function statementOfApplicability(
  report: SpecificationReport,
  snapshot: AuditSnapshotSummary | null,
  generatedAt: string,
): StatementOfApplicability {
  const elements = elementsById(report);
  const places = placesOf(report.elements);
  const rows = report.requirements.flatMap((requirement): SoaRow[] => {
    const element = elements.get(requirement.id);
    if (!element) return [];
    const place = places.get(requirement.id);
    return [
      {
        requirementId: requirement.id,
        name: nameOf(element, requirement.text),
        topic: place?.topic?.name ?? '',
        depth: place?.depth ?? 0,
        applicable: requirement.applicability.applicable !== false,
        justification: requirement.applicability.justification,
        status: statusOf(requirement),
        controls: requirement.controls.map(({ id, identifier, name }) => ({ id, identifier, name })),
      },
    ];
  });
  const { id, legacyId, name } = report.specification;
  return { specification: { id, legacyId, name }, snapshot, generatedAt, rows };
}
