import { categoryRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { categoriesService } from './categories.service.js';

/** Categories, sub-categories and asset sub-classes of a register. */
export async function categoriesRoutes(app: FastifyInstance) {
  const service = categoriesService(app.database.db);
  route(app, routes.list, (request) => service.list(principalOf(request), request.params.category));
  route(app, routes.create, (request) =>
    service.create(principalOf(request), request.params.category, request.query.name),
  );
  route(app, routes.subCategories, (request) =>
    service.subCategories(principalOf(request), request.params.category, request.query.assetCategory),
  );
  route(app, routes.createSubCategory, (request) =>
    service.createSubCategory(principalOf(request), request.params.category, request.body),
  );
  route(app, routes.subClasses, (request) =>
    service.subClasses(principalOf(request), request.params.category, request.query.assetClass),
  );
  route(app, routes.createSubClass, (request) =>
    service.createSubClass(principalOf(request), request.params.category, request.body),
  );
}
