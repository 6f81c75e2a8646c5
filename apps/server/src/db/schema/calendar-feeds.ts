import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.js';
import { users } from './users.js';

/**
 * A person's private calendar feed: at most one, found by the SHA-256 of its secret token, as
 * access tokens are. Renewing replaces the hash, so the old address stops working; turning it off deletes
 * the row, and so does deleting the person.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);
