import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { fileContents } from '../../db/schema/index.js';
import { ensureRoom } from './files.quota.js';

/**
 * Where file contents live, shared by every instance: the database by default. Keys are
 * `<companyId>/<uuid>`: uuids only, so they can name a row, an object or a path without escaping.
 */
export interface FileStorage {
  /**
   * Stores `content` under `key` as part of `tx`: the database store writes in the transaction, so a
   * rollback takes the bytes along. A store outside the database writes at once; `storeWith` removes
   * what it wrote when the transaction fails.
   */
  write(tx: Executor, key: string, content: Buffer): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  read(db: Executor, key: string): Promise<Buffer | undefined>;
  /** Removing a key that holds nothing is not an error. */
  remove(tx: Executor, key: string): Promise<void>;
  /** Whether the store answers (readiness). */
  isReady(db: Executor): Promise<boolean>;
  /** True when `write` is part of the transaction; false when it must be undone by hand on rollback. */
  readonly transactional: boolean;
  /** The bytes each company may keep (STORAGE_QUOTA_MB); undefined: no limit. `storeWith` keeps to it. */
  quotaBytes?: number | undefined;
  /** Lets go of connections the store holds of its own (none for the database store), when the app closes. */
  close?(): void;
}

const KEY = /^([0-9a-f-]{36})\/[0-9a-f-]{36}$/;

export const isStorageKey = (key: string) => KEY.test(key);

/** The company a key belongs to; throws on anything but `<uuid>/<uuid>`. */
export function companyOfKey(key: string): string {
  const match = KEY.exec(key);
  if (!match?.[1]) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return match[1];
}

/** The default store: a row of `file_contents` per file, on PGlite and PostgreSQL alike. */
export function databaseStorage(): FileStorage {
  return {
    transactional: true,
    async write(tx, key, content) {
      await tx.insert(fileContents).values({ key, companyId: companyOfKey(key), content });
    },
    async read(db, key) {
      const [row] = await db
        .select({ content: fileContents.content })
        .from(fileContents)
        .where(and(eq(fileContents.companyId, companyOfKey(key)), eq(fileContents.key, key)));
      return row?.content;
    },
    async remove(tx, key) {
      await tx
        .delete(fileContents)
        .where(and(eq(fileContents.companyId, companyOfKey(key)), eq(fileContents.key, key)));
    },
    async isReady(db) {
      try {
        await db.execute(sql`select 1 from ${fileContents} limit 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Runs `work` in a transaction that also stores `content` under `key`: the bytes and the row that names
 * them are kept together or not at all, whichever store holds the bytes. Content past the key's company's
 * quota is refused (413) before anything is written.
 */
export async function storeWith<T>(
  db: Db,
  storage: FileStorage,
  key: string,
  content: Buffer,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const { quotaBytes } = storage;
  const companyId = companyOfKey(key);
  // A store outside the database is written before the transaction opens: no connection and no lock of
  // the transaction waits on the upload. It is asked first whether the bytes fit, so that a full quota
  // sends nothing to the bucket; the transaction asks again, under the lock.
  if (!storage.transactional) {
    if (quotaBytes !== undefined)
      await ensureRoom(db, quotaBytes, companyId, content.length, { lock: false });
    await storage.write(db, key, content);
  }
  try {
    return await db.transaction(async (tx) => {
      if (quotaBytes !== undefined)
        await ensureRoom(tx, quotaBytes, companyId, content.length, { lock: true });
      if (storage.transactional) await storage.write(tx, key, content);
      return work(tx);
    });
  } catch (error) {
    if (!storage.transactional) await storage.remove(db, key);
    throw error;
  }
}
