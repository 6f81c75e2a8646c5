import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export function filesRepository(db: Executor) {
  return {
    async insert(values: typeof files.$inferInsert): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      return row as FileRow;
    },
    /** Tenancy: another company's file is as absent as one that does not exist. */
    async find(companyId: string, id: string | number): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(
          and(
            eq(files.companyId, companyId),
            typeof id === 'number' ? eq(files.legacyId, id) : eq(files.id, id),
          ),
        );
      return row;
    },
  };
}
