import { type ErrorBody, type ErrorCode, type Said, say, sayText } from '@praxis/contract';
import type { z } from 'zod';

/** An error a service throws on purpose; the error plugin turns it into the one error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly said: Said,
    readonly details?: ErrorBody['details'],
  ) {
    super(said.message);
  }
}

/** The details of an answer about one field, so a form can show the message at that field. */
export const fieldError = (field: string, said: Said): ErrorBody['details'] => [{ field, ...said }];

/** A problem of one field as the answer's own message says it: the field's name first. */
export const atField = (field: string, said: Said): Said => ({
  ...said,
  message: `${field}: ${said.message}`,
});

export const badRequest = (said: Said, details?: ErrorBody['details']) =>
  new HttpError(400, 'validation', said, details);
export const notFound = (said = say('notFound')) => new HttpError(404, 'not_found', said);
/** A 404 about an id the request sent names the field, like a 400 would. */
export const notFoundAt = (field: string, said: Said) =>
  new HttpError(404, 'not_found', atField(field, said), fieldError(field, said));
export const forbidden = (said = say('forbidden')) => new HttpError(403, 'forbidden', said);
/** A conflict about one field (a name taken) names it in `details`, so a form shows it there. */
export const conflict = (said: Said, details?: ErrorBody['details']) =>
  new HttpError(409, 'conflict', said, details);
/** A 400 about one field, which both the message and the details name. */
export const fieldProblem = (field: string, said: Said) =>
  badRequest(atField(field, said), fieldError(field, said));

/**
 * A 400 naming every field a body failed on, as the error plugin answers a route's own validation: for
 * bodies a route reads itself (a multipart form's text fields, a body that is JSON or multipart).
 */
export function invalidFields(error: z.ZodError, prefix?: string): HttpError {
  const fieldOf = (path: PropertyKey[]) =>
    [prefix, ...path.map(String)].filter(Boolean).join('.') || (prefix ?? 'body');
  // An unknown key is a problem of that key, not of the whole body.
  const details = error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: fieldOf([...issue.path, key]), ...say('unknownField') }))
      : [{ field: fieldOf(issue.path), ...sayText(issue.message) }],
  );
  return badRequest(summaryOf(details), details);
}

/** The answer's own message for a list of field problems: the first, its field named. */
export function summaryOf(details: (Said & { field?: string })[]): Said {
  const [first] = details;
  if (!first) return say('invalidRequest');
  const { field, ...said } = first;
  return field === undefined ? said : atField(field, said);
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/** The one error body every refusal answers with, its code read from the status. */
export function errorBody(status: number, said: Said, details?: ErrorBody['details']): ErrorBody {
  return {
    status,
    code: codeByStatus[status] ?? (status >= 500 ? 'internal' : 'validation'),
    ...said,
    details,
  };
}
