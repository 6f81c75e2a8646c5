import {
  type CreateEvidenceLink,
  createEvidenceLinkSchema,
  type EvidenceFields,
  type EvidenceLinkRevision,
  type EvidenceRevisionFields,
  evidenceFieldsSchema,
  evidenceLinkRevisionSchema,
  evidenceRevisionFieldsSchema,
  say,
} from '@praxis/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, fieldError, fieldProblem, invalidFields } from '../../lib/http-error.js';
import { readUpload, type Upload } from '../files/files.upload.js';

/** What a request for a new evidence, or a new revision, carries: a file with its fields, or a link. */
export type EvidenceInput<F, L> = { kind: 'file'; file: Upload; fields: F } | { kind: 'link'; link: L };
export type NewEvidence = EvidenceInput<EvidenceFields, CreateEvidenceLink>;
export type NewRevision = EvidenceInput<EvidenceRevisionFields, EvidenceLinkRevision>;

/** The limits of the multipart parser on the evidence routes: one file and a few short text fields. */
export const evidenceUploadLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 10,
  // A description of the largest length in four-byte characters still fits.
  fieldSize: 16 * 1024,
  parts: 11,
  headerPairs: 50,
});

/**
 * A form sends an input left blank as an empty field: for anything but the title that means "none". The
 * title stays empty, so it is answered as required rather than as missing.
 */
const formValues = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value === '' && name !== 'title' ? null : value]),
  );

function parse<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidFields(result.error, prefix);
  return result.data;
}

/**
 * Reads a new evidence or revision from a request: multipart/form-data with the file in the field `file` and
 * its text fields beside it, or a JSON body for a link. The file must not be empty; its type is decided
 * later, from its bytes.
 */
export async function readEvidenceInput<F extends z.ZodType, L extends z.ZodType>(
  request: FastifyRequest,
  maxBytes: number,
  schemas: { fields: F; link: L },
): Promise<EvidenceInput<z.infer<F>, z.infer<L>>> {
  if (!request.isMultipart()) {
    return { kind: 'link', link: parse(schemas.link, request.body ?? {}, 'body') };
  }
  const upload = await readUpload(request, maxBytes);
  if (upload.field !== 'file') {
    throw badRequest(
      say('fileInOtherField', { field: JSON.stringify(upload.field) }),
      fieldError('file', say('isRequired')),
    );
  }
  if (upload.content.length === 0) throw fieldProblem('file', say('isEmpty'));
  const fields = parse(schemas.fields, formValues(upload.fields));
  return { kind: 'file', file: { filename: upload.filename, content: upload.content }, fields };
}

export const readNewEvidence = (request: FastifyRequest, maxBytes: number): Promise<NewEvidence> =>
  readEvidenceInput(request, maxBytes, { fields: evidenceFieldsSchema, link: createEvidenceLinkSchema });

export const readNewRevision = (request: FastifyRequest, maxBytes: number): Promise<NewRevision> =>
  readEvidenceInput(request, maxBytes, {
    fields: evidenceRevisionFieldsSchema,
    link: evidenceLinkRevisionSchema,
  });
