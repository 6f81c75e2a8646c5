import { type DocumentationPurpose, say } from '@praxis/contract';
import { conflict } from '../../lib/http-error.js';

/**
 * Authoritative documentation is the text of a specification: nobody edits or deletes it here.
 * A rule of the data, not of the caller's permissions, so 409: a 403 would send the user to /unauthorized.
 */
export function assertEditable(purpose: DocumentationPurpose): void {
  if (purpose === 'authoritative') {
    throw conflict(say('authoritativeReadOnly'));
  }
}
