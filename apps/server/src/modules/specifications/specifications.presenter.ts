import {
  type ElementCounts,
  type Label,
  requirementName,
  type SemaphoreColour,
  type SemaphoreCounts,
  type Specification,
  type SpecificationElement,
} from '@praxis/contract';
import type { ElementRow, SpecificationRow } from './specifications.repository.js';

export function presentSpecification(
  row: SpecificationRow,
  semaphore: SemaphoreCounts,
  elementCounts: ElementCounts,
): Specification {
  return {
    id: row.id,
    legacyId: row.legacyId,
    name: row.name,
    description: row.description,
    version: row.version,
    source: row.source,
    sourceId: row.sourceId,
    importedAt: row.importedAt.toISOString(),
    tailored: row.tailored,
    sourceCatalogId: row.sourceCatalogId,
    libraryEntry: row.libraryEntry,
    semaphore,
    elementCounts,
  };
}

export function presentElement(
  row: ElementRow,
  parentLegacyId: number | null,
  semaphore: SemaphoreColour | null,
  counts: SemaphoreCounts | null,
  labels: Label[],
): SpecificationElement {
  return {
    id: row.id,
    legacyId: row.legacyId,
    kind: row.kind,
    parentId: row.parentId,
    parentLegacyId,
    code: row.code,
    name: row.kind === 'requirement' ? requirementName(row) : row.name,
    order: row.order,
    semaphore,
    counts,
    labels,
  };
}
