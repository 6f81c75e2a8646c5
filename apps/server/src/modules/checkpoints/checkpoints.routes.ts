import { checkpointsSchema, type DocumentationOwnerCategory, putCheckpointsSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bothVersions } from '../../lib/api-versions.js';
import { errorResponses, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { checkpointsService } from './checkpoints.service.js';

/** Every owner spec §7 gives checkpoint calls, with the path, tag and summary the API document has for it. */
const owners: { category: DocumentationOwnerCategory; path: string; tag: string; summary: string }[] = [
  {
    category: 'Executions',
    path: '/Executions',
    tag: 'checkpoints',
    summary: 'The checkpoint dates of an execution',
  },
  {
    category: 'Requirements',
    path: '/requirements',
    tag: 'requirements',
    summary: "The requirement's own checkpoint dates",
  },
];

/** The deadline, implementation and expiry dates of an owner (spec §3, §7). */
export async function checkpointsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = checkpointsService(app.database.db);
  for (const { category, path, tag, summary } of owners) {
    for (const { url, params } of bothVersions(`${path}/:id/checkpoints`)) {
      r.get(
        url,
        {
          config: readAccess,
          schema: {
            tags: [tag],
            summary,
            params,
            response: { 200: checkpointsSchema, ...errorResponses },
          },
        },
        (request) => service.get(principalOf(request), category, request.params.id),
      );
      r.put(
        url,
        {
          config: writeAccess,
          schema: {
            tags: [tag],
            summary: 'Set checkpoint dates (YYYY-MM-DD); a date left out is kept, null clears it',
            params,
            body: putCheckpointsSchema,
            response: { 200: checkpointsSchema, ...errorResponses },
          },
        },
        (request) => service.save(principalOf(request), category, request.params.id, request.body),
      );
    }
  }
}
