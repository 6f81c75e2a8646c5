import { accessRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { accessesService } from './accesses.service.js';

/** `/system-configuration/accesses`: administrators see who has access and sign people out. */
export async function accessesRoutes(app: FastifyInstance) {
  const service = accessesService(app.database.db, {
    builtInProvider: !app.config.oidcIssuer,
    onAccountsChanged: app.accounts.changed,
  });
  route(app, accessRoutes.list, (request) => service.list(principalOf(request)));
  route(app, accessRoutes.signOutEverywhere, (request) =>
    service.signOutEverywhere(principalOf(request), request.params.id),
  );
}
