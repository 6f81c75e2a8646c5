import { fileContentTypes } from '@praxis/contract';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId } from './columns.js';
import { users } from './users.js';

/** Uploaded files (editor images); the bytes live in the file storage under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    name: text('name').notNull(),
    contentType: text('content_type', { enum: fileContentTypes }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_legacy_id_key').on(t.legacyId), index('files_company_id_idx').on(t.companyId)],
);
