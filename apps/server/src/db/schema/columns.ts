import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/**
 * The tenancy pattern every business table follows: a non-null company reference, cascading so deleting a
 * company takes its data along. Queries filter by it first.
 */
export const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** When a row was made, and last changed (set by the repositories that change it). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A row's own key: a random uuid, so ids reveal neither order nor count. */
export const id = () => uuid('id').primaryKey().defaultRandom();
