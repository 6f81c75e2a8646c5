import type { DocumentationClass, DocumentationOwnerCategory, Ref } from '@praxis/contract';
import { and, asc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  documentation,
  items,
  ownerColumn,
  ownerValues,
  specificationElements,
} from '../../db/schema/index.js';
import { byRef } from '../../db/sql.js';
import type { OwnerRef } from '../owners/owners.lookup.js';

export type DocumentationRow = typeof documentation.$inferSelect;
/** A documentation row with the item or requirement it belongs to, as both API versions present it. */
export type DocumentationView = DocumentationRow & {
  ownerId: string;
  itemLegacyId: number;
  itemType: DocumentationOwnerCategory;
};

const internal = sql`${documentation.purpose} = 'internal'`;

export function documentationRepository(db: Executor) {
  const view = () =>
    db
      .select({
        ...getTableColumns(documentation),
        ownerId: sql<string>`coalesce(${documentation.itemId}, ${documentation.requirementId})`,
        itemLegacyId: sql<number>`coalesce(${items.legacyId}, ${specificationElements.legacyId})`,
        itemType: sql<DocumentationOwnerCategory>`coalesce(${items.category}, 'Requirements')`,
      })
      .from(documentation)
      .leftJoin(items, eq(items.id, documentation.itemId))
      .leftJoin(specificationElements, eq(specificationElements.id, documentation.requirementId));
  const ownedBy = (ids: string[]) =>
    or(inArray(documentation.itemId, ids), inArray(documentation.requirementId, ids));

  return {
    async find(companyId: string, ref: Ref): Promise<DocumentationView | undefined> {
      const [row] = await view().where(
        and(eq(documentation.companyId, companyId), byRef(documentation, ref)),
      );
      return row;
    },
    async findInternal(
      companyId: string,
      ownerId: string,
      documentClass: DocumentationClass,
    ): Promise<DocumentationView | undefined> {
      const [row] = await view().where(
        and(
          eq(documentation.companyId, companyId),
          ownedBy([ownerId]),
          eq(documentation.class, documentClass),
          internal,
        ),
      );
      return row;
    },
    /** The documentation of these items or requirements, owner by owner, authoritative first, oldest first. */
    listFor(companyId: string, ownerIds: string[]): Promise<DocumentationView[]> {
      if (ownerIds.length === 0) return Promise.resolve([]);
      return view()
        .where(and(eq(documentation.companyId, companyId), ownedBy(ownerIds)))
        .orderBy(
          asc(items.category),
          asc(items.number),
          asc(specificationElements.legacyId),
          asc(documentation.purpose),
          asc(documentation.createdAt),
          asc(documentation.legacyId),
        );
    },
    /**
     * The company's items and requirements among these references, for a list asked for by owner. Legacy ids
     * are numbered per table: with a `documentType` they name owners of that kind (requirements, or items
     * of that register); without one they name items, and UUIDs not found among the items are requirements.
     */
    async ownersAmong(
      companyId: string,
      refs: Ref[],
      documentType?: DocumentationOwnerCategory,
    ): Promise<{ id: string; legacyId: number }[]> {
      const among = (
        table: typeof items | typeof specificationElements,
        ids: string[],
        legacyIds: number[],
        register?: SQL,
      ) =>
        db
          .select({ id: table.id, legacyId: table.legacyId })
          .from(table)
          .where(
            and(
              eq(table.companyId, companyId),
              register,
              or(
                ids.length > 0 ? inArray(table.id, ids) : undefined,
                legacyIds.length > 0 ? inArray(table.legacyId, legacyIds) : undefined,
              ),
            ),
          );
      const ids = refs.filter((r): r is string => typeof r === 'string');
      const legacyIds = refs.filter((r): r is number => typeof r === 'number');
      if (documentType === 'Requirements') return among(specificationElements, ids, legacyIds);
      const found = await among(
        items,
        ids,
        legacyIds,
        documentType === undefined ? undefined : eq(items.category, documentType),
      );
      const rest = ids.filter((id) => !found.some((f) => f.id === id));
      return documentType === undefined && rest.length > 0
        ? [...found, ...(await among(specificationElements, rest, []))]
        : found;
    },
    /** Creates the item's internal text of a class, or replaces it: concurrent first saves meet in one row. */
    async saveInternal({
      owner,
      ...values
    }: {
      companyId: string;
      owner: OwnerRef;
      class: DocumentationClass;
      content: string | null;
      createdBy: string;
    }): Promise<DocumentationRow> {
      const [row] = await db
        .insert(documentation)
        .values({
          ...values,
          ...ownerValues(owner),
          purpose: 'internal',
        })
        .onConflictDoUpdate({
          target: [ownerColumn(documentation, owner), documentation.class],
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
