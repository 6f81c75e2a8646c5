import { libraryRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { libraryService } from './library.service.js';

/** The library of shipped catalogs and baselines: everyone who reads specifications browses it. */
export async function libraryRoutes(app: FastifyInstance) {
  const service = libraryService(app.database.db);
  route(app, routes.list, (request) => service.list(principalOf(request)));
  route(app, routes.add, async (request, reply) => {
    const { created, specification } = await service.add(principalOf(request), request.params.entry);
    return reply.code(created ? 201 : 200).send(specification);
  });
}
