import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { taskWorker } from '../jobs/jobs.service.js';
import { schedulesService } from './schedules.service.js';

/** The queue of the daily planning run, sent by pg-boss's schedule once for all instances. */
export const PLANNING_QUEUE = 'schedules-planning';
/** Shortly after midnight UTC; a company east of UTC has its day planned well ahead anyway (the horizon). */
const PLANNING_CRON = '15 0 * * *';

/** Plans every schedule's occurrences on every day, so the horizon moves with the days. */
export const schedulesPlugin = fp(async (app: FastifyInstance) => {
  const service = schedulesService(app.database.db, app.clock);
  const log = app.log.child({ module: 'schedules' });
  app.jobs.queue(
    PLANNING_QUEUE,
    taskWorker('schedule planning', log, 5, () => service.planAll()),
  );
  app.jobs.schedule(PLANNING_QUEUE, PLANNING_CRON, 'UTC');
});
