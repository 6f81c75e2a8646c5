import {
  type ItemCategory,
  itemCategoryInfo,
  type Label,
  type Ref,
  type SavedFilter,
} from '@praxis/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgTable, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  categories,
  checkpoints,
  itemNumberSequences,
  items,
  savedFilters,
  subClasses,
} from '../../db/schema/index.js';
import { byRef, ilikeContains } from '../../db/sql.js';
import { labelledWith, labelsRepository } from '../labels/labels.repository.js';

export type ItemRow = typeof items.$inferSelect;
export type NewItem = Omit<typeof items.$inferInsert, 'id' | 'legacyId' | 'createdAt' | 'updatedAt'>;
export type ItemChanges = Partial<Omit<NewItem, 'companyId' | 'category' | 'number'>>;

const control = alias(items, 'control');
const asset = alias(items, 'asset');
const category = alias(categories, 'category');
const subCategory = alias(categories, 'sub_category');

/** Names of an item's category, sub-category and sub-class. */
const classificationColumns = {
  categoryLegacyId: category.legacyId,
  categoryName: category.name,
  subCategoryLegacyId: subCategory.legacyId,
  subCategoryName: subCategory.name,
  subClassLegacyId: subClasses.legacyId,
  subClassName: subClasses.name,
};
/** An execution's control and asset, and its checkpoint dates. */
const executionColumns = {
  controlLegacyId: control.legacyId,
  controlName: control.name,
  assetLegacyId: asset.legacyId,
  assetName: asset.name,
  deadline: checkpoints.deadline,
  implemented: checkpoints.implemented,
  expires: checkpoints.expires,
};
// DESIGN §5: an asset is as critical as the riskiest scenario linked to it.
const criticalityColumn = sql<number | null>`(
  select max(t.likelihood * t.consequence) from item_relations r join items t on t.id = r.child_id
  where r.parent_id = ${items.id} and r.relation_type = 'AssetThreat')`;

/** An item with everything its presentation names: categories, its control and asset, dates, risk. */
const viewColumns = {
  item: items,
  ...classificationColumns,
  ...executionColumns,
  criticality: criticalityColumn,
};
/** The same columns as constant nulls, for registers that have none of them (fewer joins to plan). */
const nulls = <T extends Record<string, unknown>>(columns: T) =>
  Object.fromEntries(Object.keys(columns).map((key) => [key, sql`null`])) as unknown as T;
type ViewRow = {
  [K in keyof typeof viewColumns]: K extends 'item'
    ? ItemRow
    : K extends 'criticality'
      ? number | null
      : (typeof viewColumns)[K] extends { _: { data: infer D } }
        ? D | null
        : never;
};
/** An item with everything its presentation names, its labels included. */
export type ItemView = ViewRow & { labels: Label[] };

export interface ItemFilter {
  parameter: string;
  value: string;
}

export function itemsRepository(db: Executor) {
  /**
   * Items with their view columns, joining only the tables the register needs: on PGlite the planning of
   * six joins costs more than the page itself. Without a register (items of several), everything.
   */
  function view(register?: ItemCategory) {
    const classified = register !== 'Executions';
    const executions = register === undefined || register === 'Executions';
    const columns = {
      item: items,
      ...(classified ? classificationColumns : nulls(classificationColumns)),
      ...(executions ? executionColumns : nulls(executionColumns)),
      criticality: register === undefined || register === 'Assets' ? criticalityColumn : sql<null>`null`,
    } as typeof viewColumns;
    const joins: [AnyPgTable, SQL][] = [];
    if (classified) {
      joins.push(
        [category, eq(category.id, items.categoryId)],
        [subCategory, eq(subCategory.id, items.subCategoryId)],
        [subClasses, eq(subClasses.id, items.subClassId)],
      );
    }
    if (executions) {
      joins.push(
        [control, eq(control.id, items.controlId)],
        [asset, eq(asset.id, items.assetId)],
        [checkpoints, eq(checkpoints.itemId, items.id)],
      );
    }
    // Joins chosen at run time do not fit drizzle's types; the answer's shape is viewColumns all the same.
    const base = db.select(columns).from(items);
    type Joinable = { leftJoin: (table: AnyPgTable, on: SQL) => Joinable };
    const joined = joins.reduce(
      (query, [table, on]) => query.leftJoin(table, on),
      base as unknown as Joinable,
    );
    return joined as unknown as typeof base;
  }

  function filterCondition(register: ItemCategory, filter: ItemFilter): SQL | undefined {
    switch (filter.parameter) {
      case 'Name':
        return ilikeContains(register === 'Executions' ? control.name : items.name, filter.value);
      case 'Title':
        return ilikeContains(items.title, filter.value);
      case 'Category':
        return ilikeContains(category.name, filter.value);
      case 'Class':
        return eq(items.assetClass, Number(filter.value));
      case 'Label':
        return labelledWith(items.id, filter.value);
    }
    return undefined;
  }

  /** The rows with their labels, fetched for all of them in one query. */
  async function withLabels(companyId: string, rows: unknown[]): Promise<ItemView[]> {
    const viewRows = rows as ViewRow[];
    const labels = await labelsRepository(db).ofOwners(
      companyId,
      viewRows.map((row) => row.item.id),
    );
    return viewRows.map((row) => ({ ...row, labels: labels.get(row.item.id) ?? [] }));
  }

  return {
    async findRef(companyId: string, register: ItemCategory, ref: Ref) {
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
    async find(companyId: string, register: ItemCategory, ref: Ref): Promise<ItemView | undefined> {
      const rows = await view(register).where(
        and(eq(items.companyId, companyId), eq(items.category, register), byRef(items, ref)),
      );
      return (await withLabels(companyId, rows))[0];
    },
    async findByIds(companyId: string, ids: string[]): Promise<ItemView[]> {
      if (ids.length === 0) return [];
      const rows = await view()
        .where(and(eq(items.companyId, companyId), inArray(items.id, ids)))
        .orderBy(asc(items.category), asc(items.number));
      return withLabels(companyId, rows);
    },
    /** Executions of a control, or on an asset, in number order. */
    async executionsOf(companyId: string, of: { controlId?: string; assetId?: string }): Promise<ItemView[]> {
      const rows = await view()
        .where(
          and(
            eq(items.companyId, companyId),
            eq(items.category, 'Executions'),
            of.controlId ? eq(items.controlId, of.controlId) : undefined,
            of.assetId ? eq(items.assetId, of.assetId) : undefined,
          ),
        )
        .orderBy(asc(items.number));
      return withLabels(companyId, rows);
    },
    /**
     * One page in number order; one row more than asked tells whether another page follows. The page's ids
     * come first from the (company, register, number) or trigram index alone, then their view.
     */
    async list(
      companyId: string,
      register: ItemCategory,
      filter: ItemFilter | undefined,
      limit: number,
      offset: number,
    ): Promise<ItemView[]> {
      let page = db.select({ id: items.id }).from(items).$dynamic();
      if (filter?.parameter === 'Category') page = page.leftJoin(category, eq(category.id, items.categoryId));
      if (filter?.parameter === 'Name' && register === 'Executions') {
        page = page.leftJoin(control, eq(control.id, items.controlId));
      }
      const ids = await page
        .where(
          and(
            eq(items.companyId, companyId),
            eq(items.category, register),
            filter ? filterCondition(register, filter) : undefined,
          ),
        )
        .orderBy(asc(items.number))
        .limit(limit)
        .offset(offset);
      if (ids.length === 0) return [];
      // One array parameter instead of one parameter per id: cheaper to parse, and one statement shape.
      const pageIds = ids.map((row) => row.id);
      const rows = await view(register)
        .where(sql`${items.id} = any(${sql.param(pageIds)}::uuid[])`)
        .orderBy(asc(items.number));
      return withLabels(companyId, rows);
    },
    /**
     * Gives out `count` numbers of the register's identifier prefix in a row and answers the first. The upsert
     * locks the company's counter until the transaction ends, so concurrent creates, on any instance, wait
     * for each other's numbers rather than take them; a rolled-back create gives its numbers back unused.
     */
    async takeNumbers(companyId: string, register: ItemCategory, count = 1): Promise<number> {
      const [row] = await db
        .insert(itemNumberSequences)
        .values({ companyId, prefix: itemCategoryInfo[register].prefix, lastNumber: count })
        .onConflictDoUpdate({
          target: [itemNumberSequences.companyId, itemNumberSequences.prefix],
          set: { lastNumber: sql`${itemNumberSequences.lastNumber} + excluded.last_number` },
        })
        .returning({ lastNumber: itemNumberSequences.lastNumber });
      return (row as { lastNumber: number }).lastNumber - count + 1;
    },
    /** The number the register's next item will take unless another create comes first. */
    async peekNumber(companyId: string, register: ItemCategory): Promise<number> {
      const [row] = await db
        .select({ lastNumber: itemNumberSequences.lastNumber })
        .from(itemNumberSequences)
        .where(
          and(
            eq(itemNumberSequences.companyId, companyId),
            eq(itemNumberSequences.prefix, itemCategoryInfo[register].prefix),
          ),
        );
      return (row?.lastNumber ?? 0) + 1;
    },
    async nameTaken(companyId: string, register: ItemCategory, name: string, except?: string) {
      const [row] = await db
        .select({ id: items.id })
        .from(items)
        .where(
          and(
            eq(items.companyId, companyId),
            eq(items.category, register),
            eq(sql`lower(${items.name})`, name.toLowerCase()),
            except ? sql`${items.id} <> ${except}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async insert(values: NewItem): Promise<ItemRow> {
      const [row] = await db.insert(items).values(values).returning();
      return row as ItemRow;
    },
    async update(companyId: string, id: string, changes: ItemChanges): Promise<void> {
      await db
        .update(items)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(items.companyId, companyId), eq(items.id, id)));
    },
    async remove(companyId: string, id: string): Promise<void> {
      await db.delete(items).where(and(eq(items.companyId, companyId), eq(items.id, id)));
    },
    async countAll(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(items)
        .where(eq(items.companyId, companyId));
      return Number(row?.n ?? 0);
    },
    async savedFilters(userId: string, register: ItemCategory): Promise<SavedFilter[]> {
      const [row] = await db
        .select({ filters: savedFilters.filters })
        .from(savedFilters)
        .where(and(eq(savedFilters.userId, userId), eq(savedFilters.category, register)));
      return row?.filters ?? [];
    },
    async saveFilters(companyId: string, userId: string, register: ItemCategory, filters: SavedFilter[]) {
      await db
        .insert(savedFilters)
        .values({ companyId, userId, category: register, filters })
        .onConflictDoUpdate({
          target: [savedFilters.userId, savedFilters.category],
          set: { filters, updatedAt: new Date() },
        });
    },
  };
}
