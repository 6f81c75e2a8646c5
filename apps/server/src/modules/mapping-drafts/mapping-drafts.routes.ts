import { createMappingDraftsSchema, mappingDraftsSchema, v2IdParamSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVersions } from '../../lib/api-versions.js';
import { errorResponses, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { mappingDraftsService } from './mapping-drafts.service.js';

const tags = ['mappings'];

/** 'Apply mapping': drafts of a target requirement copied from its sources, confirmed or discarded. */
export async function mappingDraftsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = mappingDraftsService(app.database.db);

  for (const { url, params } of bothVersions('/requirements/:id/mapping-drafts')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'The drafts copied from mapped sources that wait for a person to confirm or discard them',
          params,
          response: { 200: mappingDraftsSchema, ...errorResponses },
        },
      },
      (request) => service.list(principalOf(request), request.params.id),
    );
  }
  r.post(
    '/v2/requirements/:id/mapping-drafts',
    {
      config: writeAccess,
      schema: {
        tags,
        summary:
          "Apply mapping: copy the assessments (applicability, linked controls, maturity) of the chosen mappings' sources into drafts of this requirement; answers its drafts",
        params: v2IdParamSchema,
        body: createMappingDraftsSchema,
        response: { 201: mappingDraftsSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(principalOf(request), request.params.id, request.body)),
  );
  r.post(
    '/v2/mapping-drafts/:id/confirm',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: "Apply a draft to its target requirement and drop it; answers the target's drafts left",
        params: v2IdParamSchema,
        response: { 200: mappingDraftsSchema, ...errorResponses },
      },
    },
    (request) => service.confirm(principalOf(request), request.params.id),
  );
  r.delete(
    '/v2/mapping-drafts/:id',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: 'Discard a draft; its target stays as it was',
        params: v2IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.discard(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
