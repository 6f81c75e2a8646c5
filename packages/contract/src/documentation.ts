import { z } from 'zod';
import { refSchema, stringRefSchema, toItemCategory } from './items.js';
import { documentationOwnerCategories } from './registers.js';

/** Server-provided documentation classes, in the order the editor offers them. */
export const documentationClasses = [
  'Definition',
  'Instruction',
  'Implementation',
  'Description',
  'Guidance',
] as const;
export type DocumentationClass = (typeof documentationClasses)[number];

/** `authoritative` comes from a specification and is read-only; `internal` is the company's own. */
export const documentationPurposes = ['authoritative', 'internal'] as const;
export type DocumentationPurpose = (typeof documentationPurposes)[number];

/** The class a v1 save uses when its body is only the text. */
export const DEFAULT_DOCUMENTATION_CLASS: DocumentationClass = 'Description';

/** Longest stored HTML: editor images may be inline base64, so a page can be large. */
export const DOCUMENTATION_MAX_CHARS = 10_000_000;

export const documentationClassSchema = z.object({
  id: z.number().int(),
  name: z.enum(documentationClasses),
  displayName: z.string(),
});
export type DocumentationClassInfo = z.infer<typeof documentationClassSchema>;

const common = {
  itemType: z.enum(documentationOwnerCategories),
  class: documentationClassSchema,
  purpose: z.enum(documentationPurposes),
  updatedAt: z.string(),
};

/** v1: legacy ids, the HTML as `content`. */
export const documentationV1Schema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  ...common,
  content: z.string().nullable(),
});
export type DocumentationV1 = z.infer<typeof documentationV1Schema>;

/** v2: ids, the HTML in `properties.content`. */
export const documentationV2Schema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  itemId: z.uuid(),
  itemLegacyId: z.number().int(),
  ...common,
  properties: z.object({ content: z.string().nullable() }),
});
export type DocumentationV2 = z.infer<typeof documentationV2Schema>;

const classMessage = `must be one of ${documentationClasses.join(', ')}`;
const className = z.preprocess(
  (v) =>
    typeof v === 'string' ? (documentationClasses.find((c) => c.toLowerCase() === v.toLowerCase()) ?? v) : v,
  z.enum(documentationClasses, { error: classMessage }),
);
const content = z.string().max(DOCUMENTATION_MAX_CHARS).nullable();

/**
 * Saves the item's documentation of a class: one internal documentation per item and class, created on the
 * first save and replaced by later ones (the editor autosaves). `purpose` may be left out; `authoritative`
 * is refused with 403.
 */
export const saveDocumentationSchema = z
  .object({
    class: className,
    purpose: z
      .enum(documentationPurposes, { error: "must be 'internal' or 'authoritative'" })
      .default('internal'),
    content,
  })
  .strict();
export type SaveDocumentation = z.infer<typeof saveDocumentationSchema>;

/** PUT /v1/{category}/{id}/documentation: the HTML as a JSON string, or the save body with a class. */
export const saveDocumentationV1Schema = z.union([content, saveDocumentationSchema], {
  error: 'must be the HTML text as a JSON string, or { class, purpose, content }',
});
export type SaveDocumentationV1 = z.infer<typeof saveDocumentationV1Schema>;

/** A documentation owner as a path or body names it: a register in any letter case, or `Requirements`. */
export const itemCategoryParam = z.preprocess(
  (v) =>
    typeof v === 'string' ? (toItemCategory(v) ?? (/^requirements?$/i.test(v) ? 'Requirements' : v)) : v,
  z.enum(documentationOwnerCategories, {
    error: `must be one of ${documentationOwnerCategories.join(', ')}`,
  }),
);

/**
 * POST /v2/Documentations: the save body with the item it belongs to. API version 1 names the item by its
 * legacy id, so `itemId` is either id, as a number or as text.
 */
export const createDocumentationSchema = saveDocumentationSchema
  .extend({ documentType: itemCategoryParam, itemId: refSchema })
  .strict();
export type CreateDocumentation = z.infer<typeof createDocumentationSchema>;

export const documentationV1ParamSchema = z
  .object({ category: itemCategoryParam, id: stringRefSchema })
  .strict();
export const documentationV2ParamSchema = z.object({ category: itemCategoryParam, id: z.uuid() }).strict();

const MAX_IDS = 100;
const splitIds = (v: unknown) => {
  const list = typeof v === 'string' ? v.split(',') : v;
  return Array.isArray(list) ? list.map((s) => (typeof s === 'string' ? s.trim() : s)) : list;
};
/**
 * `?ids=a,b` or `?ids=a&ids=b`: the items or requirements whose documentation to read, at most 100.
 * Legacy ids are numbered per table, so `documentType` says which owners they name: `Requirements`, or a
 * register; without it they name items of any register (and UUIDs items or requirements).
 */
const idList = <T extends z.ZodType>(id: T) =>
  z
    .object({
      ids: z.preprocess(
        splitIds,
        z.array(id).min(1, 'name at least one id').max(MAX_IDS, `at most ${MAX_IDS} ids`),
      ),
      documentType: itemCategoryParam.optional(),
    })
    .strict();
export const documentationIdsV1QuerySchema = idList(stringRefSchema);
export const documentationIdsV2QuerySchema = idList(z.uuid());
