import { type Language, languages } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import { mailRepository } from './mail.repository.js';
import { type MailParams, type MailTemplate, renderMail } from './mail.templates.js';

export interface MailToSend<K extends MailTemplate> {
  /** The company the mail is sent on behalf of; the outbox row goes when the company does. */
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
   * Queues a mail in the outbox. Call it with the transaction of the change that causes the mail: a change
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
 * Without SMTP_URL mail is not queued at all rather than kept for later: what it carries (an invitation
 * or reset link) is shown on screen instead, and would be stale by the time someone configures SMTP.
 */
export function mailService(enabled: boolean): MailService {
  return {
    enabled,
    async enqueue(tx, { companyId, to, language, template, params }) {
      if (!enabled) return false;
      const lang = mailLanguage(language);
      await mailRepository(tx).insert({
        companyId,
        recipient: to,
        template,
        language: lang,
        ...renderMail(template, lang, params),
      });
      return true;
    },
  };
}
