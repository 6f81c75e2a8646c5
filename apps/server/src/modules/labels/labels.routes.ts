import {
  documentationOwnerCategories,
  labelIdParamSchema,
  labelInputSchema,
  labelSchema,
  ownerLabelsSchema,
  putOwnerLabelsSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVersions } from '../../lib/api-versions.js';
import { errorResponses, errorResponsesWithConflict, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { labelsService } from './labels.service.js';

const tags = ['labels'];
const adminAccess = { access: 'company:admin' } as const;

/** Labels administrators define, and the labels users put on items of every register and on requirements. */
export async function labelsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = labelsService(app.database.db);

  r.get(
    '/v1/Labels',
    {
      config: readAccess,
      schema: {
        tags,
        summary: "The company's labels, by name",
        response: { 200: z.array(labelSchema), ...errorResponses },
      },
    },
    (request) => service.list(principalOf(request)),
  );
  r.post(
    '/v1/Labels',
    {
      config: adminAccess,
      schema: {
        tags,
        summary: 'Define a label (the name unique in the company in any letter case)',
        body: labelInputSchema,
        response: { 201: labelSchema, ...errorResponsesWithConflict },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(principalOf(request), request.body)),
  );
  r.put(
    '/v1/Labels/:id',
    {
      config: adminAccess,
      schema: {
        tags,
        summary: 'Rename or recolour a label',
        params: labelIdParamSchema,
        body: labelInputSchema,
        response: { 200: labelSchema, ...errorResponsesWithConflict },
      },
    },
    (request) => service.update(principalOf(request), request.params.id, request.body),
  );
  r.delete(
    '/v1/Labels/:id',
    {
      config: adminAccess,
      schema: {
        tags,
        summary: 'Delete a label; it comes off every item and requirement',
        params: labelIdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const category of documentationOwnerCategories) {
    for (const { url, params } of bothVersions(`/${category}/:id/labels`)) {
      r.get(
        url,
        {
          config: readAccess,
          schema: {
            tags,
            summary: `The labels on one of the ${category}`,
            params,
            response: { 200: ownerLabelsSchema, ...errorResponses },
          },
        },
        (request) => service.ofOwner(principalOf(request), category, request.params.id),
      );
      r.put(
        url,
        {
          config: writeAccess,
          schema: {
            tags,
            summary: `Replace the labels on one of the ${category}`,
            params,
            body: putOwnerLabelsSchema,
            response: { 200: ownerLabelsSchema, ...errorResponses },
          },
        },
        (request) => service.putOnOwner(principalOf(request), category, request.params.id, request.body),
      );
    }
  }
}
