import multipart from '@fastify/multipart';
import { errorBodySchema, storedFileSchema, v1IdParamSchema, v2IdParamSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { filesService } from './files.service.js';
import { readUpload, sendFile, uploadLimits } from './files.upload.js';

const tags = ['files'];
const fileBytes = z.string().describe('The file as stored: PNG, JPEG or sanitised SVG');

const downloads = [
  { version: 'v1', params: v1IdParamSchema, by: 'its id or legacy id' },
  { version: 'v2', params: v2IdParamSchema, by: 'its id' },
];

/** File uploads and downloads; multipart is registered here only, so no other route accepts it. */
export async function filesRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: uploadLimits });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const files = filesService(app.database.db, app.fileStorage);

  for (const version of ['v1', 'v2']) {
    r.post(
      `/${version}/Files`,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: 'Upload one image (multipart/form-data, one file field): JPEG, PNG or SVG, at most 10 MB',
          consumes: ['multipart/form-data'],
          response: { 201: storedFileSchema, 413: errorBodySchema, 415: errorBodySchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await files.upload(principalOf(request), await readUpload(request))),
    );
  }
  for (const { version, params, by } of downloads) {
    r.get(
      `/${version}/Files/:id`,
      {
        config: readAccess,
        schema: {
          tags,
          summary: `A file by ${by}, served with its recognised type and nosniff`,
          params,
          response: { 200: fileBytes, ...errorResponses },
        },
      },
      async (request, reply) =>
        sendFile(reply, await files.download(principalOf(request), request.params.id)),
    );
  }
}
