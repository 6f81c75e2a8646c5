import {
  createDocumentationSchema,
  documentationClassSchema,
  documentationIdsV1QuerySchema,
  documentationIdsV2QuerySchema,
  documentationV1ParamSchema,
  documentationV1Schema,
  documentationV2ParamSchema,
  documentationV2Schema,
  errorBodySchema,
  saveDocumentationSchema,
  saveDocumentationV1Schema,
  v1IdParamSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorResponsesWithConflict, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { documentationService } from './documentation.service.js';

const tags = ['documentation'];
/** Editor HTML may carry inline base64 images, well beyond the app's 1 MB JSON limit. */
const WRITE_BODY_LIMIT = 12 * 1024 * 1024;
const savedV2 = {
  200: documentationV2Schema,
  201: documentationV2Schema,
  413: errorBodySchema,
  ...errorResponsesWithConflict,
};

/**
 * Documentation of items and executions (spec §7): v1 paths address items by legacy id and answer the v1
 * shape (`content`); v2 paths by id and answer `properties.content`. Every path below ends in a literal
 * segment, so none competes with the items module's `/{category}/{id}` routes.
 */
export async function documentationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = documentationService(app.database.db);

  r.get(
    '/v1/documentation/classes',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'The documentation classes',
        response: { 200: z.array(documentationClassSchema), ...errorResponses },
      },
    },
    () => service.classes(),
  );
  for (const prefix of ['v1', 'v2']) {
    r.get(
      `/${prefix}/:category/:id/documentation`,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'Documentation of an item by its legacy id (v1 shape)',
          params: documentationV1ParamSchema,
          response: { 200: z.array(documentationV1Schema), ...errorResponses },
        },
      },
      (request) => service.listV1(principalOf(request), request.params),
    );
  }
  r.put(
    '/v1/:category/:id/documentation',
    {
      config: writeAccess,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Save an item's internal documentation: the HTML as a JSON string (class Description) or { class, purpose, content }",
        params: documentationV1ParamSchema,
        body: saveDocumentationV1Schema,
        response: { 200: documentationV1Schema, 413: errorBodySchema, ...errorResponsesWithConflict },
      },
    },
    (request) => service.saveV1(principalOf(request), request.params, request.body),
  );
  r.get(
    '/v2/:category/:id/documentations',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'Documentation of an item by its id',
        params: documentationV2ParamSchema,
        response: { 200: z.array(documentationV2Schema), ...errorResponses },
      },
    },
    (request) => service.listV2(principalOf(request), request.params),
  );
  r.post(
    '/v2/:category/:id/documentations',
    {
      config: writeAccess,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: {
        tags,
        summary: "Save an item's internal documentation of a class (201 when created, 200 when replaced)",
        params: documentationV2ParamSchema,
        body: saveDocumentationSchema,
        response: savedV2,
      },
    },
    async (request, reply) => {
      const { created, documentation } = await service.saveV2(
        principalOf(request),
        request.params,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(documentation);
    },
  );
  r.post(
    '/v2/Documentations',
    {
      config: writeAccess,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Save internal documentation for the item named in the body (documentType, itemId: id or legacy id)',
        body: createDocumentationSchema,
        response: savedV2,
      },
    },
    async (request, reply) => {
      const { created, documentation } = await service.saveFromBody(principalOf(request), request.body);
      return reply.code(created ? 201 : 200).send(documentation);
    },
  );
  r.get(
    '/v2/documentations',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'Documentation of several items or requirements by their ids (?ids=a,b)',
        querystring: documentationIdsV2QuerySchema,
        response: { 200: z.array(documentationV2Schema), ...errorResponses },
      },
    },
    (request) => service.listOfItemsV2(principalOf(request), request.query),
  );
  r.get(
    '/v2/documentation',
    {
      config: readAccess,
      schema: {
        tags,
        summary:
          'Documentation of several items, or requirements with documentType=Requirements, by their legacy ids (?ids=1,2; v1 shape)',
        querystring: documentationIdsV1QuerySchema,
        response: { 200: z.array(documentationV1Schema), ...errorResponses },
      },
    },
    (request) => service.listOfItemsV1(principalOf(request), request.query),
  );
  r.delete(
    '/v2/Documentations/:id',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: 'Delete internal documentation by its id or legacy id',
        params: v1IdParamSchema,
        response: { 204: z.null(), ...errorResponsesWithConflict },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
