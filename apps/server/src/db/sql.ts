import type { Ref } from '@praxis/contract';
import { eq, ilike, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The condition that picks a row by a v1/v2 reference: a UUID is an id, a number a legacy id. */
export function byRef(table: { id: AnyPgColumn; legacyId: AnyPgColumn }, ref: Ref): SQL {
  return typeof ref === 'number' ? eq(table.legacyId, ref) : eq(table.id, ref);
}

/**
 * The advisory lock every writer of an installation's first company takes (demo seed, /v1/setup), so that
 * instances starting together, or a setup racing the seed, make one first company.
 */
export const FIRST_COMPANY_LOCK = 7_233_816_453;

/** `\`, `%` and `_` in a user's text match themselves, not any text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The case-insensitive condition that `column` contains `text` somewhere. */
export const ilikeContains = (column: AnyPgColumn, text: string): SQL =>
  ilike(column, `%${escapeLike(text)}%`);
