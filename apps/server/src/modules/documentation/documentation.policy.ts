import type { DocumentationPurpose } from '@praxis/contract';
import { forbidden } from '../../lib/http-error.js';

/** Authoritative documentation is the text of a specification: nobody edits or deletes it here (spec §5). */
export function assertEditable(purpose: DocumentationPurpose): void {
  if (purpose === 'authoritative') {
    throw forbidden('Authoritative documentation comes from a specification and is read-only');
  }
}
