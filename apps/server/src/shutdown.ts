import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database.js';

/** Requests in flight get this long to finish after a stop signal. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking requests, lets those in flight finish, then closes the database. `app.close()` returns when
 * the last connection is gone, which can be before the last request is: a client that hangs up leaves its
 * handler running, so the database waits for `requestsDone()` too. After `graceMs` the remaining
 * connections are destroyed and the database closes whatever is still running. `app.close()` also stops
 * the job queue (jobs.plugin.ts), which first lets the jobs in hand finish: nothing queued is lost.
 */
export async function shutdown(app: FastifyInstance, database: Database, graceMs = SHUTDOWN_GRACE_MS) {
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      app.log.warn(`requests still in flight after ${graceMs / 1000} s; closing their connections`);
      app.server.closeAllConnections();
      resolve();
    }, graceMs);
    timer.unref();
  });
  try {
    await app.close();
    await Promise.race([app.requestsDone(), graceOver]);
  } finally {
    clearTimeout(timer);
    await database.close();
  }
}
