import type { Language } from '@praxis/contract';
import { mailWords, type NotificationLine } from '../../i18n/mail.js';
import { escapeHtml } from '../../lib/text.js';

export type { NotificationLine } from '../../i18n/mail.js';

/**
 * Every mail Praxis sends, by template, with the parameters it needs. A new kind of mail is a new entry
 * here, in `templates` below, and its words in `i18n/mail.ts` in both languages; the compiler holds them together.
 */
export interface MailParams {
  invitation: { inviterName: string; companyName: string; url: string; validDays: number };
  'password-reset': { url: string; validHours: number };
  /** An event that happened just now (an assignment, an evidence review), mailed at once. */
  notification: NotificationLine & { unsubscribeUrl: string };
  /** The daily digest: the date events found since the last one, overdue first. */
  digest: { lines: NotificationLine[]; homeUrl: string; unsubscribeUrl: string };
}
export type MailTemplate = keyof MailParams;

/** A mail in words: paragraphs, one link to act on, and a closing note; rendered to text and HTML alike. */
interface MailContent {
  subject: string;
  paragraphs: string[];
  /** Several things to open, each with its own link (the digest). */
  links?: { text: string; url: string }[];
  action: { label: string; url: string };
  closing: string;
  /** The one-click link that turns these mails off, for mails sent without being asked for. */
  unsubscribe?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Sent as `List-Unsubscribe` with one-click POST (RFC 8058), for mail programs' own button. */
  unsubscribeUrl?: string;
}

/** A mail's layout, its words taken from the catalogue in the recipient's language. */
type Texts<P> = (language: Language) => (params: P) => MailContent;

const templates: { [K in MailTemplate]: Texts<MailParams[K]> } = {
  invitation: (language) => (p) => {
    const { action, ...words } = mailWords[language].invitation(p);
    return { ...words, action: { label: action, url: p.url } };
  },
  'password-reset': (language) => (p) => {
    const { action, ...words } = mailWords[language].passwordReset(p);
    return { ...words, action: { label: action, url: p.url } };
  },
  notification: (language) => (p) => {
    const words = mailWords[language];
    const sentence = words.sentence(p);
    return {
      subject: sentence.replace(/\.$/, ''),
      paragraphs: [sentence],
      action: { label: words.open, url: p.url },
      closing: words.notificationClosing,
      unsubscribe: { label: words.unsubscribe, url: p.unsubscribeUrl },
    };
  },
  digest: (language) => (p) => {
    const words = mailWords[language];
    return {
      subject: words.digestSubject,
      paragraphs: [words.digestIntro],
      links: p.lines.map((line) => ({ text: words.sentence(line), url: line.url })),
      action: { label: words.open, url: p.homeUrl },
      closing: words.digestClosing,
      unsubscribe: { label: words.unsubscribe, url: p.unsubscribeUrl },
    };
  },
};

/** The mail in the recipient's language, as plain text and as simple HTML with every value escaped. */
export function renderMail<K extends MailTemplate>(
  template: K,
  language: Language,
  params: MailParams[K],
): RenderedMail {
  const content = (templates[template](language) as (p: MailParams[K]) => MailContent)(params);
  const { subject, paragraphs, links = [], action, closing, unsubscribe } = content;
  const text = [
    mailWords[language].greeting,
    ...paragraphs,
    ...links.map((link) => `- ${link.text}\n  ${link.url}`),
    `${action.label}: ${action.url}`,
    closing,
    '— Praxis',
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n\n');
  const block = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1f2328;">',
    block(mailWords[language].greeting),
    ...paragraphs.map(block),
    ...(links.length === 0
      ? []
      : [
          `<ul>${links.map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></li>`).join('')}</ul>`,
        ]),
    `<p><a href="${escapeHtml(action.url)}" style="font-weight: bold;">${escapeHtml(action.label)}</a></p>`,
    // The address in full too, for mail programs that strip links.
    `<p style="font-size: small; word-break: break-all;">${escapeHtml(action.url)}</p>`,
    block(closing),
    '<p>— Praxis</p>',
    ...(unsubscribe
      ? [
          `<p style="font-size: small;"><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return { subject, text, html, ...(unsubscribe && { unsubscribeUrl: unsubscribe.url }) };
}
