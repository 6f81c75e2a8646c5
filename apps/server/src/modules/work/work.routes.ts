import { workListSchema, workQuerySchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, readAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { workService } from './work.service.js';

const tags = ['work'];

/** My work (issue 12 §4): what is assigned to the caller, most urgent first. Readers read their own too. */
export async function workRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = workService(app.database.db);
  r.get(
    '/v1/Me/work',
    {
      config: readAccess,
      schema: {
        tags,
        summary:
          'Everything the caller is responsible or accountable for, with the nearest date and its semaphore, overdue first',
        querystring: workQuerySchema,
        response: { 200: workListSchema, ...errorResponses },
      },
    },
    (request) => service.list(principalOf(request), request.query),
  );
}
