import { z } from 'zod';
import {
  createEvidenceLinkSchema,
  EVIDENCE_SHA256_HEADER,
  evidenceIdParamSchema,
  evidenceLinkRevisionSchema,
  evidenceListSchema,
  evidenceRevisionParamSchema,
  evidenceSchema,
  reviewEvidenceSchema,
  updateEvidenceSchema,
} from '../evidence.js';
import { evidenceOwnerCategories } from '../registers.js';
import { defineOwnerRoute, defineRoute, noContent } from './route.js';

const tags = ['evidence'];
/** The files evidence takes, for the API document. */
export const EVIDENCE_ACCEPTED =
  'PDF, PNG, JPEG, SVG (cleaned), plain text, CSV (by its .csv name), docx, xlsx, pptx, odt or ods';
const fileBytes = z.string().describe('The stored bytes of the file, with its recognised type');
const one = { versions: [2], path: '/evidence/:id', params: evidenceIdParamSchema, tags } as const;
const owned = {
  owners: evidenceOwnerCategories,
  path: '/{owner}/:id/evidence',
  versions: [2],
  refs: ['id'],
  tags,
} as const;
/** A new file is checked when the handler reads it, against a limit the server is configured with. */
const uploaded = { response: evidenceSchema, status: 201, refusals: [413, 415] } as const;

/** Evidence on items, executions and requirements, its revisions and their review. */
export const evidenceRoutes = {
  list: defineOwnerRoute({
    ...owned,
    method: 'GET',
    access: 'data:read',
    response: evidenceListSchema,
    summary: 'The evidence of one of the {owner}, newest first',
  }),
  create: defineOwnerRoute({
    ...owned,
    ...uploaded,
    method: 'POST',
    access: 'data:write',
    body: createEvidenceLinkSchema,
    summary:
      'Attach evidence to one of the {owner}: multipart/form-data with the file in the field ' +
      `\`file\` (${EVIDENCE_ACCEPTED}; {limit}; recognised by its content) and the text fields title, ` +
      'description, effectiveDate and expiresDate; or a JSON body for a link (title, description, ' +
      'dates, url: http or https). It starts as a draft.',
  }),
  get: defineRoute({
    ...one,
    method: 'GET',
    access: 'data:read',
    response: evidenceSchema,
    summary: 'One evidence with every revision, newest first',
  }),
  update: defineRoute({
    ...one,
    method: 'PUT',
    access: 'data:write',
    body: updateEvidenceSchema,
    response: evidenceSchema,
    summary:
      'Change the title and description, and the dates of the latest revision; a field left out is kept, null clears it',
  }),
  addRevision: defineRoute({
    ...one,
    ...uploaded,
    method: 'POST',
    path: '/evidence/:id/revisions',
    access: 'data:write',
    body: evidenceLinkRevisionSchema,
    summary:
      'A new revision, a draft; earlier ones are kept. A file: multipart/form-data with the field `file` ' +
      `(${EVIDENCE_ACCEPTED}; {limit}) and optionally effectiveDate and expiresDate. A link: a JSON body with the ` +
      'new url and optionally the dates. Dates left out are carried over from the previous revision.',
  }),
  submit: defineRoute({
    ...one,
    method: 'POST',
    path: '/evidence/:id/submit',
    access: 'data:write',
    response: evidenceSchema,
    refusals: [409],
    summary: 'Submit the latest revision for review (from draft or rejected; 409 otherwise)',
  }),
  review: defineRoute({
    ...one,
    method: 'POST',
    path: '/evidence/:id/review',
    access: 'data:write',
    body: reviewEvidenceSchema,
    response: evidenceSchema,
    refusals: [409],
    summary:
      'Approve or reject the submitted latest revision; 409 when it is not submitted, and for the ' +
      'person who uploaded it, since another User or Administrator must review it',
  }),
  download: defineRoute({
    ...one,
    method: 'GET',
    path: '/evidence/:id/download',
    access: 'data:read',
    response: fileBytes,
    summary: `The file of the latest revision: its recognised type (nosniff), images and PDF inline, anything else as an attachment, its SHA-256 in ${EVIDENCE_SHA256_HEADER}; 404 for a link`,
  }),
  downloadRevision: defineRoute({
    ...one,
    method: 'GET',
    path: '/evidence/:id/revisions/:number/download',
    params: evidenceRevisionParamSchema,
    access: 'data:read',
    response: fileBytes,
    summary: `The file of one revision, served as the latest is, its SHA-256 in ${EVIDENCE_SHA256_HEADER}`,
  }),
  remove: defineRoute({
    ...one,
    method: 'DELETE',
    access: 'data:write',
    ...noContent,
    summary: 'Delete the evidence, every revision and their stored files; the audit log keeps their hashes',
  }),
};
