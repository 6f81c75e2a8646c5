import { dashboardSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, readAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { dashboardService } from './dashboard.service.js';

const tags = ['dashboard'];

/** The dashboard at the top of /praxis (issue 12 §5): one request, a fixed number of set-based queries. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = dashboardService(app.database.db);
  r.get(
    '/v2/dashboard',
    {
      config: readAccess,
      schema: {
        tags,
        summary:
          "The company's compliance at a glance: green share per specification, overdue and expiring dates, evidence awaiting review, the people with the most overdue work (not for Readers)",
        response: { 200: dashboardSchema, ...errorResponses },
      },
    },
    (request) => service.get(principalOf(request)),
  );
}
