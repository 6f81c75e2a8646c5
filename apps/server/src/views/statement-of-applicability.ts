import {
  type AuditSnapshotSummary,
  type SoaRow,
  type SpecificationReport,
  type StatementOfApplicability,
  soaStatusOf,
} from '@praxis/contract';
import { elementsById, nameOf, placesOf } from './snapshot-parts.js';

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
        status: soaStatusOf(requirement.applicability.applicable, requirement.semaphore),
        controls: requirement.controls.map(({ id, identifier, name }) => ({ id, identifier, name })),
      },
    ];
  });
  const { id, legacyId, name } = report.specification;
  return { specification: { id, legacyId, name }, snapshot, generatedAt, rows };
}
