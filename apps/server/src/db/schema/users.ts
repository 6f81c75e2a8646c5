import { roles } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_legacy_id_key').on(t.legacyId),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_subject_key').on(t.subject),
    index('users_company_id_idx').on(t.companyId),
  ],
);
