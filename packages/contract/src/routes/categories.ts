import { z } from 'zod';
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
} from '../categories.js';
import { defineRoute } from './route.js';

const common = { versions: [1], params: categoryKindParamSchema, tags: ['categories'] } as const;
const read = { ...common, method: 'GET', access: 'data:read' } as const;
const create = { ...common, method: 'POST', access: 'data:write', status: 201, refusals: [409] } as const;

/** Categories, sub-categories and asset sub-classes of a register. */
export const categoryRoutes = {
  list: defineRoute({
    ...read,
    path: '/Category/:category',
    response: z.array(categorySchema),
    summary: 'The categories of a register, each with its sub-categories',
  }),
  create: defineRoute({
    ...create,
    path: '/Category/:category',
    query: createCategoryQuerySchema,
    response: categorySchema,
    summary: 'Create a category (?name=, 1-100 characters, unique in the register)',
  }),
  subCategories: defineRoute({
    ...read,
    path: '/Category/:category/SubCategories',
    query: subCategoryQuerySchema,
    response: z.array(subCategorySchema),
    summary: 'The sub-categories of a register, optionally of one category (assetCategory)',
  }),
  createSubCategory: defineRoute({
    ...create,
    path: '/Category/:category/SubCategories',
    body: createSubCategorySchema,
    response: subCategorySchema,
    summary: 'Create a sub-category under a category (assetCategory)',
  }),
  subClasses: defineRoute({
    ...read,
    path: '/Category/:category/SubClasses',
    query: subClassQuerySchema,
    response: z.array(subClassSchema),
    summary: 'The sub-classes of the asset classes, optionally of one class (assetClass 1-4)',
  }),
  createSubClass: defineRoute({
    ...create,
    path: '/Category/:category/SubClasses',
    body: createSubClassSchema,
    response: subClassSchema,
    summary: 'Create a sub-class of an asset class',
  }),
};
