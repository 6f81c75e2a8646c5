import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { describeEachDatabase } from '../../test/databases.js';
import { clearJobs, jobRows } from '../../test/jobs.js';
import { UNTIL } from '../../test/until.js';
import { type Jobs, jobsService } from './jobs.service.js';

const silent = { warn: () => {}, error: () => {} };

describeEachDatabase('job queue', (database) => {
  beforeEach(() => clearJobs(database()));

  /** A job queue with one queue whose worker records each job's word and completes it. */
  async function recording(name: string): Promise<{ jobs: Jobs; seen: string[] }> {
    const seen: string[] = [];
    const jobs = jobsService(database(), silent);
    jobs.queue<{ word: string }>(name, {
      pollingIntervalSeconds: 0.5,
      batchSize: 1,
      handle: async (job) => {
        seen.push(job.data.word);
        return { status: 'completed' };
      },
    });
    await jobs.start();
    return { jobs, seen };
  }

  it('starts with the app, mail or not, installing its schema before the app serves', async () => {
    const app = await testApp(database());
    try {
      await app.ready();
      const result = await database().db.execute(sql`select to_regclass('pgboss.job')::text as job`);
      expect((result as unknown as { rows: { job: string | null }[] }).rows[0]?.job).toBe('pgboss.job');
    } finally {
      await app.close();
    }
  });

  it('runs a job sent in a transaction that commits, once, and none from one that rolls back', async () => {
    const { jobs, seen } = await recording('words');
    try {
      await expect(
        database().db.transaction(async (tx) => {
          await jobs.send(tx, 'words', { word: 'gone' }, {});
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await database().db.transaction((tx) => jobs.send(tx, 'words', { word: 'kept' }, {}));

      await expect.poll(async () => (await jobRows(database(), 'words'))[0]?.state, UNTIL).toBe('completed');
      expect(seen).toEqual(['kept']);
      expect(await jobRows(database(), 'words')).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });

  it('refuses a job for a queue it does not run, rather than wait on the caller’s transaction', async () => {
    const { jobs } = await recording('known');
    try {
      await expect(
        database().db.transaction((tx) => jobs.send(tx, 'unknown', { word: 'x' }, {})),
      ).rejects.toThrow('job queue unknown is not running');
    } finally {
      await jobs.stop();
    }
  });

  it('lets the job in hand finish when it stops', async () => {
    let begun = () => {};
    const inHand = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const jobs = jobsService(database(), silent);
    jobs.queue('slow', {
      pollingIntervalSeconds: 0.5,
      batchSize: 1,
      handle: async () => {
        begun();
        // The job takes a while, as sending a mail does; stop() is called while it runs.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { status: 'completed' };
      },
    });
    await jobs.start();
    await database().db.transaction((tx) => jobs.send(tx, 'slow', {}, {}));
    await inHand;

    await jobs.stop();
    // A stop that did not wait would have put the job back for a retry (state 'retry').
    expect(await jobRows(database(), 'slow')).toMatchObject([{ state: 'completed', attempts: 1 }]);
  });
});
