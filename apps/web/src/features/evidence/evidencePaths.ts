import { type EvidenceOwnerCategory, evidenceOwnerCategories } from '@praxis/contract';
import { itemsQueryKey } from '../items/itemPaths';

/** What holds evidence: a register's item, an execution or a requirement, named by its id (v2 only). */
export interface EvidenceOwner {
  category: EvidenceOwnerCategory;
  id: string;
}

// Requirements are spelt as their other v2 routes spell them; the registers by their category.
export const ownerEvidencePath = ({ category, id }: EvidenceOwner) =>
  `/v2/${category === 'Requirements' ? 'requirements' : category}/${id}/evidence`;

export const evidencePath = (id: string, suffix = '') => `/v2/evidence/${id}${suffix}`;

export const revisionDownloadPath = (id: string, revision: number) =>
  evidencePath(id, `/revisions/${revision}/download`);

/**
 * Under the items key: evidence moves the semaphores of executions and requirements, which live there too,
 * so a change to evidence reads them all again in one invalidation.
 */
export const evidenceQueryKey = [...itemsQueryKey, 'evidence'] as const;

export const evidenceListKey = ({ category, id }: EvidenceOwner) => [...evidenceQueryKey, category, id];

export const isEvidenceOwnerCategory = (category: string): category is EvidenceOwnerCategory =>
  (evidenceOwnerCategories as readonly string[]).includes(category);
