import { type DocumentationOwnerCategory, type ItemCategory, toItemCategory } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import { findRequirementRef, isRequirementCategory } from '../requirements/requirements.lookup.js';
import { itemsRepository } from './items.repository.js';

/** What other modules (documentation, files) need to know about an item they attach to. */
export interface ItemRef {
  id: string;
  legacyId: number;
  category: ItemCategory;
  /** Executions are named after their control ('Control not found' once it is gone). */
  name: string;
}

/**
 * The item or execution of the company that a path names: by register ('Assets', 'asset', 'Executions' …,
 * any letter case, plural or singular) and by id (a UUID, v2) or legacy id (a whole number or its digits,
 * v1). Undefined when the register is unknown, the id is malformed, or the item belongs to no such register
 * of this company (the caller answers 404).
 */
export async function findItem(
  db: Executor,
  companyId: string,
  category: string,
  id: string | number,
): Promise<ItemRef | undefined> {
  const register = toItemCategory(category);
  if (!register) return undefined;
  return itemsRepository(db).findRef(companyId, register, id);
}

/** Something documentation and assignments attach to: an item of a register, or a requirement. */
export interface OwnerRef {
  id: string;
  legacyId: number;
  category: DocumentationOwnerCategory;
  /** Which owner column of documentation and assignments holds it. */
  isRequirement: boolean;
}

/**
 * The item or requirement of the company that a path names (`Requirements`, 'requirement' … or any register
 * `findItem` knows); undefined when there is none, so the caller answers 404.
 */
export async function findOwner(
  db: Executor,
  companyId: string,
  category: string,
  id: string | number,
): Promise<OwnerRef | undefined> {
  if (isRequirementCategory(category)) {
    const found = await findRequirementRef(db, companyId, id);
    return found && { id: found.id, legacyId: found.legacyId, category: 'Requirements', isRequirement: true };
  }
  const item = await findItem(db, companyId, category, id);
  return item && { id: item.id, legacyId: item.legacyId, category: item.category, isRequirement: false };
}
