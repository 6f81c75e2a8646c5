import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { taskWorker } from '../jobs/jobs.service.js';
import { type NotificationsService, notificationsService } from './notifications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications and their mails (after `app.mail`); assignments and evidence report events to it. */
    notifications: NotificationsService;
  }
}

/** The queue the daily run is sent to, by pg-boss's schedule: one job per occurrence for all instances. */
export const DAILY_QUEUE = 'notifications-daily';

/**
 * `app.notifications`, and the daily run on the job queue at DIGEST_CRON in DIGEST_TIMEZONE. Each instance
 * also adds the day's date events once it is ready, so they show in the app before the first digest;
 * the notifications' key makes that harmless on every start.
 */
export const notificationsPlugin = fp(async (app: FastifyInstance) => {
  const { cron, timezone } = app.config.digest;
  const service = notificationsService({
    db: app.database.db,
    mail: app.mail,
    publicUrl: app.config.publicUrl,
    timezone,
    clock: app.clock,
  });
  app.decorate('notifications', service);
  const log = app.log.child({ module: 'notifications' });
  app.jobs.queue(
    DAILY_QUEUE,
    taskWorker('daily notifications', log, 5, () => service.runDaily()),
  );
  app.jobs.schedule(DAILY_QUEUE, cron, timezone);
  app.addHook('onReady', async () => {
    await service
      .addDateEvents()
      .catch((error: unknown) => log.error({ err: error }, 'date events not added'));
  });
});
