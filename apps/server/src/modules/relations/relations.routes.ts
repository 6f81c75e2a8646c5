import {
  type ItemCategory,
  itemCategories,
  relationBodySchema,
  relationSchema,
  relationsSchema,
  stringRefSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVersions } from '../../lib/api-versions.js';
import { errorResponses, errorResponsesWithConflict, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { relationsService } from './relations.service.js';

const tags = ['relations'];
const pairParams = z.object({ id: stringRefSchema, otherId: stringRefSchema }).strict();

/**
 * Spec §7 Relations: `/v1/Assets/{id}/{category}/{otherId}` and `/v1/{category}/{id}/Assets/{otherId}` for every
 * register, so that a forbidden pair answers 400 with the rule rather than 404; issue 16's links of a risk
 * scenario the same way through `/v1/Threats/{id}/{category}/{otherId}` and `/v1/{category}/{id}/Threats/{otherId}`.
 */
const pairs = [
  ...new Map(
    (['Assets', 'Threats'] as const).flatMap((hub) =>
      itemCategories.flatMap((c): [string, [ItemCategory, ItemCategory]][] => [
        [`${hub}/${c}`, [hub, c]],
        [`${c}/${hub}`, [c, hub]],
      ]),
    ),
  ).values(),
];

export async function relationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = relationsService(app.database.db);

  for (const register of itemCategories) {
    for (const { url, params } of bothVersions(`/${register}/:id/relations`)) {
      r.get(
        url,
        {
          config: readAccess,
          schema: {
            tags,
            summary: `The connection sections of one of the ${register}, with the related items`,
            params,
            response: { 200: relationsSchema, ...errorResponses },
          },
        },
        (request) => service.relationsOf(principalOf(request), register, request.params.id),
      );
    }
  }

  for (const [first, second] of pairs) {
    const url = `/v1/${first}/:id/${second}/:otherId`;
    const ends = (params: z.output<typeof pairParams>) =>
      [
        { register: first, ref: params.id },
        { register: second, ref: params.otherId },
      ] as const;
    r.post(
      url,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: `Connect ${first} and ${second} (spec §4 decides which pairs may be connected)`,
          params: pairParams,
          // The spec's calls send a body; a bare POST (no body at all) is as good.
          body: relationBodySchema.nullish(),
          response: { 201: relationSchema, ...errorResponsesWithConflict },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.connect(principalOf(request), ...ends(request.params), request.body)),
    );
    r.delete(
      url,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: `Remove the connection between ${first} and ${second}`,
          params: pairParams,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await service.disconnect(principalOf(request), ...ends(request.params));
        return reply.code(204).send(null);
      },
    );
  }
}
