import {
  type ItemCategory,
  type OwnerCategory,
  type Ref,
  say,
  singularOf,
  toItemCategory,
} from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import type { OwnerKey } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { ownersRepository } from './owners.repository.js';

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
  return ownersRepository(db).findItemRef(companyId, register, id);
}

/** 'Requirements', 'requirement', any letter case: how documentation and assignment paths name requirements. */
export const isRequirementCategory = (name: string) => /^requirements?$/i.test(name);

/**
 * The requirement of the company that a path names, by id (UUID) or legacy id (a whole number or its
 * digits); undefined when it is another company's, not a requirement, or malformed (the caller answers 404).
 */
export async function findRequirementRef(db: Executor, companyId: string, ref: string | number) {
  const id = requirementRef(ref);
  return id === undefined ? undefined : ownersRepository(db).findRequirementRef(companyId, id);
}

/** A path's id as a lookup takes it: a legacy id from its digits; undefined when no requirement can have it. */
export function requirementRef(ref: string | number): Ref | undefined {
  const id = typeof ref === 'number' ? ref : /^\d{1,10}$/.test(ref) ? Number(ref) : ref;
  return typeof id === 'number' && id > 2_147_483_647 ? undefined : id;
}

/** The requirement a path names, or 404 'Requirement not found'. */
export async function requireRequirement(db: Executor, companyId: string, ref: string | number) {
  const found = await findRequirementRef(db, companyId, ref);
  if (!found) throw notFound(say('thingNotFound', { thing: 'Requirement' }));
  return found;
}

/**
 * Something documentation, assignments and checkpoints attach to: an item of a register, or a requirement;
 * evidence attaches to an audit's finding too. `isRequirement` and `isFinding` say which owner column of
 * their tables holds it.
 */
export interface OwnerRef<C extends OwnerCategory = OwnerCategory> extends OwnerKey {
  legacyId: number;
  category: C;
}

/**
 * The item, requirement or finding of the company that a path names (`Requirements`, 'requirement' …,
 * `Findings` or any register `findItem` knows); undefined when there is none, so the caller answers 404.
 */
export async function findOwner(
  db: Executor,
  companyId: string,
  category: string,
  id: string | number,
): Promise<OwnerRef | undefined> {
  if (category === 'Findings') {
    const found =
      typeof id === 'string' ? await ownersRepository(db).findFindingRef(companyId, id) : undefined;
    return found && { id: found.id, legacyId: found.number, category, isRequirement: false, isFinding: true };
  }
  if (isRequirementCategory(category)) {
    const found = await findRequirementRef(db, companyId, id);
    return found && { id: found.id, legacyId: found.legacyId, category: 'Requirements', isRequirement: true };
  }
  const item = await findItem(db, companyId, category, id);
  return item && { id: item.id, legacyId: item.legacyId, category: item.category, isRequirement: false };
}

/** What an answer calls an owner of this kind: 'Requirement', 'Execution' … */
export const ownerNoun = (category: OwnerCategory) =>
  category === 'Requirements' ? 'Requirement' : category === 'Findings' ? 'Finding' : singularOf(category);

/** The owner a path names, or 404 naming what is missing ('Requirement not found', 'Execution not found' …). */
export async function requireOwner<C extends OwnerCategory>(
  db: Executor,
  companyId: string,
  category: C,
  id: Ref,
): Promise<OwnerRef<C>> {
  const owner = await findOwner(db, companyId, category, id);
  if (!owner) throw notFound(say('thingNotFound', { thing: ownerNoun(category) }));
  // Found by this category, so it is one of it.
  return owner as OwnerRef<C>;
}
