import { requirementMappingsSchema, v2IdParamSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, readAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { mappingsService } from './mappings.service.js';

const tags = ['mappings'];

/** Mappings between specifications' requirements (issue 15): crosswalks, imported or made by people. */
export async function mappingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = mappingsService(app.database.db);

  r.get(
    '/v2/requirements/:id/mappings',
    {
      config: readAccess,
      schema: {
        tags,
        summary: "The requirement's mappings, both those from it (direction `to`) and those to it (`from`)",
        params: v2IdParamSchema,
        response: { 200: requirementMappingsSchema, ...errorResponses },
      },
    },
    (request) => service.ofRequirement(principalOf(request), request.params.id),
  );
}
