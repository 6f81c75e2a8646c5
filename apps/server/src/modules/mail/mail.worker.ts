import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { type MailRow, mailRepository } from './mail.repository.js';
import { isPermanentFailure, type MailTransport } from './mail.transport.js';

export interface MailWorkerTiming {
  /** How long an idle worker waits before it looks for due mail again. */
  pollMs: number;
  /** How long a claimed mail is held: past it, another instance takes the mail (its sender is presumed dead). */
  leaseMs: number;
  /** The first retry waits this long; each further one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
}

/** The lease outlasts any attempt (the transport's timeouts end one within a minute) with room to spare. */
export const MAIL_WORKER_TIMING: MailWorkerTiming = {
  pollMs: 2_000,
  leaseMs: 2 * 60_000,
  retryBaseMs: 10_000,
  retryMaxMs: 15 * 60_000,
};

export interface MailWorker {
  /** Takes no new mail and returns when the mail being sent is sent or scheduled again. */
  stop(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

/** The wait before attempt `failures + 1`, spread by ±20 % so instances do not all retry at one instant. */
export function retryDelay(failures: number, timing: MailWorkerTiming): number {
  const exponential = timing.retryBaseMs * 2 ** (failures - 1);
  return Math.min(timing.retryMaxMs, exponential) * (0.8 + Math.random() * 0.4);
}

/**
 * Sends the outbox's due mail one at a time until stopped. Each instance of Praxis runs one; claims are
 * exclusive (see `mailRepository.claim`), so a mail goes out once however many run. Once means once per
 * successful attempt: an instance that dies after the SMTP server took a mail but before it wrote so
 * leaves the mail to be sent again after the lease — the one window no outbox can close.
 *
 * Why not pg-boss or graphile-worker: their maintained releases need Node 22 (pg-boss 11+, graphile-worker
 * 0.18) and Praxis runs on Node 20; neither supports PGlite (graphile-worker wants a pg pool that can
 * LISTEN, pg-boss 10 runs on it only through a hand-made `executeSql` shim); and their tables come from
 * their own start-up, outside our migrations, so a feature could not queue mail in its transaction before
 * the library had started, nor while mail is off. This is their mechanism — `FOR UPDATE SKIP LOCKED`
 * claims with a lease, retries with backoff — on a table of our own, in our migrations and transactions.
 */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  log: Log,
  timing: MailWorkerTiming = MAIL_WORKER_TIMING,
): MailWorker {
  const outbox = mailRepository(db);
  let running = true;
  let wake = () => {};

  async function attempt(mail: MailRow, leaseId: string) {
    const about = { mailId: mail.id, template: mail.template, attempt: mail.attempts + 1 };
    try {
      await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanentFailure(error)) {
        await outbox.markFailed(mail.id, leaseId, reason);
        log.error({ ...about, reason }, 'mail refused for good; it is not retried');
      } else {
        const delayMs = retryDelay(mail.attempts + 1, timing);
        await outbox.scheduleRetry(mail.id, leaseId, delayMs, reason);
        log.warn({ ...about, reason, retryInSeconds: Math.round(delayMs / 1000) }, 'mail not sent; retrying');
      }
      return;
    }
    if (await outbox.markSent(mail.id, leaseId)) log.debug(about, 'mail sent');
    else log.warn(about, 'mail sent after its lease ran out; another instance may have sent it too');
  }

  /** True when it handled a mail, so the next one is looked for at once. */
  async function next(): Promise<boolean> {
    const mail = await outbox.claim(timing.leaseMs);
    if (!mail?.leaseId) return false;
    await attempt(mail, mail.leaseId);
    return true;
  }

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timing.pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (running) {
      let handled = false;
      try {
        handled = await next();
      } catch (error) {
        // The database is away (a restart, a failover): the mail stays in the outbox for the next round.
        log.error({ err: error }, 'mail outbox unreachable; trying again');
      }
      if (!handled && running) await idle();
    }
  })();

  return {
    async stop() {
      running = false;
      wake();
      await loop;
    },
  };
}
