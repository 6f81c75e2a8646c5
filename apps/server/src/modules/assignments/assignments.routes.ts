import { assignmentOwnerCategories, assignmentSchema, putAssignmentSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVersions } from '../../lib/api-versions.js';
import { errorResponses, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { assignmentsService } from './assignments.service.js';

const tags = ['assignments'];

/** Who is responsible (type 0) and accountable (type 1) for an item of any register or a requirement (spec §7). */
export async function assignmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = assignmentsService(app.database.db, app.notifications);
  for (const register of assignmentOwnerCategories) {
    for (const { url, params } of bothVersions(`/${register}/:id/assignments`)) {
      r.get(
        url,
        {
          config: readAccess,
          schema: {
            tags,
            summary: `The assignments of one of the ${register}`,
            params,
            response: { 200: z.array(assignmentSchema), ...errorResponses },
          },
        },
        (request) => service.list(principalOf(request), register, request.params.id),
      );
      r.put(
        url,
        {
          config: writeAccess,
          schema: {
            tags,
            summary: `Assign a person of the company to one of the ${register} (userId null removes the assignment)`,
            params,
            body: putAssignmentSchema,
            response: { 200: z.array(assignmentSchema), ...errorResponses },
          },
        },
        (request) => service.put(principalOf(request), register, request.params.id, request.body),
      );
    }
  }
}
