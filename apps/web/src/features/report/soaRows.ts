import { codedRequirementName, type SoaRow, type SpecificationElement, soaStatusOf } from '@praxis/contract';
import type { RequirementDetails } from './reportApi';

/**
 * The Statement of Applicability's rows of a report's data, as the server states it for a specification:
 * an undecided applicability counts as applicable until someone decides otherwise, and a requirement
 * declared not applicable is excluded whatever its colour.
 */
export function soaRowsOf(
  elements: SpecificationElement[],
  details: ReadonlyMap<string, RequirementDetails>,
): SoaRow[] {
  const byId = new Map(elements.map((element) => [element.id, element]));
  return elements
    .filter((element) => element.kind === 'requirement')
    .map((element) => {
      let depth = 0;
      let parent = element.parentId === null ? undefined : byId.get(element.parentId);
      while (parent !== undefined && parent.kind !== 'topic') {
        depth += 1;
        parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
      }
      const row = details.get(element.id);
      const applicable = row?.applicability.applicable !== false;
      return {
        requirementId: element.id,
        name: codedRequirementName({ ...element, statement: row?.text ?? null }),
        topic: parent?.name ?? '',
        depth,
        applicable,
        justification: row?.applicability.justification ?? null,
        status: soaStatusOf(
          row?.applicability.applicable ?? null,
          row?.semaphore ?? element.semaphore ?? 'gray',
        ),
        controls: (row?.controls ?? []).map(({ id, identifier, name }) => ({ id, identifier, name })),
      };
    });
}
