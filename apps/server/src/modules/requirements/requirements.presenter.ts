import {
  type Applicability,
  type ItemCategory,
  identifierOf,
  type LinkedControl,
  type RelatedItemSummary,
  type RequirementRelations,
  requirementRelationCategories,
  type SuggestedControl,
} from '@praxis/contract';
import { presentCheckpoints } from '../checkpoints/checkpoints.presenter.js';
import { ASSET_NOT_FOUND } from '../items/items.presenter.js';
import type { ApplicabilityRow } from '../specifications/specifications.assessments.js';
import type { requirementsRepository } from './requirements.repository.js';

type Repo = ReturnType<typeof requirementsRepository>;
type LinkedRow = Awaited<ReturnType<Repo['linkedControls']>>[number];
type SuggestedRow = Awaited<ReturnType<Repo['suggested']>>[number];
type RelatedRow = Awaited<ReturnType<Repo['relatedItems']>>[number];

export const presentApplicability = (a: ApplicabilityRow): Applicability => ({
  applicable: a.applicable,
  justification: a.justification,
});

/** One entry per control, its executions gathered from the joined rows. */
export function presentLinkedControls(rows: LinkedRow[]): LinkedControl[] {
  const controls = new Map<string, LinkedControl>();
  for (const row of rows) {
    let control = controls.get(row.control.id);
    if (!control) {
      control = {
        id: row.control.id,
        legacyId: row.control.legacyId,
        identifier: identifierOf('Controls', row.control.number),
        name: row.control.name ?? '',
        title: row.control.title,
        executions: [],
      };
      controls.set(row.control.id, control);
    }
    if (row.executionId !== null && row.executionLegacyId !== null && row.executionNumber !== null) {
      control.executions.push({
        id: row.executionId,
        legacyId: row.executionLegacyId,
        identifier: identifierOf('Executions', row.executionNumber),
        assetId: row.assetId,
        assetLegacyId: row.assetLegacyId,
        assetName: row.assetName ?? ASSET_NOT_FOUND,
        checkpoints: presentCheckpoints(row),
      });
    }
  }
  return [...controls.values()];
}

export const presentSuggested = (row: SuggestedRow): SuggestedControl => ({
  id: row.id,
  legacyId: row.legacyId,
  identifier: identifierOf('Controls', row.number),
  name: row.name ?? '',
  title: row.title,
  rank: Number(row.rank),
});

const summary = (row: RelatedRow): RelatedItemSummary => ({
  id: row.id,
  legacyId: row.legacyId,
  identifier: identifierOf(row.category as ItemCategory, row.number),
  name: row.name ?? '',
  title: row.title,
});

export const presentRelations = (rows: RelatedRow[]): RequirementRelations =>
  requirementRelationCategories.map((category) => ({
    category,
    items: rows.filter((r) => r.category === category).map(summary),
  }));
