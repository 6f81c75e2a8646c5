import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  MAPPING_IMPORT_MAX_BYTES,
  mappingCollectionsSchema,
  mappingCreateSchema,
  mappingExportQuerySchema,
  mappingIdParamSchema,
  mappingImportResultSchema,
  mappingSchema,
  mappingsQuerySchema,
  mappingsSchema,
  mappingUpdateSchema,
  requirementMappingsSchema,
  v2IdParamSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/downloads.js';
import { errorResponses, errorResponsesWithConflict, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { readUpload, uploadLimits } from '../files/files.upload.js';
import { mappingsImportService } from './mappings.import.service.js';
import { mappingsService } from './mappings.service.js';

const tags = ['mappings'];

/**
 * Mappings between specifications' requirements (issue 15): crosswalks, imported from OSCAL
 * mapping-collections or CSV, or made by people in the requirement view. Readers read; users and
 * administrators write, as with a requirement's other links.
 */
export async function mappingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = mappingsService(app.database.db);
  const imports = mappingsImportService(app.database.db);

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
  r.get(
    '/v2/mappings',
    {
      config: readAccess,
      schema: {
        tags,
        summary: "The mappings from one specification's requirements (?source=) to another's (?target=)",
        querystring: mappingsQuerySchema,
        response: { 200: mappingsSchema, ...errorResponses },
      },
    },
    (request) => service.list(principalOf(request), request.query),
  );
  r.post(
    '/v2/mappings',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: 'Map a source requirement to a target requirement (made by a person: origin `manual`)',
        body: mappingCreateSchema,
        response: { 201: mappingSchema, ...errorResponsesWithConflict },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(principalOf(request), request.body)),
  );
  r.get(
    '/v2/mappings/collections',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'The imported OSCAL mapping-collections, with the maps waiting for a catalog not imported',
        response: { 200: mappingCollectionsSchema, ...errorResponses },
      },
    },
    (request) => service.collections(principalOf(request)),
  );
  r.get(
    '/v2/mappings/export',
    {
      config: readAccess,
      schema: {
        tags,
        summary:
          'Download the mappings from one specification to another (?format=oscal-json: a mapping-collection; csv)',
        querystring: mappingExportQuerySchema,
        response: {
          200: z.string().describe('The OSCAL mapping-collection (JSON) or the CSV'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      sendDownload(reply, await service.export(principalOf(request), request.query));
      return reply;
    },
  );
  r.get(
    '/v2/mappings/:id',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'One mapping',
        params: mappingIdParamSchema,
        response: { 200: mappingSchema, ...errorResponses },
      },
    },
    (request) => service.get(principalOf(request), request.params.id),
  );
  r.put(
    '/v2/mappings/:id',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: "Change a mapping's relationship, strength and rationale",
        params: mappingIdParamSchema,
        body: mappingUpdateSchema,
        response: { 200: mappingSchema, ...errorResponses },
      },
    },
    (request) => service.update(principalOf(request), request.params.id, request.body),
  );
  r.delete(
    '/v2/mappings/:id',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: 'Remove a mapping',
        params: mappingIdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  // Multipart only here, in a scope of its own, with the import's size limit.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { ...uploadLimits, fileSize: MAPPING_IMPORT_MAX_BYTES } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v2/mappings/import',
      {
        config: writeAccess,
        bodyLimit: MAPPING_IMPORT_MAX_BYTES + 1024 * 1024,
        schema: {
          tags,
          summary:
            'Import an OSCAL mapping-collection (JSON) or CSV (source_spec,source_code,target_spec,target_code,relationship,strength,rationale): multipart, field `file`; the same collection again replaces its imported mappings',
          consumes: ['multipart/form-data'],
          response: {
            200: mappingImportResultSchema,
            413: errorBodySchema,
            415: errorBodySchema,
            ...errorResponses,
          },
        },
      },
      async (request) =>
        imports.import(principalOf(request), await readUpload(request, MAPPING_IMPORT_MAX_BYTES)),
    );
  });
}
