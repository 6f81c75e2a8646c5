import { scheduleRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../lib/principal.js';
import { route } from '../lib/routes.js';
import { scheduleHistoryService } from './schedule-history.js';

/** How the recurring work went in a period: the company's, and a specification's. */
export async function scheduleHistoryRoutes(app: FastifyInstance) {
  const service = scheduleHistoryService(app.database.db, app.clock);
  route(app, routes.history, (request) => service.history(principalOf(request), request.query));
  route(app, routes.specificationHistory, (request) =>
    service.ofSpecification(principalOf(request), request.params.id, request.query),
  );
}
