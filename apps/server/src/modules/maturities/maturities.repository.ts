import type { MaturityClass, Ref } from '@praxis/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { maturities } from '../../db/schema/index.js';
import { byRef } from '../../db/sql.js';
import { elementIdsOf } from '../owners/owners.repository.js';

export type MaturityRow = typeof maturities.$inferSelect;

export function maturitiesRepository(db: Executor) {
  return {
    list(companyId: string, requirementId: string): Promise<MaturityRow[]> {
      return db
        .select()
        .from(maturities)
        .where(and(eq(maturities.companyId, companyId), eq(maturities.requirementId, requirementId)))
        .orderBy(asc(maturities.classId));
    },
    /** The maturities of every requirement of a specification, in one query, each requirement's as `list`. */
    listOfSpecification(companyId: string, specificationId: string): Promise<MaturityRow[]> {
      return db
        .select()
        .from(maturities)
        .where(
          and(
            eq(maturities.companyId, companyId),
            inArray(maturities.requirementId, elementIdsOf(db, companyId, specificationId)),
          ),
        )
        .orderBy(asc(maturities.classId));
    },
    /** The maturities of the requirements given, in one query (the mapping views show other specifications'). */
    listOfRequirements(companyId: string, requirementIds: string[]): Promise<MaturityRow[]> {
      if (requirementIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(maturities)
        .where(and(eq(maturities.companyId, companyId), inArray(maturities.requirementId, requirementIds)));
    },
    async find(companyId: string, requirementId: string, ref: Ref): Promise<MaturityRow | undefined> {
      const [row] = await db
        .select()
        .from(maturities)
        .where(
          and(
            eq(maturities.companyId, companyId),
            eq(maturities.requirementId, requirementId),
            byRef(maturities, ref),
          ),
        );
      return row;
    },
    async findOfClass(companyId: string, requirementId: string, classId: MaturityClass) {
      const [row] = await db
        .select({ id: maturities.id })
        .from(maturities)
        .where(
          and(
            eq(maturities.companyId, companyId),
            eq(maturities.requirementId, requirementId),
            eq(maturities.classId, classId),
          ),
        );
      return row;
    },
    /** Undefined when the requirement has one of this class already (two concurrent creates meet here). */
    async create(values: {
      companyId: string;
      requirementId: string;
      classId: MaturityClass;
      level: number;
      comment: string | null;
    }): Promise<MaturityRow | undefined> {
      const [row] = await db.insert(maturities).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(
      companyId: string,
      id: string,
      changes: { classId: MaturityClass; level: number; comment: string | null },
    ): Promise<MaturityRow> {
      const [row] = await db
        .update(maturities)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(maturities.companyId, companyId), eq(maturities.id, id)))
        .returning();
      return row as MaturityRow;
    },
    async remove(companyId: string, id: string): Promise<void> {
      await db.delete(maturities).where(and(eq(maturities.companyId, companyId), eq(maturities.id, id)));
    },
  };
}
