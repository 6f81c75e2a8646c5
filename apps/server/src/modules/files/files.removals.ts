import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { filesRepository } from './files.repository.js';
import type { FileStorage } from './files.storage.js';

/** The channel migration 0029's trigger speaks on, at commit, when a deletion left an object to remove. */
export const FILE_REMOVALS_CHANNEL = 'praxis_file_removals';
const BATCH = 100;
/** How often an instance looks again for what a failed removal, or a notification it missed, left. */
const RETRY_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Removes the objects deleted rows left in the store (`file_removals`), a batch at a time, and forgets each key
 * whose object is gone. A key whose removal failed stays for the next round; the answer has the failures.
 * Two instances may remove one object together: a second removal of it is no error, and keys are never reused.
 */
export async function removeDeletedFiles(db: Db, storage: FileStorage): Promise<{ failures: unknown[] }> {
  const repository = filesRepository(db);
  for (;;) {
    const keys = await repository.pendingRemovals(BATCH);
    const results = await Promise.allSettled(keys.map((key) => storage.remove(db, key)));
    await repository.forgetRemovals(keys.filter((_key, index) => results[index]?.status === 'fulfilled'));
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    if (keys.length < BATCH || failures.length > 0) return { failures };
  }
}

/**
 * Every instance removes the objects of deleted files once the deletion has committed (the trigger's
 * notification), when it starts or hears the database again, and every RETRY_INTERVAL_MS for what failed.
 */
export const fileRemovalsPlugin = fp(async (app: FastifyInstance) => {
  const log = app.log.child({ module: 'files' });
  let running: Promise<void> | undefined;
  let again = false;
  const round = async () => {
    const { failures } = await removeDeletedFiles(app.database.db, app.fileStorage).catch(
      (error: unknown) => ({
        failures: [error],
      }),
    );
    if (failures.length > 0) {
      log.warn(
        { err: failures[0], failures: failures.length },
        'stored files of deleted rows not removed yet',
      );
    }
  };
  // One round at a time; a notification during a round asks for another, since its keys may have come after.
  const sweep = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await round();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
  };
  const stopListening = await app.database.listen(FILE_REMOVALS_CHANNEL, {
    notified: sweep,
    live: (now) => {
      if (now) sweep();
    },
  });
  const retry = setInterval(sweep, RETRY_INTERVAL_MS);
  retry.unref();
  app.addHook('onClose', async () => {
    clearInterval(retry);
    await stopListening();
    await running;
  });
});
