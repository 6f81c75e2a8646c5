import { say } from '@praxis/contract';
import { and, eq, isNotNull, sum } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies, evidenceRevisions, files } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';

const MB = 1024 * 1024;
const inMb = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

/**
 * The bytes a company keeps in the file storage: editor files and evidence revisions, as their rows record
 * them, so a bucket is counted as the database is and without asking it.
 */
export async function storedBytes(db: Executor, companyId: string): Promise<number> {
  const [editorFiles] = await db
    .select({ bytes: sum(files.size) })
    .from(files)
    .where(eq(files.companyId, companyId));
  const [revisions] = await db
    .select({ bytes: sum(evidenceRevisions.size) })
    .from(evidenceRevisions)
    .where(and(eq(evidenceRevisions.companyId, companyId), isNotNull(evidenceRevisions.storageKey)));
  return Number(editorFiles?.bytes ?? 0) + Number(revisions?.bytes ?? 0);
}

/**
 * Refuses (413) `size` more bytes when they would take the company past `quotaBytes` (STORAGE_QUOTA_MB).
 * In a transaction, `lock` first waits for the company's other uploads to commit, so two at once cannot
 * both take the last room; the lock leaves the company's row free for the foreign keys of other writes.
 */
export async function ensureRoom(
  db: Executor,
  quotaBytes: number,
  companyId: string,
  size: number,
  options: { lock: boolean },
): Promise<void> {
  if (options.lock) {
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('no key update');
  }
  // A statement of its own after the lock: it sees what the uploads it waited for committed.
  const used = await storedBytes(db, companyId);
  if (used + size <= quotaBytes) return;
  throw new HttpError(
    413,
    'storage_quota_exceeded',
    say('storageQuotaExceeded', { size: inMb(size), quota: inMb(quotaBytes), used: inMb(used) }),
  );
}
