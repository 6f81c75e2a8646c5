import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns.js';
import { companies } from './companies.js';

/**
 * One row per company: the company's subscription settings. Each section is one JSON document validated
 * by its contract schema at the edge; none of them holds a secret.
 */
export const companySettings = pgTable('company_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  services: jsonb('services').$type<Record<string, boolean>>(),
  contact: jsonb('contact').$type<Record<string, string | null>>(),
  googleCloud: jsonb('google_cloud').$type<Record<string, string | null>>(),
  azure: jsonb('azure').$type<Record<string, string | null>>(),
  updatedAt: updatedAt(),
});

export const environments = pgTable(
  'environments',
  {
    id: id(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('environments_company_id_idx').on(t.companyId),
    uniqueIndex('environments_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);
