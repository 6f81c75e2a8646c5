import { mappingRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { mappingDraftsService } from './mapping-drafts.service.js';

/** 'Apply mapping': drafts of a target requirement copied from its sources, confirmed or discarded. */
export async function mappingDraftsRoutes(app: FastifyInstance) {
  const service = mappingDraftsService(app.database.db);
  route(app, mappingRoutes.drafts, (request) => service.list(principalOf(request), request.params.id));
  route(app, mappingRoutes.createDrafts, (request) =>
    service.create(principalOf(request), request.params.id, request.body),
  );
  route(app, mappingRoutes.confirmDraft, (request) =>
    service.confirm(principalOf(request), request.params.id),
  );
  route(app, mappingRoutes.discardDraft, (request) =>
    service.discard(principalOf(request), request.params.id),
  );
}
