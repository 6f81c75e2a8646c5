import { scheduleSubjects } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns.js';
import { items } from './items.js';
import { evidence } from './owners.js';
import { specificationElements } from './specifications.js';
import { users } from './users.js';

/** Where an occurrence stands in the table: not recorded yet, done, or skipped (missed is open and past its grace). */
export const occurrenceStatuses = ['open', 'done', 'skipped'] as const;

/**
 * Recurring work planned once: an RRULE from a start day, with a grace period. It hangs off an item or a
 * requirement (its own work, or the review of its documentation) or off an evidence (its review); exactly one
 * owner column is set, and one schedule per owner and subject.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    companyId: companyId(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    requirementId: uuid('requirement_id').references(() => specificationElements.id, {
      onDelete: 'cascade',
    }),
    evidenceId: uuid('evidence_id').references(() => evidence.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: scheduleSubjects }).notNull(),
    rule: text('rule').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    graceDays: integer('grace_days').notNull().default(0),
    /** The last day occurrences have been planned up to; the daily run plans on from here. */
    plannedUntil: date('planned_until', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('schedules_item_subject_key').on(t.itemId, t.subject),
    uniqueIndex('schedules_requirement_subject_key').on(t.requirementId, t.subject),
    uniqueIndex('schedules_evidence_key').on(t.evidenceId),
    index('schedules_company_id_idx').on(t.companyId),
    check('schedules_owner_check', sql`num_nonnulls(${t.itemId}, ${t.requirementId}, ${t.evidenceId}) = 1`),
    check('schedules_evidence_subject_check', sql`${t.evidenceId} is null or ${t.subject} = 'work'`),
    check('schedules_grace_days_check', sql`${t.graceDays} between 0 and 365`),
  ],
);

/**
 * The days a schedule's rule names, each a piece of work: open until someone records it done (with its
 * implementation date, a comment and evidence) or skipped (with a reason). An open one past its grace period
 * is missed; the semaphore, My work and the notifications read that from here.
 */
export const scheduleOccurrences = pgTable(
  'schedule_occurrences',
  {
    id: id(),
    companyId: companyId(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: occurrenceStatuses }).notNull().default('open'),
    doneOn: date('done_on', { mode: 'string' }),
    comment: text('comment'),
    evidenceId: uuid('evidence_id').references(() => evidence.id, { onDelete: 'set null' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('schedule_occurrences_schedule_due_key').on(t.scheduleId, t.dueOn),
    index('schedule_occurrences_company_status_idx').on(t.companyId, t.status, t.dueOn),
    check(
      'schedule_occurrences_status_check',
      sql`(${t.status} = 'open' and ${t.doneOn} is null) or (${t.status} = 'done' and ${t.doneOn} is not null) or (${t.status} = 'skipped' and ${t.comment} is not null)`,
    ),
  ],
);
