import { scheduleRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { ownerRoute, route } from '../../lib/routes.js';
import { schedulesService } from './schedules.service.js';

/** Recurring work: schedules on items, requirements and evidence, and their occurrences. */
export async function schedulesRoutes(app: FastifyInstance) {
  const service = schedulesService(app.database.db, app.clock);
  ownerRoute(
    app,
    routes.list,
    (owner) => (request) => service.list(principalOf(request), owner, request.params.id),
  );
  ownerRoute(
    app,
    routes.create,
    (owner) => (request) => service.create(principalOf(request), owner, request.params.id, request.body),
  );
  route(app, routes.listOfEvidence, (request) =>
    service.listOfEvidence(principalOf(request), request.params.id),
  );
  route(app, routes.createOfEvidence, (request) =>
    service.createOfEvidence(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.get, (request) => service.get(principalOf(request), request.params.id));
  route(app, routes.update, (request) =>
    service.update(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.remove, (request) => service.remove(principalOf(request), request.params.id));
  route(app, routes.occurrences, (request) =>
    service.occurrences(principalOf(request), request.params.id, request.query),
  );
  route(app, routes.complete, (request) =>
    service.complete(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.skip, (request) => service.skip(principalOf(request), request.params.id, request.body));
}
