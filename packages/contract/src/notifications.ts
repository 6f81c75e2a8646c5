import { z } from 'zod';
import { documentationOwnerCategories } from './registers.js';

/** What a notification leads to: an item or a requirement, or an audit's finding (its own page). */
export const notificationOwnerCategories = [...documentationOwnerCategories, 'Findings'] as const;

/** The events the daily job finds from checkpoint, evidence and treatment dates; the daily digest collects them. */
export const dateNotificationEvents = [
  'deadline-in-14-days',
  'deadline-in-7-days',
  'deadline-in-1-day',
  'deadline-passed',
  'expires-in-30-days',
  'expires-in-7-days',
  'expired',
  'treatment-due-in-7-days',
  'treatment-overdue',
  'acceptance-expired',
  'finding-due-in-7-days',
  'finding-overdue',
  'occurrence-due',
  'occurrence-overdue',
] as const;
export type DateNotificationEvent = (typeof dateNotificationEvents)[number];

/**
 * What a notification is about: assignment and evidence events, and an acceptance of a risk waiting for
 * approval, happen at once; the others are found from dates.
 */
export const notificationEvents = [
  'assigned',
  'unassigned',
  'evidence-submitted',
  'evidence-approved',
  'evidence-rejected',
  ...dateNotificationEvents,
  'acceptance-awaiting-approval',
  'finding-assigned',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** Events about something late; the digest lists them first. */
export const overdueNotificationEvents = [
  'deadline-passed',
  'expired',
  'treatment-overdue',
  'acceptance-expired',
  'finding-overdue',
  'occurrence-overdue',
] as const satisfies readonly NotificationEvent[];

/**
 * The thing a notification names: a requirement, an item of a register (executions too), an evidence, an
 * audit's finding or an occurrence of recurring work (its owner is the schedule's).
 */
export const notificationObjectKinds = ['requirement', 'item', 'evidence', 'finding', 'occurrence'] as const;
export type NotificationObjectKind = (typeof notificationObjectKinds)[number];

/** The assignment role an event concerns: assignment type 0 is responsible, 1 accountable. */
export const notificationRoles = ['responsible', 'accountable'] as const;
export type NotificationRole = (typeof notificationRoles)[number];

export const notificationSchema = z.object({
  id: z.uuid(),
  event: z.enum(notificationEvents),
  objectKind: z.enum(notificationObjectKinds),
  objectId: z.uuid(),
  /** The object's name as it was when the event happened (a requirement's code and name, an evidence's title). */
  name: z.string(),
  /** Where the notification leads: the requirement or item itself, or the one an evidence belongs to. */
  ownerCategory: z.enum(notificationOwnerCategories),
  ownerId: z.uuid(),
  /** The owner's name, for an evidence ('… on A.5.1 Policies'); the object's own name otherwise. */
  ownerName: z.string(),
  /** A requirement's specification, so the link opens it there; null for items. */
  specificationId: z.uuid().nullable(),
  role: z.enum(notificationRoles).nullable(),
  /** The deadline or expiry date a date event is about (YYYY-MM-DD); null for the others. */
  date: z.iso.date().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z
  .object({
    unread: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(20),
  })
  .strict();
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** A page of notifications, with how many of the person's notifications are unread (the bell's count). */
export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  hasMore: z.boolean(),
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Only marking read is possible: a notification is never made unread again. */
export const updateNotificationSchema = z
  .object({ read: z.literal(true, { error: 'must be true' }) })
  .strict();
export type UpdateNotification = z.infer<typeof updateNotificationSchema>;

/**
 * Where in the web app a notification leads: a requirement in its specification, or an item opened over
 * the toolbox (`register` and `item` in the address). Mails link to the same place.
 */
export function notificationTargetPath(
  target: Pick<Notification, 'ownerCategory' | 'ownerId' | 'specificationId'>,
): string {
  if (target.ownerCategory === 'Findings') return `/praxis/findings/${target.ownerId}`;
  if (target.ownerCategory === 'Requirements' && target.specificationId !== null) {
    return `/praxis/specification/${target.specificationId}?requirement=${target.ownerId}`;
  }
  return `/praxis?register=${target.ownerCategory}&item=${target.ownerId}`;
}
