import { checkpointsSchema, errorBodySchema, putCheckpointsSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bothVersions } from '../../lib/api-versions.js';
import { principalOf } from '../../plugins/auth.js';
import { checkpointsService } from './checkpoints.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['checkpoints'];

/** The deadline, implementation and expiry dates of an execution (spec §3, §7). */
export async function checkpointsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = checkpointsService(app.database.db);
  for (const { url, params } of bothVersions('/Executions/:id/checkpoints')) {
    r.get(
      url,
      {
        config: { access: 'data:read' },
        schema: {
          tags,
          summary: 'The checkpoint dates of an execution',
          params,
          response: { 200: checkpointsSchema, ...errors },
        },
      },
      (request) => service.get(principalOf(request), request.params.id),
    );
    r.put(
      url,
      {
        config: { access: 'data:write' },
        schema: {
          tags,
          summary: 'Set checkpoint dates (YYYY-MM-DD); a date left out is kept, null clears it',
          params,
          body: putCheckpointsSchema,
          response: { 200: checkpointsSchema, ...errors },
        },
      },
      (request) => service.save(principalOf(request), request.params.id, request.body),
    );
  }
}
