import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of stored files, when the database is the file storage (the default): written in the
 * transaction of the row that names them, so every instance reads them and a database backup holds them.
 */
export const fileContents = pgTable('file_contents', {
  key: text('key').primaryKey(),
  companyId: companyId(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/**
 * The keys of stored files whose rows are gone while their bytes, in a store outside the database (S3), are
 * still there: written by the trigger that deletes a revision's bytes (migrations 0014 and 0029), in the
 * deleting transaction, whichever cascade took the row, and forgotten once an instance has removed the object.
 */
export const fileRemovals = pgTable('file_removals', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});
