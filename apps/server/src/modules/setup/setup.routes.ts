import rateLimit from '@fastify/rate-limit';
import { setupRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/routes.js';
import type { SetupService } from './setup.service.js';

export async function setupRoutes(app: FastifyInstance, opts: { setup: SetupService }) {
  // Registered in this plugin's own scope, so the route's own limit applies to these routes only.
  await app.register(rateLimit, { global: false });
  route(app, routes.setUp, (request) => opts.setup.setUp(request.body));
}
