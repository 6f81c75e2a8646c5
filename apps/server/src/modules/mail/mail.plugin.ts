import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type MailService, mailService } from './mail.service.js';
import { smtpTransport } from './mail.transport.js';
import {
  MAIL_WORKER_TIMING,
  type MailWorker,
  type MailWorkerTiming,
  startMailWorker,
} from './mail.worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: `app.mail.enqueue(tx, …)` inside the transaction of the change that causes it. */
    mail: MailService;
  }
}

export interface MailPluginOptions {
  /** Tests shorten the worker's waits; production uses MAIL_WORKER_TIMING. */
  timing?: Partial<MailWorkerTiming>;
}

/**
 * `app.mail`, and with SMTP_URL the outbox worker: it starts when the app is ready and stops when the app
 * closes, after the mail in hand is sent or scheduled again and before the database closes (shutdown.ts).
 */
export const mailPlugin = fp(async (app: FastifyInstance, options: MailPluginOptions) => {
  const config = app.config.mail;
  app.decorate('mail', mailService(config !== undefined));
  if (!config) return;

  const transport = smtpTransport(config);
  let worker: MailWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startMailWorker(app.database.db, transport, app.log.child({ module: 'mail' }), {
      ...MAIL_WORKER_TIMING,
      ...options.timing,
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    transport.close();
  });
});
