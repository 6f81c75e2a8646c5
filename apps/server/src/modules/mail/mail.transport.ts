import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config.js';
import type { RenderedMail } from './mail.templates.js';

export interface OutgoingMessage extends RenderedMail {
  to: string;
}

/** Where the mail worker hands a mail over; the SMTP server in production, anything alike in a test. */
export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/**
 * Every attempt ends, sent or failed, well within a mail job's expiry (MAIL_TIMING.expireInSeconds): nodemailer's
 * own socket timeout is ten minutes, long enough for the job to expire and a second instance to send too.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** SMTP through nodemailer; one connection per mail, so a restarted SMTP server is simply used again. */
export function smtpTransport(config: MailConfig): MailTransport {
  const transporter = createTransport({ url: config.smtpUrl, ...TIMEOUTS }, { from: config.from });
  return {
    async send({ unsubscribeUrl, ...message }) {
      await transporter.sendMail({
        ...message,
        ...(unsubscribeUrl && {
          list: { unsubscribe: unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * True when this very mail can never go: nodemailer refused its address, or the server answered its
 * recipient or content with a 5xx (an unknown mailbox, say). Everything else may pass later: a server that
 * is down or slow, a 4xx, even a 5xx to the login, since a wrong password is fixed by the operator.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  const aboutThisMail = code === 'EENVELOPE' || code === 'EMESSAGE';
  return aboutThisMail && (responseCode === undefined || responseCode >= 500);
}
