import { riskRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { threatTreatmentsService } from './threat-treatments.service.js';

/** A risk scenario's treatment decision; v2 only. */
export async function threatTreatmentsRoutes(app: FastifyInstance) {
  const service = threatTreatmentsService(app.database.db, app.notifications);
  route(app, riskRoutes.treatment, (request) => service.get(principalOf(request), request.params.id));
  route(app, riskRoutes.putTreatment, (request) =>
    service.put(principalOf(request), request.params.id, request.body),
  );
  route(app, riskRoutes.approveTreatment, (request) =>
    service.approve(principalOf(request), request.params.id),
  );
  route(app, riskRoutes.removeTreatment, (request) =>
    service.remove(principalOf(request), request.params.id),
  );
}
