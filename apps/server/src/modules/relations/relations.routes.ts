import { itemRoutes, relationPairs, relationRoute, relationRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { ownerRoute, route } from '../../lib/routes.js';
import { relationsService } from './relations.service.js';

export async function relationsRoutes(app: FastifyInstance) {
  const service = relationsService(app.database.db);
  ownerRoute(
    app,
    itemRoutes.relations,
    (register) => (request) => service.relationsOf(principalOf(request), register, request.params.id),
  );
  for (const [first, second] of relationPairs) {
    const ends = ({ id, otherId }: { id: string | number; otherId: string | number }) =>
      [
        { register: first, ref: id },
        { register: second, ref: otherId },
      ] as const;
    route(app, relationRoute(relationRoutes.connect, first, second), (request) =>
      service.connect(principalOf(request), ...ends(request.params), request.body),
    );
    route(app, relationRoute(relationRoutes.disconnect, first, second), (request) =>
      service.disconnect(principalOf(request), ...ends(request.params)),
    );
  }
}
