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
