import {
  formatDay,
  type Language,
  type NotificationEvent,
  type NotificationObjectKind,
  type NotificationRole,
} from '@praxis/contract';
import type { Language as PageLanguage } from './sign-in.js';

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
      case 'finding-assigned':
        return `You are now responsible for the finding ${l.name}.`;
      case 'finding-due-in-7-days':
        return `The finding ${l.name} is due on ${date}.`;
      case 'finding-overdue':
        return `The finding ${l.name} was due on ${date} and is not closed.`;
      case 'occurrence-due':
        return `The scheduled work on ${l.name} is due on ${date}.`;
      case 'occurrence-overdue':
        return `The scheduled work on ${l.name} was due on ${date} and has not been done.`;
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
      case 'finding-assigned':
        return `Du er nå ansvarlig for funnet ${l.name}.`;
      case 'finding-due-in-7-days':
        return `Fristen for funnet ${l.name} er ${date}.`;
      case 'finding-overdue':
        return `Fristen for funnet ${l.name} var ${date}, og funnet er ikke lukket.`;
      case 'occurrence-due':
        return `Den planlagte oppgaven for ${l.name} forfaller ${date}.`;
      case 'occurrence-overdue':
        return `Den planlagte oppgaven for ${l.name} forfalt ${date} og er ikke utført.`;
    }
  },
};

/** The words of every mail Praxis sends, in each language the app speaks; `mail.templates.ts` lays them out. */
export interface MailWords {
  greeting: string;
  invitation: (p: { inviterName: string; companyName: string; validDays: number }) => {
    subject: string;
    paragraphs: string[];
    action: string;
    closing: string;
  };
  passwordReset: (p: { validHours: number }) => {
    subject: string;
    paragraphs: string[];
    action: string;
    closing: string;
  };
  /** What a notification is about, in a sentence: the same events the web app's bell tells (locales). */
  sentence: (line: NotificationLine) => string;
  open: string;
  notificationClosing: string;
  digestSubject: string;
  digestIntro: string;
  digestClosing: string;
  unsubscribe: string;
}

export const mailWords: Record<Language, MailWords> = {
  'en-US': {
    greeting: 'Hello,',
    invitation: (p) => ({
      subject: `${p.inviterName} invited you to ${p.companyName} in Praxis`,
      paragraphs: [
        `${p.inviterName} has invited you to join ${p.companyName} in Praxis.`,
        'Choose a password to get started:',
      ],
      action: 'Accept the invitation',
      closing: `The link works once and expires in ${days['en-US'](p.validDays)}. If you did not expect this invitation, you can ignore this email.`,
    }),
    passwordReset: (p) => ({
      subject: 'Reset your Praxis password',
      paragraphs: [
        'Someone, hopefully you, asked to reset the password of your Praxis account.',
        'Choose a new password:',
      ],
      action: 'Reset password',
      closing: `The link works once and expires in ${hours['en-US'](p.validHours)}. If you did not ask for this, ignore this email: your password stays as it is.`,
    }),
    sentence: sentences['en-US'],
    open: 'Open in Praxis',
    notificationClosing: 'You receive this email because email notifications are on in your Praxis account.',
    digestSubject: 'Deadlines and expiries in Praxis',
    digestIntro: 'This is new about your work in Praxis:',
    digestClosing: 'You receive this summary once a day when something of yours nears a deadline or expires.',
    unsubscribe: 'Stop these emails',
  },
  'nb-NO': {
    greeting: 'Hei,',
    invitation: (p) => ({
      subject: `${p.inviterName} har invitert deg til ${p.companyName} i Praxis`,
      paragraphs: [
        `${p.inviterName} har invitert deg til ${p.companyName} i Praxis.`,
        'Velg et passord for å komme i gang:',
      ],
      action: 'Godta invitasjonen',
      closing: `Lenken kan brukes én gang og utløper om ${days['nb-NO'](p.validDays)}. Hvis du ikke ventet denne invitasjonen, kan du se bort fra denne e-posten.`,
    }),
    passwordReset: (p) => ({
      subject: 'Tilbakestill passordet ditt i Praxis',
      paragraphs: [
        'Noen, forhåpentligvis du, har bedt om å tilbakestille passordet til Praxis-kontoen din.',
        'Velg et nytt passord:',
      ],
      action: 'Tilbakestill passordet',
      closing: `Lenken kan brukes én gang og utløper om ${hours['nb-NO'](p.validHours)}. Har du ikke bedt om dette, kan du se bort fra denne e-posten. Passordet ditt forblir som det er.`,
    }),
    sentence: sentences['nb-NO'],
    open: 'Åpne i Praxis',
    notificationClosing: 'Du får denne e-posten fordi du har varsler på e-post slått på i Praxis.',
    digestSubject: 'Frister og utløp i Praxis',
    digestIntro: 'Her er det nye om arbeidet ditt i Praxis:',
    digestClosing:
      'Du får denne oppsummeringen én gang om dagen når noe av ditt nærmer seg en frist eller utløper.',
    unsubscribe: 'Slutt å sende meg slike e-poster',
  },
};

/** The pages an unsubscribe link opens, in the sign-in pages' languages. */
export const unsubscribeTexts: Record<
  PageLanguage,
  { ask: [string, string, string]; done: [string, string]; unknown: [string, string] }
> = {
  en: {
    ask: [
      'Stop notification emails?',
      'Praxis will no longer send you notifications by email. You will still find them under the bell in Praxis.',
      'Stop emails',
    ],
    done: [
      'You will get no more emails',
      'Praxis no longer sends you notifications by email. You still find them under the bell in Praxis, and you can turn email back on in your account settings.',
    ],
    unknown: [
      'Link not recognised',
      'This unsubscribe link is not valid. You can turn email off in your account settings.',
    ],
  },
  nb: {
    ask: [
      'Slutte å få varsler på e-post?',
      'Da sender Praxis deg ikke lenger varsler på e-post. Du finner dem fortsatt under bjella i Praxis.',
      'Stopp e-postene',
    ],
    done: [
      'Du får ikke flere e-poster',
      'Praxis sender deg ikke lenger varsler på e-post. Du finner dem fortsatt under bjella i Praxis, og du kan slå e-post på igjen i kontoinnstillingene.',
    ],
    unknown: [
      'Lenken er ukjent',
      'Denne avmeldingslenken er ikke gyldig. Du kan slå av e-post i kontoinnstillingene.',
    ],
  },
};
