import { requirementMappedSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bothVersions } from '../../lib/api-versions.js';
import { errorResponses, readAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { projectionsService } from '../../views/specification-projections.js';

const tags = ['mappings'];

/**
 * Assess once, see everywhere (issue 15 §3): what mappings tell about requirements without an assessment.
 * A specification's projection and coverage are routes of the specifications, which share their kept trees
 * with them.
 */
export async function projectionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = projectionsService(app.database.db);

  for (const { url, params } of bothVersions('/requirements/:id/mapped')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary:
            'The requirements mapped to and from this one with their colour, maturity and relationship, and the colour projected onto it when it has no assessment of its own',
          params,
          response: { 200: requirementMappedSchema, ...errorResponses },
        },
      },
      (request) => service.mapped(principalOf(request), request.params.id),
    );
  }
}
