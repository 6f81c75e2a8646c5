import { stdSerializers } from 'pino';

/**
 * What the database drivers hang on an error that holds a statement's values: drizzle's and PGlite's
 * parameters, PostgreSQL's detail (the failing row, the duplicate key) and context (a parameter, a JSON text).
 */
const VALUE_FIELDS = new Set(['params', 'queryOptions', 'detail', 'where']);
/** Drizzle ends the message of a failed query with its parameters. */
const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;
/** A data exception (SQLSTATE class 22) quotes the value it could not take; quotes may be inside it. */
const QUOTED = /"[\s\S]*"/;

function messageWithoutValues(error: Error): string {
  const message = error.message.replace(DRIZZLE_PARAMS, '');
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('22') ? message.replace(QUOTED, '"…"') : message;
}

/** The error and its causes as the log may keep them: people's data stays in the database it came from. */
export function withoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(key)) copy[key] = value;
  }
  const message = messageWithoutValues(error);
  copy.message = message;
  // The stack begins with the message it was made with.
  copy.stack = error.stack?.replace(error.message, () => message);
  if (error.cause !== undefined) copy.cause = withoutValues(error.cause);
  if (error instanceof AggregateError) copy.errors = error.errors.map(withoutValues);
  return copy;
}

/** The logger's serializer of `err`: pino's own, of the error without the values it carries. */
export const errorWithoutValues = (error: unknown) => stdSerializers.err(withoutValues(error) as Error);
