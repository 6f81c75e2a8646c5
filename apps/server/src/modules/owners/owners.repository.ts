import type { ItemCategory, Ref } from '@praxis/contract';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { findings, items, specificationElements } from '../../db/schema/index.js';
import { byRef } from '../../db/sql.js';

const control = alias(items, 'control');

/** The company's requirements among the specification elements. */
export const isRequirementOf = (companyId: string) =>
  and(eq(specificationElements.companyId, companyId), eq(specificationElements.kind, 'requirement'));

/** A specification's elements (of the company). */
export const ofSpecification = (companyId: string, specificationId: string) =>
  and(
    eq(specificationElements.companyId, companyId),
    eq(specificationElements.specificationId, specificationId),
  );

/** The ids of a specification's elements, as a subquery: the set-based reads of a whole report take it. */
export const elementIdsOf = (db: Executor, companyId: string, specificationId: string) =>
  db
    .select({ id: specificationElements.id })
    .from(specificationElements)
    .where(ofSpecification(companyId, specificationId));

/** The rows an owner is found by: an item of a register, or a requirement. */
export function ownersRepository(db: Executor) {
  return {
    async findItemRef(companyId: string, register: ItemCategory, ref: Ref) {
      const [row] = await db
        .select({
          id: items.id,
          legacyId: items.legacyId,
          category: items.category,
          name: items.name,
          controlName: control.name,
        })
        .from(items)
        .leftJoin(control, eq(control.id, items.controlId))
        .where(and(eq(items.companyId, companyId), eq(items.category, register), byRef(items, ref)));
      if (!row) return undefined;
      const name =
        row.category === 'Executions' ? (row.controlName ?? 'Control not found') : (row.name ?? '');
      return { id: row.id, legacyId: row.legacyId, category: row.category, name };
    },

    /** A finding of the company by its id (findings have no legacy id; the number stands in for one). */
    async findFindingRef(companyId: string, id: string) {
      const [row] = await db
        .select({ id: findings.id, number: findings.number })
        .from(findings)
        .where(and(eq(findings.companyId, companyId), eq(findings.id, id)));
      return row;
    },

    async findRequirementRef(companyId: string, ref: Ref) {
      const [row] = await db
        .select({
          id: specificationElements.id,
          legacyId: specificationElements.legacyId,
          specificationId: specificationElements.specificationId,
          code: specificationElements.code,
        })
        .from(specificationElements)
        .where(and(isRequirementOf(companyId), byRef(specificationElements, ref)));
      return row;
    },
  };
}
