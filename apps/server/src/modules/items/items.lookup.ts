import { type ItemCategory, toItemCategory } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
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
