import { riskRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { answerOrDocument } from '../../lib/documents/render.js';
import { sendDownload } from '../../lib/downloads.js';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { risksService } from './risks.service.js';

/** The company's risk matrix, heat maps and risk register, the register as a document too. */
export async function risksRoutes(app: FastifyInstance) {
  const service = risksService(app.database.db, app.clock);
  route(app, riskRoutes.matrix, (request) => service.matrix(principalOf(request)));
  route(app, riskRoutes.saveMatrix, (request) => service.saveMatrix(principalOf(request), request.body));
  route(app, riskRoutes.heatmap, (request) => service.heatmap(principalOf(request)));
  route(app, riskRoutes.register, (request, reply) =>
    answerOrDocument(
      request,
      reply,
      request.query,
      () => service.register(principalOf(request)),
      (wanted) => service.document(principalOf(request), wanted),
    ),
  );
  route(app, riskRoutes.export, (request, reply) =>
    sendDownload(reply, service.export(principalOf(request))),
  );
}
