import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per caller in the current one-minute window (plugins/rate-limit.ts), in the database so
 * every instance counts the same budget. One row per caller: a request of a new window starts it again at 1.
 * Unlogged (migration 0019): counts lost in a crash cost nothing, and skipping the WAL keeps the write cheap.
 */
export const rateLimits = pgTable('rate_limits', {
  /** `user:<id>`, `token:<id>` or `address:<ip>`. */
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
