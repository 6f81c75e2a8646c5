import { z } from 'zod';
import { refSchema, stringRefSchema, toItemCategory } from './items.js';
import { creatableCategories } from './registers.js';
import { formMessages } from './users.js';

/** The categories and sub-categories of the registers, and the asset classes' sub-classes. */

/** Names of categories, sub-categories and sub-classes: 1-100 characters. */
const categoryName = z.string().trim().min(1, formMessages.required).max(100);
export const categoryKindParamSchema = z
  .object({
    category: z.preprocess(
      (v) => (typeof v === 'string' ? (toItemCategory(v) ?? v) : v),
      z.enum(creatableCategories),
    ),
  })
  .strict();
export const createCategoryQuerySchema = z.object({ name: categoryName }).strict();
export const createSubClassSchema = z
  .object({ name: categoryName, assetClass: z.number().int().min(1).max(4) })
  .strict();
export const createSubCategorySchema = z.object({ name: categoryName, assetCategory: refSchema }).strict();
export const subClassQuerySchema = z
  .object({ assetClass: z.coerce.number().int().min(1).max(4).optional() })
  .strict();
export const subCategoryQuerySchema = z.object({ assetCategory: stringRefSchema.optional() }).strict();

export const subCategorySchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  name: z.string(),
  assetCategory: z.uuid(),
});
export const categorySchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  name: z.string(),
  subCategories: z.array(subCategorySchema),
});
export const subClassSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  name: z.string(),
  assetClass: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
export type SubCategory = z.infer<typeof subCategorySchema>;
export type SubClass = z.infer<typeof subClassSchema>;
