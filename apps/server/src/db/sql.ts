import type { Ref } from '@praxis/contract';
import { eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';
import { specificationElements } from './schema/index.js';

const preparedStatements = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The statement `name`, prepared once per database handle: drizzle builds its SQL once, and on PostgreSQL the
 * named statement is parsed and planned once per connection instead of on every request. For the statements
 * every request runs (the caller's account, a list page).
 */
export function preparedOnce<T>(db: Executor, name: string, prepare: () => T): T {
  let statements = preparedStatements.get(db);
  if (statements === undefined) {
    statements = new Map();
    preparedStatements.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare();
    statements.set(name, statement);
  }
  return statement;
}

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

/** The ILIKE pattern of text that contains `text` somewhere; a prepared statement takes it as a parameter. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** The ILIKE pattern of text that begins with `text`. */
export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;

/** The case-insensitive condition that `column` contains `text` somewhere. */
export const ilikeContains = (column: AnyPgColumn, text: string): SQL => ilike(column, containsPattern(text));

/**
 * The statement of a requirement without a title of its own (its name is its code), by which
 * `requirementName` names it; null for the rest, so that a list does not read every text.
 */
export const untitledStatement = sql<
  string | null
>`case when ${specificationElements.name} = ${specificationElements.code} then ${specificationElements.text} end`;

/** A person as the answers name them; null once the account is gone. */
export interface Person {
  id: string;
  name: string;
}

/** How people are named everywhere: their display name, else first and last name, else their email. */
export const nameOf = (u: Record<'displayName' | 'firstName' | 'lastName' | 'email', AnyPgColumn>) =>
  sql<string>`coalesce(${u.displayName}, nullif(concat_ws(' ', ${u.firstName}, ${u.lastName}), ''), ${u.email})`;

export const personOf = (id: string | null, name: string | null): Person | null =>
  id === null || name === null ? null : { id, name };

/** Rows per insert or update statement: well under the 65,535 parameters of a statement. */
const BATCH = 500;
export const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => list.slice(i * BATCH, (i + 1) * BATCH));
