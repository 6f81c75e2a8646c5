import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The tenant. Every row of business data points here through `company_id`. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    name: text('name').notNull(),
    /** An IANA time zone: which day it is for the company's schedules, semaphore and calendar. */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_legacy_id_key').on(t.legacyId),
    uniqueIndex('companies_name_key').on(sql`lower(${t.name})`),
  ],
);
