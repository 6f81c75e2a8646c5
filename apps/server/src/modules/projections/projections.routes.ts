import { workRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { projectionsService } from '../../views/specification-projections.js';

/**
 * Assess once, see everywhere: what mappings tell about requirements without an assessment. A specification's
 * projection and coverage are routes of the specifications, which share their kept trees with them.
 */
export async function projectionsRoutes(app: FastifyInstance) {
  const service = projectionsService(app.database.db);
  route(app, workRoutes.mapped, (request) => service.mapped(principalOf(request), request.params.id));
}
