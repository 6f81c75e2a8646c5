import {
  notificationEvents,
  notificationObjectKinds,
  notificationOwnerCategories,
  notificationRoles,
} from '@praxis/contract';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id } from './columns.js';
import { users } from './users.js';

/**
 * What happened to a person's work, one row per recipient. The row keeps what its text needs
 * (names as they were), so it reads the same after the thing changes. The unique key (person, event,
 * object, occasion) makes an event notify a person once, however many instances find it and however often
 * the daily job runs: writers insert with `on conflict do nothing`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: companyId(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: notificationEvents }).notNull(),
    objectKind: text('object_kind', { enum: notificationObjectKinds }).notNull(),
    objectId: uuid('object_id').notNull(),
    name: text('name').notNull(),
    ownerCategory: text('owner_category', { enum: notificationOwnerCategories }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    ownerName: text('owner_name').notNull(),
    specificationId: uuid('specification_id'),
    role: text('role', { enum: notificationRoles }),
    date: date('date', { mode: 'string' }),
    /**
     * Which occurrence of the event this is, the last part of the key: the date for date events and
     * assignments (assigned again another day is news again), the revision number for evidence.
     */
    occasion: text('occasion').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the daily digest took this date event; null while it waits (the digest's own claim). */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_once_key').on(t.recipientId, t.event, t.objectId, t.occasion),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt),
    index('notifications_company_id_idx').on(t.companyId),
    index('notifications_digest_idx').on(t.recipientId).where(sql`${t.digestedAt} is null`),
  ],
);

/**
 * The one-click unsubscribe links of the mails sent: only the token's SHA-256 is kept, as for
 * password links; following one turns the person's mail off.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('unsubscribe_tokens_user_id_idx').on(t.userId)],
);
