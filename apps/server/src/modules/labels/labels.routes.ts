import { labelRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { ownerRoute, route } from '../../lib/routes.js';
import { labelsService } from './labels.service.js';

/** Labels administrators define, and the labels users put on items of every register and on requirements. */
export async function labelsRoutes(app: FastifyInstance) {
  const service = labelsService(app.database.db);
  route(app, labelRoutes.list, (request) => service.list(principalOf(request)));
  route(app, labelRoutes.create, (request) => service.create(principalOf(request), request.body));
  route(app, labelRoutes.update, (request) =>
    service.update(principalOf(request), request.params.id, request.body),
  );
  route(app, labelRoutes.remove, (request) => service.remove(principalOf(request), request.params.id));
  ownerRoute(
    app,
    labelRoutes.ofOwner,
    (owner) => (request) => service.ofOwner(principalOf(request), owner, request.params.id),
  );
  ownerRoute(
    app,
    labelRoutes.putOnOwner,
    (owner) => (request) => service.putOnOwner(principalOf(request), owner, request.params.id, request.body),
  );
}
