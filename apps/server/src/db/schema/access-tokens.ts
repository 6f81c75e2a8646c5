import { tokenScopes } from '@praxis/contract';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id } from './columns.js';
import { users } from './users.js';

/**
 * Personal access tokens. Only the token's SHA-256 is kept: the API finds a token by that hash in one
 * indexed lookup, and a leaked table hands out nothing that signs in. Revoking deletes the row; deleting
 * the person takes their tokens along.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: tokenScopes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_tokens_token_hash_key').on(t.tokenHash),
    index('access_tokens_user_id_idx').on(t.userId),
    index('access_tokens_company_id_idx').on(t.companyId),
  ],
);
