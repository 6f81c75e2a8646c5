import { roles } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    /** OpenID Connect subject; null until the invited person signs in for the first time. */
    subject: text('subject'),
    email: text('email').notNull(),
    displayName: text('display_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    profileImage: text('profile_image'),
    title: text('title'),
    department: text('department'),
    city: text('city'),
    country: text('country'),
    showInDirectory: boolean('show_in_directory').notNull().default(true),
    allowEmailNotifications: boolean('allow_email_notifications').notNull().default(true),
    language: text('language').notNull().default('en-US'),
    role: text('role', { enum: roles }).notNull().default('Registered'),
    /** The latest sign-in the API saw (a new `auth_time`, or the first request ever); null before any. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** 'Sign out everywhere': access tokens issued before this are refused although their signature holds. */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_legacy_id_key').on(t.legacyId),
    // Per company, not across companies: one company's 409 would tell another company's administrator
    // that an address is in use, and whoever invited it first would keep it from everyone else.
    uniqueIndex('users_company_email_key').on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex('users_subject_key').on(t.subject),
    index('users_company_id_idx').on(t.companyId),
  ],
);
