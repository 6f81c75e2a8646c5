import multipart from '@fastify/multipart';
import {
  createEvidenceLinkSchema,
  EVIDENCE_SHA256_HEADER,
  errorBodySchema,
  evidenceFieldsSchema,
  evidenceIdParamSchema,
  evidenceLinkRevisionSchema,
  evidenceListSchema,
  evidenceOwnerCategories,
  evidenceRevisionFieldsSchema,
  evidenceRevisionParamSchema,
  evidenceSchema,
  reviewEvidenceSchema,
  updateEvidenceSchema,
  v2IdParamSchema,
} from '@praxis/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorResponsesWithConflict, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { sendFile } from '../files/files.upload.js';
import { evidenceService } from './evidence.service.js';
import { evidenceUploadLimits, readNewEvidence, readNewRevision } from './evidence.upload.js';

const tags = ['evidence'];

/** Every owner of evidence, with its path as the other owner-attachment routes spell it. */
const owners = evidenceOwnerCategories.map((category) => ({
  category,
  path: category === 'Requirements' ? '/requirements' : `/${category}`,
}));

const accepted =
  'PDF, PNG, JPEG, SVG (cleaned), plain text, CSV (by its .csv name), docx, xlsx, pptx, odt or ods';
const fileBytes = z.string().describe('The stored bytes of the file, with its recognised type');
const fileField = z
  .string()
  .meta({ format: 'binary' })
  .describe(`The file: ${accepted}; its type is recognised from its content`);
/** The multipart forms of a new evidence and of a new revision, for the API document. */
const uploadForm = z.object({ file: fileField, ...evidenceFieldsSchema.shape });
const revisionForm = z.object({ file: fileField, ...evidenceRevisionFieldsSchema.shape });
/** A link's body is validated by the route; a multipart body is read, and checked, by the handler. */
const jsonBody = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const uploadErrors = { ...errorResponses, 413: errorBodySchema, 415: errorBodySchema };

/** The bytes of a file revision, with its SHA-256 in a header so a client can check what it received. */
function sendEvidenceFile(
  reply: FastifyReply,
  file: Awaited<ReturnType<ReturnType<typeof evidenceService>['download']>>,
) {
  reply.header(EVIDENCE_SHA256_HEADER, file.sha256);
  return sendFile(reply, file);
}

/**
 * Evidence on items, executions and requirements (issue 11). Multipart is registered in this plugin only, so
 * no other route accepts it, with the limit of `EVIDENCE_MAX_MB`.
 */
export async function evidenceRoutes(app: FastifyInstance) {
  const maxBytes = app.config.evidenceMaxMb * 1024 * 1024;
  await app.register(multipart, { limits: evidenceUploadLimits(maxBytes) });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = evidenceService(app.database.db, app.fileStorage, app.notifications);
  const limit = `at most ${app.config.evidenceMaxMb} MB`;

  for (const { category, path } of owners) {
    const url = `/v2${path}/:id/evidence`;
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: `The evidence of one of the ${category}, newest first`,
          params: v2IdParamSchema,
          response: { 200: evidenceListSchema, ...errorResponses },
        },
      },
      (request) => service.list(principalOf(request), category, request.params.id),
    );
    r.post(
      url,
      {
        config: { ...writeAccess, multipartForm: uploadForm },
        schema: {
          tags,
          summary:
            `Attach evidence to one of the ${category}: multipart/form-data with the file in the field ` +
            `\`file\` (${accepted}; ${limit}; recognised by its content) and the text fields title, ` +
            'description, effectiveDate and expiresDate; or a JSON body for a link (title, description, ' +
            'dates, url: http or https). It starts as a draft.',
          params: v2IdParamSchema,
          body: jsonBody(createEvidenceLinkSchema),
          response: { 201: evidenceSchema, ...uploadErrors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await service.create(
              principalOf(request),
              category,
              request.params.id,
              await readNewEvidence(request, maxBytes),
            ),
          ),
    );
  }

  r.get(
    '/v2/evidence/:id',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'One evidence with every revision, newest first',
        params: evidenceIdParamSchema,
        response: { 200: evidenceSchema, ...errorResponses },
      },
    },
    (request) => service.get(principalOf(request), request.params.id),
  );
  r.put(
    '/v2/evidence/:id',
    {
      config: writeAccess,
      schema: {
        tags,
        summary:
          'Change the title and description, and the dates of the latest revision; a field left out is kept, null clears it',
        params: evidenceIdParamSchema,
        body: updateEvidenceSchema,
        response: { 200: evidenceSchema, ...errorResponses },
      },
    },
    (request) => service.update(principalOf(request), request.params.id, request.body),
  );
  r.post(
    '/v2/evidence/:id/revisions',
    {
      config: { ...writeAccess, multipartForm: revisionForm },
      schema: {
        tags,
        summary:
          `A new revision, a draft; earlier ones are kept. A file: multipart/form-data with the field \`file\` ` +
          `(${accepted}; ${limit}) and optionally effectiveDate and expiresDate. A link: a JSON body with the ` +
          'new url and optionally the dates. Dates left out are carried over from the previous revision.',
        params: evidenceIdParamSchema,
        body: jsonBody(evidenceLinkRevisionSchema),
        response: { 201: evidenceSchema, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.addRevision(
            principalOf(request),
            request.params.id,
            await readNewRevision(request, maxBytes),
          ),
        ),
  );
  r.post(
    '/v2/evidence/:id/submit',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: 'Submit the latest revision for review (from draft or rejected; 409 otherwise)',
        params: evidenceIdParamSchema,
        response: { 200: evidenceSchema, ...errorResponsesWithConflict },
      },
    },
    (request) => service.submit(principalOf(request), request.params.id),
  );
  r.post(
    '/v2/evidence/:id/review',
    {
      config: writeAccess,
      schema: {
        tags,
        summary:
          'Approve or reject the submitted latest revision; 409 when it is not submitted, and for the ' +
          'person who uploaded it, since another User or Administrator must review it',
        params: evidenceIdParamSchema,
        body: reviewEvidenceSchema,
        response: { 200: evidenceSchema, ...errorResponsesWithConflict },
      },
    },
    (request) => service.review(principalOf(request), request.params.id, request.body),
  );
  r.get(
    '/v2/evidence/:id/download',
    {
      config: readAccess,
      schema: {
        tags,
        summary: `The file of the latest revision: its recognised type (nosniff), images and PDF inline, anything else as an attachment, its SHA-256 in ${EVIDENCE_SHA256_HEADER}; 404 for a link`,
        params: evidenceIdParamSchema,
        response: { 200: fileBytes, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendEvidenceFile(reply, await service.download(principalOf(request), request.params.id)),
  );
  r.get(
    '/v2/evidence/:id/revisions/:number/download',
    {
      config: readAccess,
      schema: {
        tags,
        summary: `The file of one revision, served as the latest is, its SHA-256 in ${EVIDENCE_SHA256_HEADER}`,
        params: evidenceRevisionParamSchema,
        response: { 200: fileBytes, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendEvidenceFile(
        reply,
        await service.download(principalOf(request), request.params.id, request.params.number),
      ),
  );
  r.delete(
    '/v2/evidence/:id',
    {
      config: writeAccess,
      schema: {
        tags,
        summary:
          'Delete the evidence, every revision and their stored files; the audit log keeps their hashes',
        params: evidenceIdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
