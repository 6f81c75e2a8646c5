import {
  createMaturitySchema,
  errorBodySchema,
  maturityClassSchema,
  maturitySchema,
  updateMaturitySchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVersions } from '../../lib/api-versions.js';
import { principalOf } from '../../plugins/auth.js';
import { maturitiesService } from './maturities.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['maturities'];
const read = { access: 'data:read' } as const;
const write = { access: 'data:write' } as const;

/** Maturity of a requirement per class, Current and Target, levels 1-6 (spec §3, §7). */
export async function maturitiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = maturitiesService(app.database.db);

  for (const version of ['v1', 'v2']) {
    r.get(
      `/${version}/maturities/classes`,
      {
        config: read,
        schema: {
          tags,
          summary: 'The maturity classes',
          response: { 200: z.array(maturityClassSchema), ...errors },
        },
      },
      () => service.classes(),
    );
  }
  for (const { url, params } of bothVersions('/requirements/:id/maturities')) {
    r.get(
      url,
      {
        config: read,
        schema: {
          tags,
          summary: "The requirement's maturities",
          params,
          response: { 200: z.array(maturitySchema), ...errors },
        },
      },
      (request) => service.list(principalOf(request), request.params.id),
    );
    r.post(
      url,
      {
        config: write,
        schema: {
          tags,
          summary: 'Add a maturity { classId, level, comment }; one per class (409 on a second)',
          params,
          body: createMaturitySchema,
          response: { 201: maturitySchema, 409: errorBodySchema, ...errors },
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
        config: write,
        schema: {
          tags,
          summary: 'Change a maturity; fields left out keep their value',
          params,
          body: updateMaturitySchema,
          response: { 200: maturitySchema, 409: errorBodySchema, ...errors },
        },
      },
      (request) =>
        service.update(principalOf(request), request.params.id, request.params.maturityId, request.body),
    );
    r.delete(
      url,
      {
        config: write,
        schema: {
          tags,
          summary: 'Delete a maturity',
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(principalOf(request), request.params.id, request.params.maturityId);
        return reply.code(204).send(null);
      },
    );
  }
}
