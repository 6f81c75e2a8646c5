import multipart from '@fastify/multipart';
import { fileRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { filesService } from './files.service.js';
import { readUpload, sendFile, uploadLimits } from './files.upload.js';

/** File uploads and downloads; multipart is registered here only, so no other route accepts it. */
export async function filesRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: uploadLimits });
  const files = filesService(app.database.db, app.fileStorage);
  route(app, fileRoutes.upload, async (request) =>
    files.upload(principalOf(request), await readUpload(request)),
  );
  for (const download of [fileRoutes.downloadV1, fileRoutes.downloadV2]) {
    route(app, download, async (request, reply) =>
      sendFile(reply, await files.download(principalOf(request), request.params.id)),
    );
  }
}
