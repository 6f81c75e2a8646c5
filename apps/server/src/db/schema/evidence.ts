import { evidenceContentTypes, evidenceStatuses } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId } from './columns.js';
import { evidence } from './owners.js';
import { users } from './users.js';

/**
 * Every revision of an evidence, numbered from 1 and never overwritten: a new file is a new revision, with
 * its own dates and its own review. A file revision names its bytes by `storage_key`; a link has a `url`.
 * A trigger (migrations 0014, 0029) deletes the bytes in `file_contents` with the row, whichever cascade takes
 * it, or notes the key in `file_removals` when the bytes are in a store outside the database.
 */
export const evidenceRevisions = pgTable(
  'evidence_revisions',
  {
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => evidence.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    companyId: companyId(),
    url: text('url'),
    fileName: text('file_name'),
    mediaType: text('media_type', { enum: evidenceContentTypes }),
    size: integer('size'),
    sha256: text('sha256'),
    storageKey: text('storage_key'),
    effectiveDate: date('effective_date', { mode: 'string' }),
    expiresDate: date('expires_date', { mode: 'string' }),
    status: text('status', { enum: evidenceStatuses }).notNull().default('draft'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.evidenceId, t.number] }),
    index('evidence_revisions_company_id_idx').on(t.companyId),
    check('evidence_revisions_content_check', sql`num_nonnulls(${t.url}, ${t.storageKey}) = 1`),
  ],
);
