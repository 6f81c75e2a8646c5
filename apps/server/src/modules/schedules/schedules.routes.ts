import { scheduleRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { ownerRoute, route } from '../../lib/routes.js';
import { schedulesService } from './schedules.service.js';

/** Recurring work: schedules on items, requirements and evidence, and their occurrences. */
export async function schedulesRoutes(app: FastifyInstance) {
  const service = schedulesService(app.database.db, app.clock);
  ownerRoute(
    app,
    scheduleRoutes.list,
    (owner) => (request) => service.list(principalOf(request), owner, request.params.id),
  );
  ownerRoute(
    app,
    scheduleRoutes.create,
    (owner) => (request) => service.create(principalOf(request), owner, request.params.id, request.body),
  );
  route(app, scheduleRoutes.listOfEvidence, (request) =>
    service.listOfEvidence(principalOf(request), request.params.id),
  );
  route(app, scheduleRoutes.createOfEvidence, (request) =>
    service.createOfEvidence(principalOf(request), request.params.id, request.body),
  );
  route(app, scheduleRoutes.get, (request) => service.get(principalOf(request), request.params.id));
  route(app, scheduleRoutes.update, (request) =>
    service.update(principalOf(request), request.params.id, request.body),
  );
  route(app, scheduleRoutes.remove, (request) => service.remove(principalOf(request), request.params.id));
  route(app, scheduleRoutes.occurrences, (request) =>
    service.occurrences(principalOf(request), request.params.id, request.query),
  );
  route(app, scheduleRoutes.complete, (request) =>
    service.complete(principalOf(request), request.params.id, request.body),
  );
  route(app, scheduleRoutes.skip, (request) =>
    service.skip(principalOf(request), request.params.id, request.body),
  );
}
