import { findingRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { findingsService } from './findings.service.js';

/** Findings of audits, the plan of action, and their way to closure. */
export async function findingsRoutes(app: FastifyInstance) {
  const service = findingsService(app.database.db, app.notifications);
  route(app, findingRoutes.list, (request) => service.list(principalOf(request), request.query));
  route(app, findingRoutes.create, (request) =>
    service.create(principalOf(request), request.params.id, request.body),
  );
  route(app, findingRoutes.get, (request) => service.get(principalOf(request), request.params.id));
  route(app, findingRoutes.update, (request) =>
    service.update(principalOf(request), request.params.id, request.body),
  );
  route(app, findingRoutes.transition, (request) =>
    service.transition(principalOf(request), request.params.id, request.body),
  );
  route(app, findingRoutes.remove, (request) => service.remove(principalOf(request), request.params.id));
}
