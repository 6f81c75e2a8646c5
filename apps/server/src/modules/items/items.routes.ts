import { creatableCategories, itemRoutes, itemWriteRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { plainOkSerializer } from '../../lib/plain-json.js';
import { principalOf } from '../../lib/principal.js';
import { ownerRoute, route } from '../../lib/routes.js';
import { itemsService } from './items.service.js';

/** The toolbox registers: the same calls for every register, generated from one list. */
export async function itemsRoutes(app: FastifyInstance) {
  const service = itemsService(app.database.db);
  ownerRoute(
    app,
    itemRoutes.list,
    (register) => (request) => service.list(principalOf(request), register, request.query),
    // The hottest read: zod's serializer would validate and copy every item of the page once more.
    { serializerCompiler: plainOkSerializer },
  );
  ownerRoute(
    app,
    itemRoutes.get,
    (register) => (request) => service.get(principalOf(request), register, request.params.id),
  );
  ownerRoute(
    app,
    itemRoutes.remove,
    (register) => (request) => service.remove(principalOf(request), register, request.params.id),
  );
  ownerRoute(
    app,
    itemRoutes.filterParameters,
    (register) => (request) => service.filterParameters(principalOf(request), register),
  );
  ownerRoute(
    app,
    itemRoutes.filters,
    (register) => (request) => service.savedFilters(principalOf(request), register),
  );
  ownerRoute(
    app,
    itemRoutes.saveFilters,
    (register) => (request) => service.saveFilters(principalOf(request), register, request.body),
  );
  for (const register of creatableCategories) {
    const { create, update } = itemWriteRoutes(register);
    route(app, create, (request) => service.create(principalOf(request), register, request.body));
    route(app, update, (request) => service.update(principalOf(request), register, request.body));
  }
  ownerRoute(
    app,
    itemRoutes.nextName,
    (register) => (request) => service.nextName(principalOf(request), register),
  );
  route(app, itemRoutes.createExecution, (request) =>
    service.createExecution(principalOf(request), request.params.id, request.body),
  );
  route(app, itemRoutes.executionsOfControl, (request) =>
    service.executionsOfControl(principalOf(request), request.params.id),
  );
}
