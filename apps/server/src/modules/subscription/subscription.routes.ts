import { subscriptionRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { subscriptionService } from './subscription.service.js';

export async function subscriptionRoutes(app: FastifyInstance) {
  const service = subscriptionService(app.database.db, { onAccountsChanged: app.accounts.changed });
  route(app, routes.services.get, (request) => service.services(principalOf(request)));
  route(app, routes.services.put, (request) => service.saveServices(principalOf(request), request.body));
  route(app, routes.contactInfo.get, (request) => service.contactInfo(principalOf(request)));
  route(app, routes.contactInfo.put, (request) =>
    service.saveContactInfo(principalOf(request), request.body),
  );
  route(app, routes.googleCloud.get, (request) => service.googleCloud(principalOf(request)));
  route(app, routes.googleCloud.put, (request) =>
    service.saveGoogleCloud(principalOf(request), request.body),
  );
  route(app, routes.azure.get, (request) => service.azure(principalOf(request)));
  route(app, routes.azure.put, (request) => service.saveAzure(principalOf(request), request.body));
  route(app, routes.environments, (request) => service.environments(principalOf(request)));
  route(app, routes.createEnvironment, (request) =>
    service.createEnvironment(principalOf(request), request.body),
  );
  route(app, routes.updateEnvironment, (request) =>
    service.updateEnvironment(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.deleteEnvironment, (request) =>
    service.deleteEnvironment(principalOf(request), request.params.id),
  );
  route(app, routes.administrators, (request) => service.administrators(principalOf(request)));
}
