import { languages } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * The mail outbox: a mail is written here in the transaction of the change that causes it, already
 * rendered in the recipient's language, and the mail worker sends it later. A row is the job: `due_at` is
 * when a worker may take it next, `lease_id` which claim currently holds it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The template it was rendered from, for the log and for support. */
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: languages }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    /** Pending: when it may be tried next. A claim moves it one lease ahead, so a dead worker's mail comes back. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim that holds the mail; only that claim may mark it sent or schedule its retry. */
    leaseId: uuid('lease_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // Workers look only at what is pending and due; sent mail stays out of the index.
    index('mail_outbox_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_company_id_idx').on(t.companyId),
  ],
);
