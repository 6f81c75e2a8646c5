import multipart from '@fastify/multipart';
import {
  specificationRoutes as routes,
  SPECIFICATION_IMPORT_MAX_BYTES,
  SPECIFICATION_IMPORT_MAX_FILES,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { answerOrDocument } from '../lib/documents/render.js';
import { asDownload, sendDownload } from '../lib/downloads.js';
import { plainOkSerializer, sendAnswer } from '../lib/plain-json.js';
import { principalOf } from '../lib/principal.js';
import { route } from '../lib/routes.js';
import { readUploads, uploadLimits } from '../modules/files/files.upload.js';
import { specificationsEvidenceService } from '../modules/specifications/specifications.evidence.service.js';
import { specificationsImportService } from '../modules/specifications/specifications.import.service.js';
import { specificationsService } from '../modules/specifications/specifications.service.js';
import { specificationTrees } from '../modules/specifications/specifications.tree.js';
import { projectionsService } from './specification-projections.js';
import { specificationsReportService } from './specification-report.js';

/** Specifications: list, tree, overview, import, export and delete. */
export async function specificationsRoutes(app: FastifyInstance) {
  // One set of kept trees for the tree, the overview and the report.
  const trees = specificationTrees(app.database.db, app.clock);
  const service = specificationsService(app.database.db, trees);
  const reports = specificationsReportService(app.database.db, trees, app.clock);
  const imports = specificationsImportService(app.database.db);
  const evidence = specificationsEvidenceService(app.database.db, app.fileStorage);
  const projections = projectionsService(app.database.db, trees);

  // Answers too large for zod's serializer, kept and written as JSON once.
  const plain = { serializerCompiler: plainOkSerializer };
  route(app, routes.list, (request) => service.list(principalOf(request), request.query));
  route(app, routes.get, async (request, reply) =>
    sendAnswer(request, reply, await service.get(principalOf(request), request.params.id)),
  );
  route(app, routes.remove, (request) => service.remove(principalOf(request), request.params.id));
  for (const tree of [routes.elements, routes.requirements]) {
    route(
      app,
      tree,
      async (request, reply) =>
        sendAnswer(request, reply, await service.writtenElements(principalOf(request), request.params.id)),
      plain,
    );
  }
  route(app, routes.maturityOverview, async (request, reply) =>
    sendAnswer(request, reply, await reports.maturityOverview(principalOf(request), request.params.id)),
  );
  route(
    app,
    routes.report,
    (request, reply) =>
      answerOrDocument(
        request,
        reply,
        request.query,
        async () => sendAnswer(request, reply, await reports.report(principalOf(request), request.params.id)),
        (wanted) => reports.document(principalOf(request), request.params.id, wanted),
      ),
    plain,
  );
  route(
    app,
    routes.projection,
    async (request, reply) =>
      sendAnswer(request, reply, await projections.ofSpecification(principalOf(request), request.params.id)),
    plain,
  );
  route(
    app,
    routes.coverage,
    async (request, reply) =>
      sendAnswer(request, reply, await projections.coverage(principalOf(request), request.params.id)),
    plain,
  );
  route(app, routes.export, (request, reply) =>
    sendDownload(reply, service.export(principalOf(request), request.params.id, request.query.format)),
  );
  route(app, routes.evidenceArchive, (request, reply) =>
    evidence
      .archive(principalOf(request), request.params.id)
      .then(({ fileName, stream }) => asDownload(reply, fileName, 'application/zip').send(stream)),
  );
  // Multipart only here, in a scope of its own, with the import's size limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        ...uploadLimits,
        fileSize: SPECIFICATION_IMPORT_MAX_BYTES,
        files: SPECIFICATION_IMPORT_MAX_FILES,
        parts: SPECIFICATION_IMPORT_MAX_FILES + uploadLimits.fields,
      },
    });
    route(scope, routes.import, async (request, reply) => {
      const { uploads } = await readUploads(
        request,
        SPECIFICATION_IMPORT_MAX_BYTES,
        SPECIFICATION_IMPORT_MAX_FILES,
      );
      const { created, specification } = await imports.import(principalOf(request), uploads);
      return reply.code(created ? 201 : 200).send(specification);
    });
  });
}
