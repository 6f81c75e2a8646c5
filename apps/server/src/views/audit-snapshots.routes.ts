import { auditsRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { answerOrDocument } from '../lib/documents/render.js';
import { asDownload, sendDownload } from '../lib/downloads.js';
import { plainOkSerializer, sendAnswer } from '../lib/plain-json.js';
import { principalOf } from '../lib/principal.js';
import { route } from '../lib/routes.js';
import { sendEvidenceFile } from '../modules/evidence/evidence.routes.js';
import { auditComparisons } from './audit-comparisons.js';
import { auditSnapshotDocuments } from './audit-snapshot-documents.js';
import { auditSnapshotsService } from './audit-snapshots.js';
import { specificationsReportService } from './specification-report.js';

/** An audit's sealed snapshots, what they produce as of their date, comparisons, and today's SoA. */
export async function auditSnapshotsRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const reports = specificationsReportService(db, undefined, app.clock);
  const snapshots = auditSnapshotsService(db, reports);
  const documents = auditSnapshotDocuments(db, app.fileStorage, reports, snapshots);
  const comparisons = auditComparisons(db, reports, snapshots);

  route(app, routes.freeze, (request) => snapshots.freeze(principalOf(request), request.params.id));
  route(app, routes.snapshot, (request) =>
    snapshots.get(principalOf(request), request.params.id, request.params.snapshotId),
  );
  for (const write of [routes.replaceSnapshot, routes.removeSnapshot]) {
    route(app, write, (request) =>
      snapshots.refuseChange(principalOf(request), request.params.id, request.params.snapshotId),
    );
  }
  route(app, routes.verify, (request) =>
    snapshots.verify(principalOf(request), request.params.id, request.params.snapshotId),
  );
  route(
    app,
    routes.report,
    (request, reply) => {
      const { id, snapshotId } = request.params;
      const { specificationId } = request.query;
      return answerOrDocument(
        request,
        reply,
        request.query,
        async () =>
          sendAnswer(
            request,
            reply,
            await snapshots.report(principalOf(request), id, snapshotId, specificationId),
          ),
        (wanted) => documents.reportDocument(principalOf(request), id, snapshotId, specificationId, wanted),
      );
    },
    { serializerCompiler: plainOkSerializer },
  );
  route(app, routes.soa, (request, reply) => {
    const { id, snapshotId } = request.params;
    const { specificationId } = request.query;
    return answerOrDocument(
      request,
      reply,
      request.query,
      () => documents.soa(principalOf(request), id, snapshotId, specificationId),
      (wanted) => documents.soaDocument(principalOf(request), id, snapshotId, specificationId, wanted),
    );
  });
  route(app, routes.liveSoa, (request, reply) =>
    answerOrDocument(
      request,
      reply,
      request.query,
      () => documents.liveSoa(principalOf(request), request.params.id),
      (wanted) => documents.liveSoaDocument(principalOf(request), request.params.id, wanted),
    ),
  );
  route(app, routes.compare, (request) =>
    comparisons.compare(principalOf(request), request.params.id, request.params.snapshotId, request.query),
  );
  route(app, routes.export, (request, reply) =>
    sendDownload(
      reply,
      documents.export(principalOf(request), request.params.id, request.params.snapshotId, request.query),
    ),
  );
  route(app, routes.evidenceArchive, (request, reply) =>
    documents
      .evidenceArchive(
        principalOf(request),
        request.params.id,
        request.params.snapshotId,
        request.query.specificationId,
      )
      .then(({ fileName, stream }) => asDownload(reply, fileName, 'application/zip').send(stream)),
  );
  route(app, routes.evidenceRevision, async (request, reply) =>
    sendEvidenceFile(reply, await documents.evidenceRevision(principalOf(request), request.params)),
  );
}
