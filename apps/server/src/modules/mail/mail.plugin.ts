import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type MailService, mailService } from './mail.service.js';
import { smtpTransport } from './mail.transport.js';
import { MAIL_QUEUE, MAIL_TIMING, type MailTiming, mailWorker } from './mail.worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: `app.mail.enqueue(tx, …)` inside the transaction of the change that causes it. */
    mail: MailService;
  }
}

export interface MailPluginOptions {
  /** Tests shorten the polling, retry and expiry times; production uses MAIL_TIMING. */
  timing?: Partial<MailTiming>;
}

/**
 * `app.mail`, and with SMTP_URL the `mail` queue with this instance's worker on the job queue (`app.jobs`,
 * registered before this plugin), which starts it with the app and stops it before the database closes.
 */
export const mailPlugin = fp(async (app: FastifyInstance, options: MailPluginOptions) => {
  const config = app.config.mail;
  const timing = { ...MAIL_TIMING, ...options.timing };
  app.decorate('mail', mailService(config ? app.jobs : undefined, timing));
  if (!config) return;

  const transport = smtpTransport(config);
  app.jobs.queue(MAIL_QUEUE, mailWorker(transport, app.log.child({ module: 'mail' }), timing));
  app.addHook('onClose', async () => {
    // onClose hooks run last-registered first, so this one runs before the job queue's own: stop the
    // worker here, letting the mail in hand finish, before its transport goes.
    await app.jobs.stop();
    transport.close();
  });
});
