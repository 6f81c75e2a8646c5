import type { Dirent } from 'node:fs';
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { filesRepository } from './files.repository.js';
import { type FileStorage, isStorageKey } from './files.storage.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** A folder's entries; none when it is not there (never made, or emptied and removed by another instance). */
async function entriesOf(folder: string): Promise<Dirent[]> {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** Every file of the old disk store, `<FILES_DIR>/<companyId>/<fileId>`, with what else lies there. */
async function filesOnDisk(root: string): Promise<{ stored: string[]; foreign: string[] }> {
  const stored: string[] = [];
  const foreign: string[] = [];
  const companies = (await entriesOf(root))
    .filter((entry) => entry.isDirectory() && UUID.test(entry.name))
    .map((entry) => entry.name);
  for (const company of companies) {
    for (const entry of await entriesOf(path.join(root, company))) {
      const key = `${company}/${entry.name}`;
      (entry.isFile() && isStorageKey(key) ? stored : foreign).push(key);
    }
  }
  return { stored, foreign };
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Moves the files an older Praxis kept in FILES_DIR into the file storage, at start-up: each under the
 * advisory lock, so instances starting together move every file once; each removed from the disk only
 * after its bytes are committed to the storage, so a crash at any point loses nothing and the next start
 * finishes the move. A file that no row of `files` names is left where it is and logged.
 */
export async function moveDiskFiles(
  db: Db,
  storage: FileStorage,
  root: string,
  log: FastifyBaseLogger,
): Promise<{ moved: number; leftAlone: number }> {
  const { stored, foreign } = await filesOnDisk(root);
  let moved = 0;
  const leftAlone = [...foreign];
  for (const key of stored) {
    const file = path.join(root, key);
    const outcome = await db.transaction(async (tx) => {
      const files = filesRepository(tx);
      await files.lockDiskMove();
      // Read under the lock: another instance may have moved and removed it in the meantime.
      const content = await readIfThere(file);
      if (!content) return 'gone';
      if (!(await files.findByStorageKey(key))) return 'orphan';
      // Stored already when an earlier start (or another instance) committed it but did not remove it yet.
      if (await storage.read(tx, key)) return 'stored';
      await storage.write(tx, key, content);
      return 'moved';
    });
    if (outcome === 'orphan') leftAlone.push(key);
    if (outcome === 'moved' || outcome === 'stored') await rm(file, { force: true });
    if (outcome === 'moved') moved += 1;
  }
  for (const company of new Set(stored.map((key) => key.split('/')[0] as string))) {
    // Only empty folders go; a folder with a file left alone stays.
    await rmdir(path.join(root, company)).catch(() => undefined);
  }
  for (const key of leftAlone) {
    log.warn({ file: path.join(root, key) }, 'FILES_DIR: no uploaded file has this name; left where it is');
  }
  if (moved > 0) log.info({ moved, from: root }, 'FILES_DIR: files moved into the file storage');
  return { moved, leftAlone: leftAlone.length };
}
