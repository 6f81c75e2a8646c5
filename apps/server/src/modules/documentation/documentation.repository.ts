import type { DocumentationClass, Ref } from '@praxis/contract';
import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { documentation, items } from '../../db/schema/index.js';

export type DocumentationRow = typeof documentation.$inferSelect;
/** A documentation row with the item it belongs to, as both API versions present it. */
export type DocumentationView = DocumentationRow & {
  itemLegacyId: number;
  itemType: (typeof items.$inferSelect)['category'];
};

const internal = sql`${documentation.purpose} = 'internal'`;

export function documentationRepository(db: Executor) {
  const view = () =>
    db
      .select({
        ...getTableColumns(documentation),
        itemLegacyId: items.legacyId,
        itemType: items.category,
      })
      .from(documentation)
      .innerJoin(items, eq(items.id, documentation.itemId));
  const byRef = (ref: Ref) =>
    typeof ref === 'number' ? eq(documentation.legacyId, ref) : eq(documentation.id, ref);

  return {
    async find(companyId: string, ref: Ref): Promise<DocumentationView | undefined> {
      const [row] = await view().where(and(eq(documentation.companyId, companyId), byRef(ref)));
      return row;
    },
    async findInternal(
      companyId: string,
      itemId: string,
      documentClass: DocumentationClass,
    ): Promise<DocumentationView | undefined> {
      const [row] = await view().where(
        and(
          eq(documentation.companyId, companyId),
          eq(documentation.itemId, itemId),
          eq(documentation.class, documentClass),
          internal,
        ),
      );
      return row;
    },
    /** The documentation of these items, item by item, oldest first. */
    listFor(companyId: string, itemIds: string[]): Promise<DocumentationView[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return view()
        .where(and(eq(documentation.companyId, companyId), inArray(documentation.itemId, itemIds)))
        .orderBy(
          asc(items.category),
          asc(items.number),
          asc(documentation.createdAt),
          asc(documentation.legacyId),
        );
    },
    /** The company's items among these references (ids or legacy ids), for a list asked for by item. */
    async itemsAmong(companyId: string, refs: Ref[]): Promise<{ id: string; legacyId: number }[]> {
      const ids = refs.filter((r): r is string => typeof r === 'string');
      const legacyIds = refs.filter((r): r is number => typeof r === 'number');
      return db
        .select({ id: items.id, legacyId: items.legacyId })
        .from(items)
        .where(
          and(
            eq(items.companyId, companyId),
            or(
              ids.length > 0 ? inArray(items.id, ids) : undefined,
              legacyIds.length > 0 ? inArray(items.legacyId, legacyIds) : undefined,
            ),
          ),
        );
    },
    /** Creates the item's internal text of a class, or replaces it: concurrent first saves meet in one row. */
    async saveInternal(values: {
      companyId: string;
      itemId: string;
      class: DocumentationClass;
      content: string | null;
      createdBy: string;
    }): Promise<DocumentationRow> {
      const [row] = await db
        .insert(documentation)
        .values({ ...values, purpose: 'internal' })
        .onConflictDoUpdate({
          target: [documentation.itemId, documentation.class],
          targetWhere: internal,
          set: { content: values.content, updatedAt: new Date() },
        })
        .returning();
      return row as DocumentationRow;
    },
    async remove(companyId: string, id: string): Promise<void> {
      await db
        .delete(documentation)
        .where(and(eq(documentation.companyId, companyId), eq(documentation.id, id)));
    },
  };
}
