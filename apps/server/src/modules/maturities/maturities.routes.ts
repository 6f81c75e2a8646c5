import { maturityRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { maturitiesService } from './maturities.service.js';

/** Maturity of a requirement per class, Current and Target, levels 1-6. */
export async function maturitiesRoutes(app: FastifyInstance) {
  const service = maturitiesService(app.database.db);
  route(app, maturityRoutes.classes, () => service.classes());
  route(app, maturityRoutes.list, (request) => service.list(principalOf(request), request.params.id));
  route(app, maturityRoutes.create, (request) =>
    service.create(principalOf(request), request.params.id, request.body),
  );
  route(app, maturityRoutes.update, (request) =>
    service.update(principalOf(request), request.params.id, request.params.maturityId, request.body),
  );
  route(app, maturityRoutes.remove, (request) =>
    service.remove(principalOf(request), request.params.id, request.params.maturityId),
  );
}
