import type { ErrorBody, ErrorCode } from '@praxis/contract';
import type { z } from 'zod';

/** An error a service throws on purpose; the error plugin turns it into the body of DESIGN §8. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
  }
}

/** The details of an answer about one field, so a form can show the message at that field. */
export const fieldError = (field: string, message: string): ErrorBody['details'] => [{ field, message }];

export const badRequest = (message: string, details?: ErrorBody['details']) =>
  new HttpError(400, 'validation', message, details);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
/** A 404 about an id the request sent names the field, like a 400 would. */
export const notFoundAt = (field: string, message: string) =>
  new HttpError(404, 'not_found', `${field}: ${message}`, fieldError(field, message));
export const forbidden = (message = 'Forbidden') => new HttpError(403, 'forbidden', message);
/** A conflict about one field (a name taken) names it in `details`, so a form shows it there. */
export const conflict = (message: string, details?: ErrorBody['details']) =>
  new HttpError(409, 'conflict', message, details);

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
      ? issue.keys.map((key) => ({ field: fieldOf([...issue.path, key]), message: 'is not a known field' }))
      : [{ field: fieldOf(issue.path), message: issue.message }],
  );
  const first = details[0];
  return badRequest(first ? `${first.field}: ${first.message}` : 'Invalid request', details);
}
