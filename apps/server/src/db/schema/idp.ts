import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * What the built-in OpenID Connect provider persists (sessions, grants, codes, refresh tokens,
 * interactions), so that a restart or another instance signs nobody out.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** The provider's model name: Session, Grant, AuthorizationCode, RefreshToken, Interaction … */
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Token signing keys of the built-in provider. The newest unretired key signs; retired keys stay
 * published until every token they signed has expired.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  /** Private JWK; never leaves the server. */
  jwk: jsonb('jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Generated secrets of the built-in provider (cookie signing keys), created on first start. */
export const idpSecrets = pgTable('idp_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Passwords of the built-in provider's accounts, as scrypt hashes. */
export const credentials = pgTable('credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Failed sign-ins, counted per account and client address and per client address to slow down password
 * guessing; likewise the requests of 'Forgot password?'.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** `pair:<ip> <email>` or `address:<ip>`; prefixed `reset:` for 'Forgot password?'. */
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_failed_at_idx').on(t.key, t.failedAt)],
);

/**
 * When 'Forgot password?' last mailed an address its links (lowercased; only addresses with accounts), so
 * that a flood of requests from however many clients sends the person one mail per window.
 */
export const passwordResetMails = pgTable('password_reset_mails', {
  email: text('email').primaryKey(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
});

export const passwordLinkPurposes = ['invitation', 'reset', 'sign-in'] as const;
export type PasswordLinkPurpose = (typeof passwordLinkPurposes)[number];

/**
 * One-time links of the built-in provider: an invitation or reset link to choose a password, and the
 * short-lived ticket that signs a person in right after. Only a SHA-256 of the random token is kept.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: passwordLinkPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_links_token_hash_key').on(t.tokenHash),
    index('password_links_user_id_idx').on(t.userId),
  ],
);
