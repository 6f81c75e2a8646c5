import { workRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { workService } from './work.service.js';

/** My work: what is assigned to the caller, most urgent first. */
export async function workRoutes(app: FastifyInstance) {
  const service = workService(app.database.db, app.clock);
  route(app, routes.mine, (request) => service.list(principalOf(request), request.query));
}
