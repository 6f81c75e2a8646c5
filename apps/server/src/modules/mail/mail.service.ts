import { type Language, languages } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import type { Jobs } from '../jobs/jobs.service.js';
import { type MailParams, type MailTemplate, renderMail } from './mail.templates.js';
import { MAIL_QUEUE, type MailJob, type MailTiming, mailJobOptions } from './mail.worker.js';

export interface MailToSend<K extends MailTemplate> {
  /** The company the mail is sent on behalf of, named in the log lines about it. */
  companyId: string;
  to: string;
  /** The recipient's language (`users.language`); anything else than Norwegian reads English. */
  language: string;
  template: K;
  params: MailParams[K];
}

export interface MailService {
  /** False without SMTP_URL: nothing is queued or sent, and the web app says so (`/config.json`). */
  readonly enabled: boolean;
  /**
   * Queues a mail as a job. Call it with the transaction of the change that causes the mail: a change
   * that rolls back sends nothing, one that commits is mailed however the process fares afterwards.
   * Resolves to whether the mail was queued (false when mail is off).
   */
  enqueue<K extends MailTemplate>(tx: Executor, mail: MailToSend<K>): Promise<boolean>;
}

function mailLanguage(tag: string): Language {
  if ((languages as readonly string[]).includes(tag)) return tag as Language;
  return /^(nb|no|nn)\b/i.test(tag) ? 'nb-NO' : 'en-US';
}

/**
 * Without SMTP_URL (`jobs` undefined) mail is not queued at all rather than kept for later: what it carries
 * (an invitation or reset link) is shown on screen instead, and would be stale by the time someone
 * configures SMTP.
 */
export function mailService(jobs: Pick<Jobs, 'send'> | undefined, timing: MailTiming): MailService {
  return {
    enabled: jobs !== undefined,
    async enqueue(tx, { companyId, to, language, template, params }) {
      if (!jobs) return false;
      const lang = mailLanguage(language);
      const job: MailJob = { companyId, to, template, language: lang, ...renderMail(template, lang, params) };
      await jobs.send(tx, MAIL_QUEUE, job, mailJobOptions(timing));
      return true;
    },
  };
}
