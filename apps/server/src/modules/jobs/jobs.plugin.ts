import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JOBS_TIMING, type Jobs, type JobsTiming, jobsService } from './jobs.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: features declare their queues and workers at registration, and send jobs later. */
    jobs: Jobs;
  }
}

/**
 * `app.jobs`, with or without mail: the queue runs in every instance. It starts when the app is ready,
 * before it serves, and stops when the app closes, before the database does (shutdown.ts). Tests shorten
 * pg-boss's upkeep intervals through `timing`.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, { timing }: { timing?: Partial<JobsTiming> }) => {
  const jobs = jobsService(app.database, app.log.child({ module: 'jobs' }), { ...JOBS_TIMING, ...timing });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
});
