import type { FastifyBaseLogger } from 'fastify';
import type { SendOptions } from 'pg-boss';
import type { QueueWorker } from '../jobs/jobs.service.js';
import type { MailTemplate, RenderedMail } from './mail.templates.js';
import { isPermanentFailure, type MailTransport } from './mail.transport.js';

/**
 * Mail goes out through the job queue (modules/jobs), which is pg-boss: a maintained library rather than
 * claim, lease and backoff code of our own. pg-boss rather than graphile-worker because it runs on PGlite
 * too (it ships a PGlite adapter and is tested on it; graphile-worker needs a node-postgres pool that can
 * LISTEN). It writes a job through a connection it is handed (`send`'s `db` option), so the job is written
 * by the transaction of the change that causes the mail (`db/pg-boss-adapter.ts` hands it the drizzle
 * transaction). It claims a job for one instance at a time (`FOR UPDATE SKIP LOCKED`), retries it with
 * exponential backoff, and hands it out again once it has been in hand longer than `expireInSeconds` (its
 * instance is presumed dead). Once means once per successful attempt: an instance that dies after the
 * SMTP server took a mail but before it marked the job done leaves the mail to be sent again — the one
 * window no outbox can close.
 */
export const MAIL_QUEUE = 'mail';

/** A queued mail, rendered when it is queued: a later change of wording never alters a mail in waiting. */
export interface MailJob extends RenderedMail {
  /** The company the mail is sent on behalf of, for the log. */
  companyId: string;
  template: MailTemplate;
  language: string;
  to: string;
}

export interface MailTiming {
  /** How long an idle instance waits before it looks for mail to send again. */
  pollingIntervalSeconds: number;
  /** How long a mail may be in hand: past it, another instance takes it (its sender is presumed dead). */
  expireInSeconds: number;
  /** The first retry waits about this long, each further one twice as long, up to `retryDelayMaxSeconds`. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** Attempts after the first before the mail is given up. */
  retryLimit: number;
}

/**
 * The expiry outlasts any attempt (the transport's timeouts end one within a minute) with room to spare.
 * Retries double from 10 s to 15 minutes within the first hour, then come every 15 minutes for about a
 * week, as long as an invitation link stays valid.
 */
export const MAIL_TIMING: MailTiming = {
  pollingIntervalSeconds: 2,
  expireInSeconds: 2 * 60,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 15 * 60,
  retryLimit: 680,
};

/** How long a sent mail stays in the job table (pg-boss deletes it at its next maintenance after that). */
const SENT_MAIL_KEPT_SECONDS = 60;

export function mailJobOptions(timing: MailTiming): SendOptions {
  return {
    expireInSeconds: timing.expireInSeconds,
    retryLimit: timing.retryLimit,
    retryDelay: timing.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: timing.retryDelayMaxSeconds,
    // A sent mail may carry a one-time link in clear text: it leaves the database soon after, not pg-boss's
    // default week later. Unsent mail has to keep it until it goes out.
    deleteAfterSeconds: SENT_MAIL_KEPT_SECONDS,
  };
}

/** Mails one instance sends at a time, each on its own SMTP connection. */
const MAIL_BATCH = 5;

type Log = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

/** Sends one queued mail per job; the error says whether to try again (see `isPermanentFailure`). */
export function mailWorker(transport: MailTransport, log: Log, timing: MailTiming): QueueWorker<MailJob> {
  return {
    pollingIntervalSeconds: timing.pollingIntervalSeconds,
    batchSize: MAIL_BATCH,
    async handle(job) {
      const { to, subject, text, html, unsubscribeUrl, template, companyId } = job.data;
      const about = { jobId: job.id, companyId, template, attempt: job.retryCount + 1 };
      try {
        await transport.send({ to, subject, text, html, unsubscribeUrl });
      } catch (error) {
        // The message only: nodemailer's error objects carry the SMTP conversation.
        const reason = error instanceof Error ? error.message : String(error);
        if (isPermanentFailure(error)) {
          log.error({ ...about, reason }, 'mail refused for good; it is not retried');
          return { status: 'deadletter', output: { reason } };
        }
        if (job.retryCount >= job.retryLimit) log.error({ ...about, reason }, 'mail not sent; giving up');
        else log.warn({ ...about, reason }, 'mail not sent; retrying');
        return { status: 'failed', output: { reason } };
      }
      log.debug(about, 'mail sent');
      return { status: 'completed' };
    },
  };
}
