import { checkpointRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { ownerRoute } from '../../lib/routes.js';
import { checkpointsService } from './checkpoints.service.js';

/** The deadline, implementation and expiry dates of an owner. */
export async function checkpointsRoutes(app: FastifyInstance) {
  const service = checkpointsService(app.database.db);
  for (const { get, put } of Object.values(checkpointRoutes)) {
    ownerRoute(app, get, (owner) => (request) => service.get(principalOf(request), owner, request.params.id));
    ownerRoute(
      app,
      put,
      (owner) => (request) => service.save(principalOf(request), owner, request.params.id, request.body),
    );
  }
}
