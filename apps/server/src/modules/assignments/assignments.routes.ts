import { assignmentRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { ownerRoute } from '../../lib/routes.js';
import { assignmentsService } from './assignments.service.js';

/** Who is responsible and accountable for an item of any register or a requirement. */
export async function assignmentsRoutes(app: FastifyInstance) {
  const service = assignmentsService(app.database.db, app.notifications);
  ownerRoute(
    app,
    assignmentRoutes.list,
    (owner) => (request) => service.list(principalOf(request), owner, request.params.id),
  );
  ownerRoute(
    app,
    assignmentRoutes.put,
    (owner) => (request) => service.put(principalOf(request), owner, request.params.id, request.body),
  );
}
