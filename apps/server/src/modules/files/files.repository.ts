import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { fileRemovals, files } from '../../db/schema/index.js';
import { companyOfKey } from './files.storage.js';

export type FileRow = typeof files.$inferSelect;

// Any constant works; it only has to be the same for every instance of Praxis on one database.
const DISK_MOVE_LOCK = 7_233_816_452;

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
    /** The row that names a storage key: its company is the key's first half. */
    async findByStorageKey(storageKey: string): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.companyId, companyOfKey(storageKey)), eq(files.storageKey, storageKey)));
      return row;
    },
    /** Keys of objects that deleted files left in a store outside the database, oldest first. */
    async pendingRemovals(limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: fileRemovals.key })
        .from(fileRemovals)
        .orderBy(asc(fileRemovals.createdAt))
        .limit(limit);
      return rows.map((row) => row.key);
    },
    async forgetRemovals(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(fileRemovals).where(inArray(fileRemovals.key, keys));
    },
    /**
     * Held until the transaction ends: instances starting together move files from FILES_DIR one at a
     * time, and each finds what another already moved.
     */
    async lockDiskMove(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${DISK_MOVE_LOCK})`);
    },
  };
}
