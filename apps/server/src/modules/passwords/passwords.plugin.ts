import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { idpLinkRoutes } from '../idp/idp.links.routes.js';
import { idpRepository } from '../idp/idp.repository.js';
import { attemptLimiter, RESET_LIMITS } from '../idp/idp.service.js';
import { signInSessions } from '../idp/idp.sessions.js';
import { taskWorker } from '../jobs/jobs.service.js';
import { MAIL_TIMING } from '../mail/mail.worker.js';
import { type PasswordsService, passwordsService, RESET_QUEUE } from './passwords.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invitation and reset links, password changes and sessions (after `app.mail`, which it mails with). */
    passwords: PasswordsService;
  }
}

/**
 * `app.passwords`, and with the built-in provider the pages its links and 'Forgot password?' lead to, and
 * with mail too the queue of reset requests (after `app.jobs`).
 */
export const passwordsPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.database;
  const service = passwordsService({
    db,
    jobs: app.jobs,
    mail: app.mail,
    publicUrl: app.config.publicUrl,
    sessions: app.idp ? signInSessions(db) : undefined,
  });
  app.decorate('passwords', service);
  if (!app.idp) return;
  if (app.mail.enabled) {
    // Looked for as often as mail is: either way the person is waiting for the mail these jobs queue.
    const worker = taskWorker(
      "'Forgot password?' request",
      app.log.child({ module: 'passwords' }),
      MAIL_TIMING.pollingIntervalSeconds,
      (job: { email: string }) => service.mailResetLinks(job.email),
    );
    app.jobs.queue(RESET_QUEUE, worker);
  }
  await app.register(idpLinkRoutes, {
    service: { ...service, mailEnabled: app.mail.enabled },
    publicUrl: app.config.publicUrl,
    limiter: attemptLimiter(idpRepository(db), RESET_LIMITS, 'reset:'),
  });
});
