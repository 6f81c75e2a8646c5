import {
  creatableCategories,
  createExecutionSchema,
  createItemSchemas,
  filterParameterSchema,
  itemCategories,
  itemListQuerySchema,
  itemPageSchema,
  itemSchema,
  nextNameSchema,
  savedFiltersSchema,
  singularOf,
  updateItemSchemas,
  v1IdParamSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVersions } from '../../lib/api-versions.js';
import { plainOkSerializer } from '../../lib/plain-json.js';
import { errorResponses, errorResponsesWithConflict, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { itemsService } from './items.service.js';

const tags = ['items'];

/** The toolbox registers (DESIGN §5): the same calls for every register, generated from one list. */
export async function itemsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = itemsService(app.database.db);

  for (const register of itemCategories) {
    const singular = singularOf(register);
    for (const version of ['v1', 'v2']) {
      r.get(
        `/${version}/${register}`,
        {
          config: readAccess,
          // The hottest read: zod's serializer would validate and copy every item of the page once more.
          serializerCompiler: plainOkSerializer,
          schema: {
            tags,
            summary: `A page of ${register} in number order; filter=<parameter>:<value>, page, pageSize (or limit)`,
            querystring: itemListQuerySchema,
            response: { 200: itemPageSchema, ...errorResponses },
          },
        },
        (request) => service.list(principalOf(request), register, request.query),
      );
    }
    for (const { url, params } of bothVersions(`/${register}/:id`)) {
      r.get(
        url,
        {
          config: readAccess,
          schema: {
            tags,
            summary: `One ${singular}`,
            params,
            response: { 200: itemSchema, ...errorResponses },
          },
        },
        (request) => service.get(principalOf(request), register, request.params.id),
      );
    }
    r.delete(
      `/v1/${register}/:id`,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: `Delete a ${singular} with its relations, assignments, checkpoints and documentation`,
          params: v1IdParamSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await service.remove(principalOf(request), register, request.params.id);
        return reply.code(204).send(null);
      },
    );
    r.get(
      `/v1/${register}/filter-parameters`,
      {
        config: readAccess,
        schema: {
          tags,
          summary: `The filter parameters of ${register}; active when in the caller's saved filters`,
          response: { 200: z.array(filterParameterSchema), ...errorResponses },
        },
      },
      (request) => service.filterParameters(principalOf(request), register),
    );
    r.get(
      `/v1/${register}/filters`,
      {
        config: readAccess,
        schema: {
          tags,
          summary: `The caller's saved filters for ${register}`,
          response: { 200: savedFiltersSchema, ...errorResponses },
        },
      },
      (request) => service.savedFilters(principalOf(request), register),
    );
    r.put(
      `/v1/${register}/filters`,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: `Save the caller's filters for ${register}`,
          body: savedFiltersSchema,
          response: { 200: savedFiltersSchema, ...errorResponses },
        },
      },
      (request) => service.saveFilters(principalOf(request), register, request.body),
    );
  }

  for (const register of creatableCategories) {
    const singular = singularOf(register);
    r.post(
      `/v1/${register}`,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: `Create a ${singular}; an empty name gets the generated one (${singular}-N)`,
          body: createItemSchemas[register],
          response: { 201: itemSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.create(principalOf(request), register, request.body)),
    );
    r.put(
      `/v1/${register}`,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: `Update a ${singular} (the fields given; an empty name gets the generated one)`,
          body: updateItemSchemas[register],
          response: { 200: itemSchema, ...errorResponses },
        },
      },
      (request) => service.update(principalOf(request), register, request.body),
    );
    r.get(
      `/v1/${register}/next-name`,
      {
        config: readAccess,
        schema: {
          tags,
          summary: `The name a new ${singular} with an empty name would get`,
          response: { 200: nextNameSchema, ...errorResponses },
        },
      },
      (request) => service.nextName(principalOf(request), register),
    );
  }

  r.post(
    '/v1/Controls/:id/Executions',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: 'Execute a control on an asset (itemId: the asset, as a string)',
        params: v1IdParamSchema,
        body: createExecutionSchema,
        response: { 201: itemSchema, ...errorResponsesWithConflict },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createExecution(principalOf(request), request.params.id, request.body)),
  );
  for (const { url, params } of bothVersions('/Controls/:id/executions')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'The executions of a control',
          params,
          response: { 200: z.array(itemSchema), ...errorResponses },
        },
      },
      (request) => service.executionsOfControl(principalOf(request), request.params.id),
    );
  }
}
