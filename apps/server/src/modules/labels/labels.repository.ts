import type { Label } from '@praxis/contract';
import { and, asc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  labels,
  type OwnerKey,
  ownerColumn,
  ownerLabels,
  ownerValues,
  specificationElements,
} from '../../db/schema/index.js';

export type LabelRow = typeof labels.$inferSelect;

const labelColumns = { id: labels.id, name: labels.name, colour: labels.colour };
const byName = asc(sql`lower(${labels.name})`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each owner's labels in name order; owners without any are absent. */
function groupByOwner(rows: (Label & { ownerId: string | null })[]) {
  const byOwner = new Map<string, Label[]>();
  for (const { ownerId, ...label } of rows) {
    if (ownerId === null) continue;
    const list = byOwner.get(ownerId);
    if (list) list.push(label);
    else byOwner.set(ownerId, [label]);
  }
  return byOwner;
}

/**
 * How a label filter's value names the label: by its id, or by its whole name in any letter case (labels are a
 * short list the user picks from, so a part of a name would be ambiguous). `key` is the label's id or its name
 * in lower case, what `labelledWith` compares.
 */
export const labelFilterOf = (value: string) =>
  UUID.test(value) ? { byId: true, key: value } : { byId: false, key: value.toLowerCase() };

/** The condition that the item of `itemId` carries the label `key` names (`labelFilterOf`), or a parameter. */
export function labelledWith(itemId: AnyPgColumn, byId: boolean, key: SQLWrapper): SQL {
  const match = byId ? sql`l.id = ${key}::uuid` : sql`lower(l.name) = ${key}`;
  return sql`exists (select 1 from ${ownerLabels} ol join ${labels} l on l.id = ol.label_id
    where ol.item_id = ${itemId} and ${match})`;
}

/** An item's labels in name order, as one JSON array in the item's row (`[]` without any). */
export const labelsOfItem = (itemId: AnyPgColumn) => sql<Label[]>`coalesce((
  select json_agg(json_build_object('id', l.id, 'name', l.name, 'colour', l.colour) order by lower(l.name))
  from ${ownerLabels} ol join ${labels} l on l.id = ol.label_id where ol.item_id = ${itemId}), '[]'::json)`;

export function labelsRepository(db: Executor) {
  return {
    list(companyId: string): Promise<LabelRow[]> {
      return db.select().from(labels).where(eq(labels.companyId, companyId)).orderBy(byName);
    },
    async find(companyId: string, id: string): Promise<LabelRow | undefined> {
      const [row] = await db
        .select()
        .from(labels)
        .where(and(eq(labels.companyId, companyId), eq(labels.id, id)));
      return row;
    },
    /** Those of `ids` that are labels of the company. */
    async existing(companyId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: labels.id })
        .from(labels)
        .where(and(eq(labels.companyId, companyId), inArray(labels.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
    async insert(values: typeof labels.$inferInsert): Promise<LabelRow> {
      const [row] = await db.insert(labels).values(values).returning();
      return row as LabelRow;
    },
    async update(companyId: string, id: string, changes: Pick<LabelRow, 'name' | 'colour'>) {
      const [row] = await db
        .update(labels)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(labels.companyId, companyId), eq(labels.id, id)))
        .returning();
      return row as LabelRow;
    },
    /** The label and, by the cascading key, its place on every item and requirement. */
    async remove(companyId: string, id: string): Promise<void> {
      await db.delete(labels).where(and(eq(labels.companyId, companyId), eq(labels.id, id)));
    },
    /** The labels of many items or requirements in one query (a page of a list), by owner id. */
    async ofOwners(companyId: string, ownerIds: string[]): Promise<Map<string, Label[]>> {
      if (ownerIds.length === 0) return new Map();
      const ids = sql`any(${sql.param(ownerIds)}::uuid[])`;
      const rows = await db
        .select({
          ownerId: sql<string | null>`coalesce(${ownerLabels.itemId}, ${ownerLabels.requirementId})`,
          ...labelColumns,
        })
        .from(ownerLabels)
        .innerJoin(labels, eq(labels.id, ownerLabels.labelId))
        .where(
          and(
            eq(ownerLabels.companyId, companyId),
            or(sql`${ownerLabels.itemId} = ${ids}`, sql`${ownerLabels.requirementId} = ${ids}`),
          ),
        )
        .orderBy(byName);
      return groupByOwner(rows);
    },
    /** The labels of every requirement of a specification, in one query, by requirement id. */
    async ofSpecification(companyId: string, specificationId: string): Promise<Map<string, Label[]>> {
      const rows = await db
        .select({ ownerId: ownerLabels.requirementId, ...labelColumns })
        .from(ownerLabels)
        .innerJoin(labels, eq(labels.id, ownerLabels.labelId))
        .innerJoin(specificationElements, eq(specificationElements.id, ownerLabels.requirementId))
        .where(
          and(
            eq(ownerLabels.companyId, companyId),
            eq(specificationElements.specificationId, specificationId),
          ),
        )
        .orderBy(byName);
      return groupByOwner(rows);
    },
    /** Replaces the owner's labels with `labelIds`. */
    async setOfOwner(companyId: string, owner: OwnerKey, labelIds: string[]): Promise<void> {
      await db
        .delete(ownerLabels)
        .where(and(eq(ownerLabels.companyId, companyId), eq(ownerColumn(ownerLabels, owner), owner.id)));
      if (labelIds.length === 0) return;
      await db
        .insert(ownerLabels)
        .values(labelIds.map((labelId) => ({ companyId, ...ownerValues(owner), labelId })));
    },
  };
}
