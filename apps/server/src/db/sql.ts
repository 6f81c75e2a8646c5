import type { Ref } from '@praxis/contract';
import { eq, ilike, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The condition that picks a row by a v1/v2 reference: a UUID is an id, a number a legacy id. */
export function byRef(table: { id: AnyPgColumn; legacyId: AnyPgColumn }, ref: Ref): SQL {
  return typeof ref === 'number' ? eq(table.legacyId, ref) : eq(table.id, ref);
}

/** `\`, `%` and `_` in a user's text match themselves, not any text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The case-insensitive condition that `column` contains `text` somewhere. */
export const ilikeContains = (column: AnyPgColumn, text: string): SQL =>
  ilike(column, `%${escapeLike(text)}%`);
