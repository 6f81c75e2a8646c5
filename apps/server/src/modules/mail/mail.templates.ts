import type { Language } from '@praxis/contract';
import { escapeHtml } from '../../lib/text.js';

/**
 * Every mail Praxis sends, by template, with the parameters it needs. A new kind of mail is a new entry
 * here and in `templates` below, in both languages; the compiler holds the two lists together.
 */
export interface MailParams {
  invitation: { inviterName: string; companyName: string; url: string; validDays: number };
  'password-reset': { url: string; validHours: number };
}
export type MailTemplate = keyof MailParams;

/** A mail in words: paragraphs, one link to act on, and a closing note; rendered to text and HTML alike. */
interface MailContent {
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Texts<P> = Record<Language, (params: P) => MailContent>;

const days = {
  'en-US': (n: number) => (n === 1 ? '1 day' : `${n} days`),
  'nb-NO': (n: number) => `${n} ${n === 1 ? 'dag' : 'dager'}`,
};
const hours = {
  'en-US': (n: number) => (n === 1 ? '1 hour' : `${n} hours`),
  'nb-NO': (n: number) => `${n} ${n === 1 ? 'time' : 'timer'}`,
};

const templates: { [K in MailTemplate]: Texts<MailParams[K]> } = {
  invitation: {
    'en-US': (p) => ({
      subject: `${p.inviterName} invited you to ${p.companyName} in Praxis`,
      paragraphs: [
        `${p.inviterName} has invited you to join ${p.companyName} in Praxis.`,
        'Choose a password to get started:',
      ],
      action: { label: 'Accept the invitation', url: p.url },
      closing: `The link works once and expires in ${days['en-US'](p.validDays)}. If you did not expect this invitation, you can ignore this email.`,
    }),
    'nb-NO': (p) => ({
      subject: `${p.inviterName} har invitert deg til ${p.companyName} i Praxis`,
      paragraphs: [
        `${p.inviterName} har invitert deg til ${p.companyName} i Praxis.`,
        'Velg et passord for å komme i gang:',
      ],
      action: { label: 'Godta invitasjonen', url: p.url },
      closing: `Lenken kan brukes én gang og utløper om ${days['nb-NO'](p.validDays)}. Hvis du ikke ventet denne invitasjonen, kan du se bort fra denne e-posten.`,
    }),
  },
  'password-reset': {
    'en-US': (p) => ({
      subject: 'Reset your Praxis password',
      paragraphs: [
        'Someone, hopefully you, asked to reset the password of your Praxis account.',
        'Choose a new password:',
      ],
      action: { label: 'Reset password', url: p.url },
      closing: `The link works once and expires in ${hours['en-US'](p.validHours)}. If you did not ask for this, ignore this email: your password stays as it is.`,
    }),
    'nb-NO': (p) => ({
      subject: 'Tilbakestill passordet ditt i Praxis',
      paragraphs: [
        'Noen, forhåpentligvis du, har bedt om å tilbakestille passordet til Praxis-kontoen din.',
        'Velg et nytt passord:',
      ],
      action: { label: 'Tilbakestill passordet', url: p.url },
      closing: `Lenken kan brukes én gang og utløper om ${hours['nb-NO'](p.validHours)}. Har du ikke bedt om dette, kan du se bort fra denne e-posten. Passordet ditt forblir som det er.`,
    }),
  },
};

const greeting: Record<Language, string> = { 'en-US': 'Hello,', 'nb-NO': 'Hei,' };

/** The mail in the recipient's language, as plain text and as simple HTML with every value escaped. */
export function renderMail<K extends MailTemplate>(
  template: K,
  language: Language,
  params: MailParams[K],
): RenderedMail {
  const content = (templates[template][language] as (p: MailParams[K]) => MailContent)(params);
  const { subject, paragraphs, action, closing } = content;
  const text = [
    greeting[language],
    ...paragraphs,
    `${action.label}: ${action.url}`,
    closing,
    '— Praxis',
  ].join('\n\n');
  const block = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1f2328;">',
    block(greeting[language]),
    ...paragraphs.map(block),
    `<p><a href="${escapeHtml(action.url)}" style="font-weight: bold;">${escapeHtml(action.label)}</a></p>`,
    // The address in full too, for mail programs that strip links.
    `<p style="font-size: small; word-break: break-all;">${escapeHtml(action.url)}</p>`,
    block(closing),
    '<p>— Praxis</p>',
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
