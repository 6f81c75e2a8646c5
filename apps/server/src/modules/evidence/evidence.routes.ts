import multipart from '@fastify/multipart';
import {
  EVIDENCE_ACCEPTED,
  EVIDENCE_SHA256_HEADER,
  evidenceFieldsSchema,
  evidenceRevisionFieldsSchema,
  evidenceRoutes as routes,
} from '@praxis/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../lib/principal.js';
import { ownerRoute, route } from '../../lib/routes.js';
import { sendFile } from '../files/files.upload.js';
import { evidenceService, type revisionFile } from './evidence.service.js';
import { evidenceUploadLimits, readNewEvidence, readNewRevision } from './evidence.upload.js';

const fileField = z
  .string()
  .meta({ format: 'binary' })
  .describe(`The file: ${EVIDENCE_ACCEPTED}; its type is recognised from its content`);
/** The multipart forms of a new evidence and of a new revision, for the API document. */
const uploadForm = z.object({ file: fileField, ...evidenceFieldsSchema.shape });
const revisionForm = z.object({ file: fileField, ...evidenceRevisionFieldsSchema.shape });

/** The bytes of a file revision, with its SHA-256 in a header so a client can check what it received. */
export function sendEvidenceFile(reply: FastifyReply, file: Awaited<ReturnType<typeof revisionFile>>) {
  reply.header(EVIDENCE_SHA256_HEADER, file.sha256);
  return sendFile(reply, file);
}

/**
 * Evidence on items, executions and requirements. Multipart is registered in this plugin only, so
 * no other route accepts it, with the limit of `EVIDENCE_MAX_MB`.
 */
export async function evidenceRoutes(app: FastifyInstance) {
  const maxBytes = app.config.evidenceMaxMb * 1024 * 1024;
  await app.register(multipart, { limits: evidenceUploadLimits(maxBytes) });
  const service = evidenceService(app.database.db, app.fileStorage, app.notifications);
  const limit = `at most ${app.config.evidenceMaxMb} MB`;

  const upload = (multipartForm: z.ZodType) => ({ words: { limit }, multipartForm });
  ownerRoute(
    app,
    routes.list,
    (owner) => (request) => service.list(principalOf(request), owner, request.params.id),
  );
  ownerRoute(
    app,
    routes.create,
    (owner) => async (request) =>
      service.create(
        principalOf(request),
        owner,
        request.params.id,
        await readNewEvidence(request, maxBytes),
      ),
    upload(uploadForm),
  );
  route(app, routes.get, (request) => service.get(principalOf(request), request.params.id));
  route(app, routes.update, (request) =>
    service.update(principalOf(request), request.params.id, request.body),
  );
  route(
    app,
    routes.addRevision,
    async (request) =>
      service.addRevision(principalOf(request), request.params.id, await readNewRevision(request, maxBytes)),
    upload(revisionForm),
  );
  route(app, routes.submit, (request) => service.submit(principalOf(request), request.params.id));
  route(app, routes.review, (request) =>
    service.review(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.download, async (request, reply) =>
    sendEvidenceFile(reply, await service.download(principalOf(request), request.params.id)),
  );
  route(app, routes.downloadRevision, async (request, reply) =>
    sendEvidenceFile(
      reply,
      await service.download(principalOf(request), request.params.id, request.params.number),
    ),
  );
  route(app, routes.remove, (request) => service.remove(principalOf(request), request.params.id));
}
