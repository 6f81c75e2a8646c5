import { type EvidenceOwnerCategory, evidenceOwnerCategories } from '@praxis/contract';
import { itemsQueryKey } from '../../lib/itemsQueryKey';

/** What holds evidence: a register's item, an execution or a requirement, named by its id (v2 only). */
export interface EvidenceOwner {
  category: EvidenceOwnerCategory;
  id: string;
}

/**
 * Under the items key: evidence moves the semaphores of executions and requirements, which live there too,
 * so a change to evidence reads them all again in one invalidation.
 */
export const evidenceListKey = ({ category, id }: EvidenceOwner) => [
  ...itemsQueryKey,
  'evidence',
  category,
  id,
];

export const isEvidenceOwnerCategory = (category: string): category is EvidenceOwnerCategory =>
  (evidenceOwnerCategories as readonly string[]).includes(category);
