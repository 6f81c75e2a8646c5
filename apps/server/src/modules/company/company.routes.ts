import { scheduleRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { companyService } from './company.service.js';

/** The company's settings: the time zone its days are counted in. */
export async function companyRoutes(app: FastifyInstance) {
  const service = companyService(app.database.db);
  route(app, scheduleRoutes.settings, (request) => service.settings(principalOf(request)));
  route(app, scheduleRoutes.updateSettings, (request) =>
    service.updateSettings(principalOf(request), request.body),
  );
}
