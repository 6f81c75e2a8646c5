import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { items, mappingDrafts, requirementControls } from '../../db/schema/index.js';

export type MappingDraftRow = typeof mappingDrafts.$inferSelect;
export type NewMappingDraft = Omit<MappingDraftRow, 'id' | 'createdAt'>;

export function mappingDraftsRepository(db: Executor) {
  return {
    /** The drafts waiting on one target requirement, oldest first. */
    listOf(companyId: string, requirementId: string): Promise<MappingDraftRow[]> {
      return db
        .select()
        .from(mappingDrafts)
        .where(and(eq(mappingDrafts.companyId, companyId), eq(mappingDrafts.requirementId, requirementId)))
        .orderBy(asc(mappingDrafts.createdAt), asc(mappingDrafts.id));
    },

    async find(companyId: string, id: string): Promise<MappingDraftRow | undefined> {
      const [row] = await db
        .select()
        .from(mappingDrafts)
        .where(and(eq(mappingDrafts.companyId, companyId), eq(mappingDrafts.id, id)));
      return row;
    },

    /** A draft of a mapping again replaces the one before: it copies the source as it stands now. */
    async save(values: NewMappingDraft): Promise<MappingDraftRow> {
      const { companyId, mappingId, ...copied } = values;
      const [row] = await db
        .insert(mappingDrafts)
        .values(values)
        .onConflictDoUpdate({ target: mappingDrafts.mappingId, set: { ...copied, createdAt: new Date() } })
        .returning();
      return row as MappingDraftRow;
    },

    async remove(companyId: string, id: string): Promise<void> {
      await db
        .delete(mappingDrafts)
        .where(and(eq(mappingDrafts.companyId, companyId), eq(mappingDrafts.id, id)));
    },

    /** The ids of the controls linked to a requirement. */
    async linkedControlIds(companyId: string, requirementId: string): Promise<string[]> {
      const rows = await db
        .select({ id: requirementControls.controlId })
        .from(requirementControls)
        .where(
          and(
            eq(requirementControls.companyId, companyId),
            eq(requirementControls.requirementId, requirementId),
          ),
        )
        .orderBy(asc(requirementControls.createdAt));
      return rows.map((r) => r.id);
    },

    /** The company's controls among `ids`, with their names (a control deleted since is not among them). */
    controls(companyId: string, ids: string[]): Promise<{ id: string; name: string | null }[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: items.id, name: items.name })
        .from(items)
        .where(and(eq(items.companyId, companyId), eq(items.category, 'Controls'), inArray(items.id, ids)));
    },
  };
}
