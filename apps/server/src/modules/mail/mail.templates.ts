import {
  formatDay,
  type Language,
  type NotificationEvent,
  type NotificationObjectKind,
  type NotificationRole,
} from '@praxis/contract';
import { escapeHtml } from '../../lib/text.js';

/** One notification as a mail tells it: what happened to what, and where to see it. */
export interface NotificationLine {
  event: NotificationEvent;
  objectKind: NotificationObjectKind;
  name: string;
  ownerName: string;
  role: NotificationRole | null;
  date: string | null;
  url: string;
}

/**
 * Every mail Praxis sends, by template, with the parameters it needs. A new kind of mail is a new entry
 * here and in `templates` below, in both languages; the compiler holds the two lists together.
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

type Texts<P> = Record<Language, (params: P) => MailContent>;

const days = {
  'en-US': (n: number) => (n === 1 ? '1 day' : `${n} days`),
  'nb-NO': (n: number) => `${n} ${n === 1 ? 'dag' : 'dager'}`,
};
const hours = {
  'en-US': (n: number) => (n === 1 ? '1 hour' : `${n} hours`),
  'nb-NO': (n: number) => `${n} ${n === 1 ? 'time' : 'timer'}`,
};

const roleNames: Record<Language, Record<NotificationRole, string>> = {
  'en-US': { responsible: 'responsible', accountable: 'accountable' },
  'nb-NO': { responsible: 'utførende', accountable: 'ansvarlig' },
};

/** A calendar date as the app writes it in the reader's language (Dec 1, 2026; 01.12.2026). */
const writtenDay = (language: Language, date: string | null) =>
  date === null ? '' : formatDay(date, language);

/** What a notification is about, in a sentence: the same events the web app's bell tells (locales). */
const sentences: Record<Language, (line: NotificationLine) => string> = {
  'en-US': (l) => {
    const date = writtenDay('en-US', l.date);
    const role = l.role === null ? '' : roleNames['en-US'][l.role];
    const thing = l.objectKind === 'evidence' ? `The evidence "${l.name}" on ${l.ownerName}` : l.name;
    const implementation = l.objectKind === 'evidence' ? thing : `The implementation of ${l.name}`;
    switch (l.event) {
      case 'assigned':
        return `You are now ${role} for ${l.name}.`;
      case 'unassigned':
        return `You are no longer ${role} for ${l.name}.`;
      case 'evidence-submitted':
        return `${thing} is waiting for your review.`;
      case 'evidence-approved':
        return `${thing} was approved.`;
      case 'evidence-rejected':
        return `${thing} was rejected.`;
      case 'deadline-in-14-days':
      case 'deadline-in-7-days':
      case 'deadline-in-1-day':
        return `${l.name} is due on ${date}.`;
      case 'deadline-passed':
        return `The deadline of ${l.name} passed on ${date} without an implementation.`;
      case 'expires-in-30-days':
      case 'expires-in-7-days':
        return `${implementation} expires on ${date}.`;
      case 'expired':
        return `${implementation} expired on ${date}.`;
      case 'treatment-due-in-7-days':
        return `The treatment of the risk ${l.name} is due on ${date}.`;
      case 'treatment-overdue':
        return `The treatment of the risk ${l.name} was due on ${date} and is not done.`;
      case 'acceptance-expired':
        return `The acceptance of the risk ${l.name} expired on ${date}: reconsider it.`;
      case 'acceptance-awaiting-approval':
        return `The acceptance of the risk ${l.name} is waiting for your approval.`;
    }
  },
  'nb-NO': (l) => {
    const date = writtenDay('nb-NO', l.date);
    const role = l.role === null ? '' : roleNames['nb-NO'][l.role];
    const thing = l.objectKind === 'evidence' ? `Beviset «${l.name}» på ${l.ownerName}` : l.name;
    const implementation = l.objectKind === 'evidence' ? thing : `Implementeringen av ${l.name}`;
    switch (l.event) {
      case 'assigned':
        return `Du er nå ${role} for ${l.name}.`;
      case 'unassigned':
        return `Du er ikke lenger ${role} for ${l.name}.`;
      case 'evidence-submitted':
        return `${thing} venter på at du vurderer det.`;
      case 'evidence-approved':
        return `${thing} er godkjent.`;
      case 'evidence-rejected':
        return `${thing} er avvist.`;
      case 'deadline-in-14-days':
      case 'deadline-in-7-days':
      case 'deadline-in-1-day':
        return `Fristen for ${l.name} er ${date}.`;
      case 'deadline-passed':
        return `Fristen for ${l.name} gikk ut ${date} uten at noe ble implementert.`;
      case 'expires-in-30-days':
      case 'expires-in-7-days':
        return `${implementation} utløper ${date}.`;
      case 'expired':
        return `${implementation} utløp ${date}.`;
      case 'treatment-due-in-7-days':
        return `Fristen for behandlingen av risikoen ${l.name} er ${date}.`;
      case 'treatment-overdue':
        return `Fristen for behandlingen av risikoen ${l.name} var ${date}, og behandlingen er ikke fullført.`;
      case 'acceptance-expired':
        return `Aksepten av risikoen ${l.name} utløp ${date}, så den må vurderes på nytt.`;
      case 'acceptance-awaiting-approval':
        return `Aksepten av risikoen ${l.name} venter på at du godkjenner den.`;
    }
  },
};

const unsubscribeLabel: Record<Language, string> = {
  'en-US': 'Stop these emails',
  'nb-NO': 'Slutt å sende meg slike e-poster',
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
  notification: { 'en-US': notificationMail('en-US'), 'nb-NO': notificationMail('nb-NO') },
  digest: { 'en-US': digestMail('en-US'), 'nb-NO': digestMail('nb-NO') },
};

function notificationMail(language: Language) {
  return (p: MailParams['notification']): MailContent => {
    const sentence = sentences[language](p);
    return {
      subject: sentence.replace(/\.$/, ''),
      paragraphs: [sentence],
      action: { label: language === 'nb-NO' ? 'Åpne i Praxis' : 'Open in Praxis', url: p.url },
      closing:
        language === 'nb-NO'
          ? 'Du får denne e-posten fordi du har varsler på e-post slått på i Praxis.'
          : 'You receive this email because email notifications are on in your Praxis account.',
      unsubscribe: { label: unsubscribeLabel[language], url: p.unsubscribeUrl },
    };
  };
}

function digestMail(language: Language) {
  return (p: MailParams['digest']): MailContent => {
    const nb = language === 'nb-NO';
    return {
      subject: nb ? 'Frister og utløp i Praxis' : 'Deadlines and expiries in Praxis',
      paragraphs: [
        nb ? 'Her er det nye om arbeidet ditt i Praxis:' : 'This is new about your work in Praxis:',
      ],
      links: p.lines.map((line) => ({ text: sentences[language](line), url: line.url })),
      action: { label: nb ? 'Åpne i Praxis' : 'Open in Praxis', url: p.homeUrl },
      closing: nb
        ? 'Du får denne oppsummeringen én gang om dagen når noe av ditt nærmer seg en frist eller utløper.'
        : 'You receive this summary once a day when something of yours nears a deadline or expires.',
      unsubscribe: { label: unsubscribeLabel[language], url: p.unsubscribeUrl },
    };
  };
}

const greeting: Record<Language, string> = { 'en-US': 'Hello,', 'nb-NO': 'Hei,' };

/** The mail in the recipient's language, as plain text and as simple HTML with every value escaped. */
export function renderMail<K extends MailTemplate>(
  template: K,
  language: Language,
  params: MailParams[K],
): RenderedMail {
  const content = (templates[template][language] as (p: MailParams[K]) => MailContent)(params);
  const { subject, paragraphs, links = [], action, closing, unsubscribe } = content;
  const text = [
    greeting[language],
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
    block(greeting[language]),
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
