import { workRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { dashboardService } from './dashboard.service.js';

/** The dashboard at the top of /praxis: one request, a fixed number of set-based queries. */
export async function dashboardRoutes(app: FastifyInstance) {
  const service = dashboardService(app.database.db, app.clock);
  route(app, workRoutes.dashboard, (request) => service.get(principalOf(request)));
}
