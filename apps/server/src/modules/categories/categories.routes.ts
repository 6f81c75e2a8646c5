import {
  categoryKindParamSchema,
  categorySchema,
  createCategoryQuerySchema,
  createSubCategorySchema,
  createSubClassSchema,
  subCategoryQuerySchema,
  subCategorySchema,
  subClassQuerySchema,
  subClassSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorResponsesWithConflict, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { categoriesService } from './categories.service.js';

const tags = ['categories'];
const params = categoryKindParamSchema;

/** Categories, sub-categories and asset sub-classes of a register (spec §7 Items). */
export async function categoriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = categoriesService(app.database.db);

  r.get(
    '/v1/Category/:category',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'The categories of a register, each with its sub-categories',
        params,
        response: { 200: z.array(categorySchema), ...errorResponses },
      },
    },
    (request) => service.list(principalOf(request), request.params.category),
  );
  r.post(
    '/v1/Category/:category',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: 'Create a category (?name=, 1-100 characters, unique in the register)',
        params,
        querystring: createCategoryQuerySchema,
        response: { 201: categorySchema, ...errorResponsesWithConflict },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(principalOf(request), request.params.category, request.query.name)),
  );
  r.get(
    '/v1/Category/:category/SubCategories',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'The sub-categories of a register, optionally of one category (assetCategory)',
        params,
        querystring: subCategoryQuerySchema,
        response: { 200: z.array(subCategorySchema), ...errorResponses },
      },
    },
    (request) =>
      service.subCategories(principalOf(request), request.params.category, request.query.assetCategory),
  );
  r.post(
    '/v1/Category/:category/SubCategories',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: 'Create a sub-category under a category (assetCategory)',
        params,
        body: createSubCategorySchema,
        response: { 201: subCategorySchema, ...errorResponsesWithConflict },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createSubCategory(principalOf(request), request.params.category, request.body)),
  );
  r.get(
    '/v1/Category/:category/SubClasses',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'The sub-classes of the asset classes, optionally of one class (assetClass 1-4)',
        params,
        querystring: subClassQuerySchema,
        response: { 200: z.array(subClassSchema), ...errorResponses },
      },
    },
    (request) => service.subClasses(principalOf(request), request.params.category, request.query.assetClass),
  );
  r.post(
    '/v1/Category/:category/SubClasses',
    {
      config: writeAccess,
      schema: {
        tags,
        summary: 'Create a sub-class of an asset class',
        params,
        body: createSubClassSchema,
        response: { 201: subClassSchema, ...errorResponsesWithConflict },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createSubClass(principalOf(request), request.params.category, request.body)),
  );
}
