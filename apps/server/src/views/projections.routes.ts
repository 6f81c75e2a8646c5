import { workRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../lib/principal.js';
import { route } from '../lib/routes.js';
import { projectionsService } from './specification-projections.js';

/**
 * Assess once, see everywhere: what mappings tell about requirements without an assessment. A specification's
 * projection and coverage are routes of the specifications, which share their kept trees with them.
 */
export async function projectionsRoutes(app: FastifyInstance) {
  const service = projectionsService(app.database.db);
  route(app, workRoutes.mapped, (request) => service.mapped(principalOf(request), request.params.id));
}
