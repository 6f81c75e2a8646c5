import { requirementRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../lib/principal.js';
import { route } from '../lib/routes.js';
import { specificationParametersService } from '../modules/specifications/specifications.parameters.service.js';
import { requirementsWithView } from './requirement-view.js';

/**
 * One requirement and its links: text, applicability, controls and suggestions, relations to assets, products,
 * threats and treatments. Maturities live in their own module; checkpoints, assignments and documentation are
 * the shared owner modules' calls for requirements.
 */
export async function requirementsRoutes(app: FastifyInstance) {
  const service = requirementsWithView(app.database.db);
  route(app, routes.get, (request) => service.get(principalOf(request), request.params.id));
  route(app, routes.view, (request) => service.view(principalOf(request), request.params.id));
  route(app, routes.applicability, (request) =>
    service.applicability(principalOf(request), request.params.id),
  );
  route(app, routes.putApplicability, (request) =>
    service.putApplicability(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.controls, (request) => service.controls(principalOf(request), request.params.id));
  route(app, routes.linkControl, (request) =>
    service.linkControl(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.unlinkControl, (request) =>
    service.unlinkControl(principalOf(request), request.params.id, request.params.controlId),
  );
  route(app, routes.suggested, (request) =>
    service.suggested(principalOf(request), request.params.id, request.query.filter),
  );
  const parameters = specificationParametersService(app.database.db);
  route(app, routes.parameters, (request) => parameters.list(principalOf(request), request.params.id));
  route(app, routes.putParameter, (request) =>
    parameters.put(principalOf(request), request.params.id, request.params.parameterId, request.body),
  );
  route(app, routes.deleteParameter, (request) =>
    parameters.clear(principalOf(request), request.params.id, request.params.parameterId),
  );
  route(app, routes.relations, (request) => service.relations(principalOf(request), request.params.id));
  for (const [relation, add] of [
    [routes.relate, true],
    [routes.unrelate, false],
  ] as const) {
    route(app, relation, (request) =>
      service.relate(
        principalOf(request),
        request.params.id,
        request.params.category,
        request.params.itemId,
        add,
      ),
    );
  }
}
