import { type ItemCategory, type Ref, registers, type SavedFilter } from '@praxis/contract';
import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { itemNumberSequences, items, savedFilters } from '../../db/schema/index.js';
import { containsPattern, preparedOnce, startsWithPattern } from '../../db/sql.js';
import { labelFilterOf, labelledWith } from '../labels/labels.repository.js';
import {
  category,
  control,
  type ItemRow,
  type ItemView,
  itemViews,
  type ListFilter,
  type ViewQuery,
  viewsOf,
} from './items.views.js';

export type { CriticalitySource, ItemRow, ItemView } from './items.views.js';
export type NewItem = Omit<typeof items.$inferInsert, 'id' | 'legacyId' | 'createdAt' | 'updatedAt'>;
export type ItemChanges = Partial<Omit<NewItem, 'companyId' | 'category' | 'number'>>;

export interface ItemFilter {
  parameter: string;
  value: string;
}

export function itemsRepository(db: Executor) {
  const view = (register?: ItemCategory) => itemViews(db, register);

  /** The filter's condition on the `value` placeholder, so that one prepared statement serves every value. */
  function listFilter(register: ItemCategory, filter: ItemFilter): ListFilter | undefined {
    const value = sql.placeholder('value');
    const contains = (column: AnyPgColumn) => ({
      key: filter.parameter,
      condition: ilike(column, value),
      value: containsPattern(filter.value),
    });
    switch (filter.parameter) {
      case 'Name':
        return contains(register === 'Executions' ? control.name : items.name);
      case 'Title':
        return contains(items.title);
      case 'Category':
        return contains(category.name);
      case 'Class':
        return { key: 'Class', condition: eq(items.assetClass, value), value: Number(filter.value) };
      case 'Label': {
        const { byId, key } = labelFilterOf(filter.value);
        return {
          key: byId ? 'LabelId' : 'LabelName',
          condition: labelledWith(items.id, byId, value),
          value: key,
        };
      }
    }
    return undefined;
  }

  /** The ids of a page in number order, from the (company, register, number) or the trigram index alone. */
  function pageIds(register: ItemCategory, filter: ListFilter | undefined) {
    let page = db.select({ id: items.id }).from(items).$dynamic();
    if (filter?.key === 'Category') page = page.leftJoin(category, eq(category.id, items.categoryId));
    if (filter?.key === 'Name' && register === 'Executions') {
      page = page.leftJoin(control, eq(control.id, items.controlId));
    }
    return page
      .where(
        and(
          eq(items.companyId, sql.placeholder('companyId')),
          eq(items.category, register),
          filter?.condition,
        ),
      )
      .orderBy(asc(items.number))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }

  /**
   * The statements of a page, prepared once per database handle (named statements on PostgreSQL). PostgreSQL
   * plans a statement with a filter's value again on every execution (a generic plan would scan the whole
   * register for a rare name: 48 ms against 1), so a filtered page asks for its ids first and then for
   * their view, whose generic plan serves every page (planning the view with each value cost 0.7 of 1.9 ms).
   * An unfiltered page stays one statement: a second statement waits for a pooled connection a second time,
   * which under many users at once costs more than the planning it saves. Its plan is the same for every
   * page, but PostgreSQL plans it again for each offset because a parameter's LIMIT and OFFSET look costly
   * to a generic plan; the first page, which every visit of a register opens, has its size written into
   * the statement instead, with no offset, so that it is planned once per connection (0.02 against 0.7 ms).
   */
  function pageQuery(register: ItemCategory, filter: ListFilter) {
    const name = `items_page_${register}_${filter.key}`;
    return preparedOnce(db, name, () => pageIds(register, filter).prepare(name));
  }

  function unfilteredPageQuery(register: ItemCategory, firstOf?: number): ViewQuery {
    const name = `items_list_${register}${firstOf === undefined ? '' : `_first_${firstOf}`}`;
    const ids =
      firstOf === undefined
        ? pageIds(register, undefined)
        : sql`select ${items.id} from ${items} where ${items.companyId} = ${sql.placeholder('companyId')}
            and ${items.category} = ${register} order by ${items.number} limit ${sql.raw(String(firstOf))}`;
    return preparedOnce(
      db,
      name,
      () =>
        view(register)
          .where(sql`${items.id} = any(array(${ids}))`)
          .orderBy(asc(items.number))
          .prepare(name) as unknown as ViewQuery,
    );
  }

  function viewsQuery(register: ItemCategory): ViewQuery {
    const name = `items_views_${register}`;
    return preparedOnce(
      db,
      name,
      () =>
        view(register)
          .where(sql`${items.id} = any(${sql.placeholder('ids')}::uuid[])`)
          .orderBy(asc(items.number))
          .prepare(name) as unknown as ViewQuery,
    );
  }

  return {
    /**
     * One item with its view: a prepared statement per register and kind of reference, as the details, every
     * update (before and after) and every create read it; planning the view cost five times its execution.
     */
    async find(companyId: string, register: ItemCategory, ref: Ref): Promise<ItemView | undefined> {
      const byLegacyId = typeof ref === 'number';
      const name = `items_find_${register}_${byLegacyId ? 'legacy' : 'id'}`;
      const query = preparedOnce(db, name, () => {
        const refColumn = byLegacyId ? items.legacyId : items.id;
        return view(register)
          .where(
            and(
              eq(items.companyId, sql.placeholder('companyId')),
              eq(items.category, register),
              eq(refColumn, sql.placeholder('ref')),
            ),
          )
          .prepare(name) as unknown as ViewQuery;
      });
      const [row] = await query.execute({ companyId, ref });
      return row?.view;
    },
    async findByIds(companyId: string, ids: string[]): Promise<ItemView[]> {
      if (ids.length === 0) return [];
      const rows = await view()
        .where(and(eq(items.companyId, companyId), inArray(items.id, ids)))
        .orderBy(asc(items.category), asc(items.number));
      return viewsOf(rows);
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
      return viewsOf(rows);
    },
    /** One page in number order; one row more than asked tells whether another page follows. */
    async list(
      companyId: string,
      register: ItemCategory,
      filter: ItemFilter | undefined,
      limit: number,
      offset: number,
    ): Promise<ItemView[]> {
      const condition = filter && listFilter(register, filter);
      if (!condition) {
        // The size goes into the statement's text: only a whole number may.
        const first = offset === 0 && Number.isSafeInteger(limit) && limit > 0;
        const query = first ? unfilteredPageQuery(register, limit) : unfilteredPageQuery(register);
        return viewsOf(await query.execute({ companyId, limit, offset }));
      }
      const page = await pageQuery(register, condition).execute({
        companyId,
        limit,
        offset,
        value: condition.value,
      });
      if (page.length === 0) return [];
      return viewsOf(await viewsQuery(register).execute({ ids: page.map((row) => row.id) }));
    },
    /**
     * Gives out `count` numbers of the register's identifier prefix in a row and answers the first. The upsert
     * locks the company's counter until the transaction ends, so concurrent creates, on any instance, wait
     * for each other's numbers rather than take them; a rolled-back create gives its numbers back unused.
     */
    async takeNumbers(companyId: string, register: ItemCategory, count = 1): Promise<number> {
      const [row] = await db
        .insert(itemNumberSequences)
        .values({ companyId, prefix: registers[register].prefix, lastNumber: count })
        .onConflictDoUpdate({
          target: [itemNumberSequences.companyId, itemNumberSequences.prefix],
          set: { lastNumber: sql`${itemNumberSequences.lastNumber} + excluded.last_number` },
        })
        .returning({ lastNumber: itemNumberSequences.lastNumber });
      return (row as { lastNumber: number }).lastNumber - count + 1;
    },
    /**
     * Locks the company's counter of the register's prefix, as takeNumbers does, until the transaction ends:
     * a rename that generates a name waits for the creates and renames under way, and sees their names.
     */
    async holdNumbers(companyId: string, register: ItemCategory): Promise<void> {
      await db
        .select({ lastNumber: itemNumberSequences.lastNumber })
        .from(itemNumberSequences)
        .where(
          and(
            eq(itemNumberSequences.companyId, companyId),
            eq(itemNumberSequences.prefix, registers[register].prefix),
          ),
        )
        .for('update');
    },
    /**
     * The first number from 1 that no name of the register uses after `stem` and '-' (case-insensitive,
     * written without leading zeros), leaving out the item `except` (the one being renamed).
     */
    async firstFreeNameNumber(
      companyId: string,
      register: ItemCategory,
      stem: string,
      except?: string,
    ): Promise<number> {
      const suffix = sql`substr(${items.name}, char_length(${stem}::text) + 2)`;
      const result = await db.execute(sql`
        with taken as (
          select ${suffix}::int as n from ${items}
          where ${and(
            eq(items.companyId, companyId),
            eq(items.category, register),
            ilike(items.name, startsWithPattern(`${stem}-`)),
            sql`${suffix} ~ '^[1-9][0-9]{0,8}$'`,
            except === undefined ? undefined : ne(items.id, except),
          )}
        )
        select min(candidate.n)::int as n from (select 1 as n union all select n + 1 from taken) candidate
        where not exists (select 1 from taken where taken.n = candidate.n)`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 1;
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
