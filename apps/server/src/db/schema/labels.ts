import { highlightColours } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns.js';

/** Labels an administrator defines; names are unique per company in any letter case. */
export const labels = pgTable(
  'labels',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    colour: text('colour', { enum: highlightColours }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('labels_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);
