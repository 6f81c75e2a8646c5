import { accessTokenRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';

/** Personal access tokens: everyone manages their own; administrators see and revoke the company's. */
export async function accessTokensRoutes(app: FastifyInstance) {
  const { accessTokens: service } = app;
  route(app, routes.mine, (request) => service.listMine(principalOf(request)));
  route(app, routes.create, (request) => service.create(principalOf(request), request.body));
  route(app, routes.revokeMine, (request) => service.revokeMine(principalOf(request), request.params.id));
  route(app, routes.company, (request) => service.listCompany(principalOf(request)));
  route(app, routes.revokeInCompany, (request) =>
    service.revokeInCompany(principalOf(request), request.params.id),
  );
}
