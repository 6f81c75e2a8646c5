import type { MappingDraft } from '@praxis/contract';
import { presentEnd } from '../mappings/mappings.presenter.js';
import type { MappingView } from '../mappings/mappings.repository.js';
import type { MappingDraftRow } from './mapping-drafts.repository.js';

/** A draft with its mapping's relationship and source, and the names of the controls it would link. */
export function presentMappingDraft(
  row: MappingDraftRow,
  view: MappingView,
  controlNames: ReadonlyMap<string, string | null>,
): MappingDraft {
  return {
    id: row.id,
    requirementId: row.requirementId,
    mappingId: row.mappingId,
    relationship: view.mapping.relationship,
    source: presentEnd(view.source),
    applicable: row.applicable,
    justification: row.justification,
    // A control deleted since the copy is not among the names, and not offered.
    controls: row.controlIds.flatMap((id) =>
      controlNames.has(id) ? [{ id, name: controlNames.get(id) ?? '' }] : [],
    ),
    maturity: { current: row.currentLevel, target: row.targetLevel },
    createdAt: row.createdAt.toISOString(),
  };
}
