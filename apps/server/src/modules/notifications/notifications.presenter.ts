import type { Notification } from '@praxis/contract';
import { confirmPage, messagePage } from '../idp/idp.pages.js';
import { type Language, toLanguage } from '../idp/idp.texts.js';
import type { NotificationRow } from './notifications.repository.js';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    event: row.event,
    objectKind: row.objectKind,
    objectId: row.objectId,
    name: row.name,
    ownerCategory: row.ownerCategory,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    specificationId: row.specificationId,
    role: row.role,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const unsubscribeTexts: Record<
  Language,
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

/**
 * The page an unsubscribe link answers with, in the look of the sign-in pages and the person's language
 * (English for a link not recognised), with a way into the app where the setting lives.
 */
export function unsubscribePage(language: string | undefined, done: boolean, appUrl: string): string {
  const lang = toLanguage(language ?? '') ?? 'en';
  const [title, text] = done ? unsubscribeTexts[lang].done : unsubscribeTexts[lang].unknown;
  return messagePage({ lang, title, text, back: appUrl });
}

/** The page an unsubscribe link opens: it asks, and only the button (a POST to `action`) turns mail off. */
export function unsubscribeQuestionPage(language: string, action: string): string {
  const lang = toLanguage(language) ?? 'en';
  const [title, text, button] = unsubscribeTexts[lang].ask;
  return confirmPage({ lang, title, text, action, button });
}
