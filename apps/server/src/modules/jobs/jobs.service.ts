import type { FastifyBaseLogger } from 'fastify';
import { type JobResult, type JobWithMetadata, PgBoss, type SendOptions } from 'pg-boss';
import type { Database, Executor } from '../../db/database.js';
import { inTransaction, jobsConnection } from '../../db/pg-boss-adapter.js';

export interface JobsTiming {
  /**
   * How often an instance looks for jobs held past their `expireInSeconds` (their instance is presumed
   * dead) and hands them out again, among pg-boss's other upkeep.
   */
  superviseIntervalSeconds: number;
  /**
   * How often an instance looks for occurrences of the schedules that are due and sends their jobs; at most
   * one instance does so in any such interval.
   */
  cronMonitorIntervalSeconds: number;
}

export const JOBS_TIMING: JobsTiming = { superviseIntervalSeconds: 60, cronMonitorIntervalSeconds: 30 };

/** A job in hand gets this long to finish when the app stops; past it, pg-boss puts it back to be retried. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * What became of one job: `completed`; `failed`, tried again with the job's backoff while its retries last;
 * or `deadletter`, failed for good at once (no queue here has a dead-letter queue, so the job just ends).
 * `output` is kept on the job, for support.
 */
export type JobOutcome = Omit<JobResult, 'id'>;

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface QueueWorker<T> {
  /** How long this instance's worker waits, when it found nothing to do, before it looks again. */
  pollingIntervalSeconds: number;
  /**
   * How many jobs the worker takes at a time, handled side by side. While it finds that many, it takes the
   * next ones at once: pg-boss otherwise waits `pollingIntervalSeconds` after every batch.
   */
  batchSize: number;
  handle(job: JobWithMetadata<T>): Promise<JobOutcome>;
}

/**
 * A worker that takes one job at a time and runs `run` on its data; a throw is logged as `what` failing
 * and the job tried again with its backoff.
 */
export function taskWorker<T>(
  what: string,
  log: Pick<Log, 'error'>,
  pollingIntervalSeconds: number,
  run: (data: T) => Promise<void>,
): QueueWorker<T> {
  return {
    pollingIntervalSeconds,
    batchSize: 1,
    async handle(job) {
      try {
        await run(job.data);
        return { status: 'completed' };
      } catch (error) {
        log.error({ err: error }, `${what} failed; retrying`);
        return {
          status: 'failed',
          output: { reason: error instanceof Error ? error.message : String(error) },
        };
      }
    },
  };
}

/** The database-backed job queue (pg-boss) every instance runs, started and stopped with the app. */
export interface Jobs {
  /** Declares a queue, with this instance's worker for it when it has one; before `start()`. */
  queue<T extends object>(name: string, worker?: QueueWorker<T>): void;
  /**
   * Has pg-boss send a job to the declared queue `name` at every time `cron` names in `timezone`; before
   * `start()`. pg-boss keeps the schedule in the database and sends each occurrence once, whatever the
   * number of instances; an occurrence missed while every instance was down is sent once at start-up.
   */
  schedule(name: string, cron: string, timezone: string): void;
  /**
   * Adds a job to a declared queue through `tx`, the transaction of the change that causes it: a change
   * that rolls back leaves no job, one that commits leaves one however the process fares afterwards.
   * Works from `start()` on, also after `stop()` (a request still finishing during shutdown).
   */
  send(tx: Executor, queue: string, data: object, options: SendOptions): Promise<void>;
  /** Creates or upgrades pg-boss's schema `pgboss` (under its advisory lock), the queues, and the workers. */
  start(): Promise<void>;
  /** Takes no new jobs, lets the ones in hand finish (up to STOP_TIMEOUT_MS), then returns. */
  stop(): Promise<void>;
}

export function jobsService(database: Database, log: Log, timing: JobsTiming = JOBS_TIMING): Jobs {
  const boss = new PgBoss({ ...jobsConnection(database), ...timing });
  // Without a listener an 'error' event would end the process; pg-boss reports here what failed in its
  // background loops (a database that is away, say) and tries again on its own.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', ({ message, data }) => log.warn({ data }, message));
  const queues = new Map<string, QueueWorker<object> | undefined>();
  const schedules = new Map<string, { cron: string; timezone: string }>();
  let started = false;

  return {
    queue(name, worker) {
      if (started) throw new Error(`queue ${name} declared after the job queue started`);
      queues.set(name, worker as QueueWorker<object> | undefined);
    },

    schedule(name, cron, timezone) {
      if (started) throw new Error(`schedule ${name} declared after the job queue started`);
      if (!queues.has(name)) throw new Error(`schedule ${name} names no declared queue`);
      schedules.set(name, { cron, timezone });
    },

    async send(tx, queue, data, options) {
      // pg-boss looks up a queue it has not cached on its own connection; on PGlite that waits for the
      // caller's transaction to end, which waits for this: refuse rather than hang.
      if (!started || !queues.has(queue)) throw new Error(`job queue ${queue} is not running`);
      await boss.send(queue, data, { ...options, db: inTransaction(tx) });
    },

    async start() {
      await boss.start();
      for (const [name, worker] of queues) {
        await boss.createQueue(name);
        if (!worker) continue;
        await boss.work(
          name,
          {
            pollingIntervalSeconds: worker.pollingIntervalSeconds,
            batchSize: worker.batchSize,
            burstWhenBatchFull: true,
            includeMetadata: true,
            perJobResults: true,
          },
          (batch: JobWithMetadata<object>[]) =>
            Promise.all(batch.map(async (job) => ({ id: job.id, ...(await worker.handle(job)) }))),
        );
      }
      for (const [name, { cron, timezone }] of schedules) {
        await boss.schedule(name, cron, {}, { tz: timezone, missed: 'once' });
      }
      started = true;
    },

    stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }),
  };
}
