import {
  type MappedRequirement,
  type Mapping,
  type MappingCollection,
  type RequirementMapping,
  requirementName,
} from '@praxis/contract';
import type {
  CollectionRow,
  MappingEnd,
  MappingView,
  RequirementMappingView,
} from './mappings.repository.js';

export const presentEnd = (end: MappingEnd): MappedRequirement => ({
  id: end.id,
  legacyId: end.legacyId,
  code: end.code,
  name: requirementName(end),
  specificationId: end.specificationId,
  specificationName: end.specificationName,
});

export function presentMapping(view: MappingView): Mapping {
  const { mapping } = view;
  return {
    id: mapping.id,
    source: presentEnd(view.source),
    target: presentEnd(view.target),
    relationship: mapping.relationship,
    strength: mapping.strength,
    rationale: mapping.rationale,
    origin: mapping.origin,
    collection: view.collection,
    createdBy: view.createdBy,
    createdAt: mapping.createdAt.toISOString(),
    updatedAt: mapping.updatedAt.toISOString(),
  };
}

export const presentRequirementMapping = (view: RequirementMappingView): RequirementMapping => ({
  ...presentMapping(view),
  direction: view.direction,
});

export const presentCollection = (row: CollectionRow, mappings: number): MappingCollection => ({
  id: row.id,
  sourceId: row.sourceId,
  title: row.title,
  version: row.version,
  importedAt: row.importedAt.toISOString(),
  mappings,
  waiting: row.waiting,
});
