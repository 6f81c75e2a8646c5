import {
  createMaturitySchema,
  maturityClassSchema,
  maturitySchema,
  updateMaturitySchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVersions } from '../../lib/api-versions.js';
import { errorResponses, errorResponsesWithConflict, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { maturitiesService } from './maturities.service.js';

const tags = ['maturities'];

/** Maturity of a requirement per class, Current and Target, levels 1-6 (spec §3, §7). */
export async function maturitiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = maturitiesService(app.database.db);

  for (const version of ['v1', 'v2']) {
    r.get(
      `/${version}/maturities/classes`,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'The maturity classes',
          response: { 200: z.array(maturityClassSchema), ...errorResponses },
        },
      },
      () => service.classes(),
    );
  }
  for (const { url, params } of bothVersions('/requirements/:id/maturities')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: "The requirement's maturities",
          params,
          response: { 200: z.array(maturitySchema), ...errorResponses },
        },
      },
      (request) => service.list(principalOf(request), request.params.id),
    );
    r.post(
      url,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: 'Add a maturity { classId, level, comment }; one per class (409 on a second)',
          params,
          body: createMaturitySchema,
          response: { 201: maturitySchema, ...errorResponsesWithConflict },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.create(principalOf(request), request.params.id, request.body)),
    );
  }
  for (const { url, params } of bothVersions('/requirements/:id/maturities/:maturityId', ['maturityId'])) {
    r.put(
      url,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: 'Change a maturity; fields left out keep their value',
          params,
          body: updateMaturitySchema,
          response: { 200: maturitySchema, ...errorResponsesWithConflict },
        },
      },
      (request) =>
        service.update(principalOf(request), request.params.id, request.params.maturityId, request.body),
    );
    r.delete(
      url,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: 'Delete a maturity',
          params,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await service.remove(principalOf(request), request.params.id, request.params.maturityId);
        return reply.code(204).send(null);
      },
    );
  }
}
