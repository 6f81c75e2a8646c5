import { type Ref, say } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { requirementsRepository } from './requirements.repository.js';

/** 'Requirements', 'requirement', any letter case: how documentation and assignment paths name requirements. */
export const isRequirementCategory = (name: string) => /^requirements?$/i.test(name);

/**
 * The requirement of the company that a path names, by id (UUID) or legacy id (a whole number or its
 * digits); undefined when it is another company's, not a requirement, or malformed (the caller answers 404).
 */
export async function findRequirementRef(db: Executor, companyId: string, ref: string | number) {
  const id = requirementRef(ref);
  return id === undefined ? undefined : requirementsRepository(db).findRef(companyId, id);
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
