import { fileContentTypes } from '@praxis/contract';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.js';
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_legacy_id_key').on(t.legacyId), index('files_company_id_idx').on(t.companyId)],
);
