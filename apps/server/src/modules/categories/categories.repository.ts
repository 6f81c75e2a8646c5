import type { ItemCategory, Ref } from '@praxis/contract';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { categories, subClasses } from '../../db/schema/index.js';
import { byRef } from '../../db/sql.js';

export type CategoryRow = typeof categories.$inferSelect;
export type SubClassRow = typeof subClasses.$inferSelect;

export function categoriesRepository(db: Executor) {
  const ofRegister = (companyId: string, register: ItemCategory) =>
    and(eq(categories.companyId, companyId), eq(categories.itemCategory, register));

  return {
    /** Top-level categories and sub-categories of a register; sub-categories only under `parentId`. */
    list(
      companyId: string,
      register: ItemCategory,
      level: 'top' | 'sub',
      parentId?: string,
    ): Promise<CategoryRow[]> {
      const conditions: (SQL | undefined)[] = [ofRegister(companyId, register)];
      if (level === 'top') conditions.push(isNull(categories.parentId));
      else conditions.push(parentId ? eq(categories.parentId, parentId) : isNotNull(categories.parentId));
      return db
        .select()
        .from(categories)
        .where(and(...conditions))
        .orderBy(asc(sql`lower(${categories.name})`));
    },
    /** A category of the register by reference: a top-level one when `parentId` is null, else one under it. */
    async find(companyId: string, register: ItemCategory, ref: Ref, parentId: string | null) {
      const [row] = await db
        .select()
        .from(categories)
        .where(
          and(
            ofRegister(companyId, register),
            byRef(categories, ref),
            parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
          ),
        );
      return row;
    },
    async insert(values: typeof categories.$inferInsert): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      return row as CategoryRow;
    },
    subClasses(companyId: string, assetClass: number | undefined): Promise<SubClassRow[]> {
      return db
        .select()
        .from(subClasses)
        .where(
          and(
            eq(subClasses.companyId, companyId),
            assetClass === undefined ? undefined : eq(subClasses.assetClass, assetClass),
          ),
        )
        .orderBy(asc(subClasses.assetClass), asc(sql`lower(${subClasses.name})`));
    },
    async findSubClass(companyId: string, ref: Ref, assetClass: number) {
      const [row] = await db
        .select()
        .from(subClasses)
        .where(
          and(
            eq(subClasses.companyId, companyId),
            eq(subClasses.assetClass, assetClass),
            byRef(subClasses, ref),
          ),
        );
      return row;
    },
    async insertSubClass(values: typeof subClasses.$inferInsert): Promise<SubClassRow> {
      const [row] = await db.insert(subClasses).values(values).returning();
      return row as SubClassRow;
    },
  };
}
