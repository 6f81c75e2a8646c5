import type { StoredRelationType } from '@praxis/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { itemRelations } from '../../db/schema/index.js';

export type RelationRow = typeof itemRelations.$inferSelect;

export function relationsRepository(db: Executor) {
  return {
    /** Every stored link the item takes part in, as parent or as child. */
    listFor(companyId: string, itemId: string): Promise<RelationRow[]> {
      return db
        .select()
        .from(itemRelations)
        .where(
          and(
            eq(itemRelations.companyId, companyId),
            or(eq(itemRelations.parentId, itemId), eq(itemRelations.childId, itemId)),
          ),
        )
        .orderBy(itemRelations.createdAt);
    },
    /** A link between the two, whichever way round it was made. */
    async between(companyId: string, a: string, b: string): Promise<RelationRow | undefined> {
      const [row] = await db
        .select()
        .from(itemRelations)
        .where(
          and(
            eq(itemRelations.companyId, companyId),
            or(
              and(eq(itemRelations.parentId, a), eq(itemRelations.childId, b)),
              and(eq(itemRelations.parentId, b), eq(itemRelations.childId, a)),
            ),
          ),
        );
      return row;
    },
    async insert(values: {
      companyId: string;
      relationType: StoredRelationType;
      parentId: string;
      childId: string;
    }): Promise<RelationRow> {
      const [row] = await db.insert(itemRelations).values(values).returning();
      return row as RelationRow;
    },
    async remove(companyId: string, id: string): Promise<void> {
      await db
        .delete(itemRelations)
        .where(and(eq(itemRelations.companyId, companyId), eq(itemRelations.id, id)));
    },
    /** Whether `candidate` lies below `asset` in the asset tree (UNION stops at any cycle already stored). */
    async isBelow(asset: string, candidate: string): Promise<boolean> {
      const result = await db.execute<{ found: boolean }>(sql`
        with recursive below(id) as (
          select child_id from item_relations where parent_id = ${asset} and relation_type = 'AssetAsset'
          union
          select r.child_id from item_relations r join below b on r.parent_id = b.id
          where r.relation_type = 'AssetAsset'
        )
        select exists (select 1 from below where id = ${candidate}) as found`);
      return Boolean((result as unknown as { rows: { found: boolean }[] }).rows[0]?.found);
    },
  };
}
