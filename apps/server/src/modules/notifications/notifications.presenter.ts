import type { Notification } from '@praxis/contract';
import { unsubscribeTexts } from '../../i18n/mail.js';
import { toLanguage } from '../../i18n/sign-in.js';
import { confirmPage, messagePage } from '../idp/idp.pages.js';
import type { NotificationRow } from './notifications.rows.js';

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
