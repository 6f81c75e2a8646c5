import { z } from 'zod';
import { optionalText, plainText } from './fields.js';
import { labelSchema } from './labels.js';
import {
  type CreatableCategory,
  type ItemCategory,
  itemCategories,
  registers,
  singularOf,
} from './registers.js';
import { riskLevels } from './risks.js';
import { formMessages } from './users.js';

const categoryByName = new Map<string, ItemCategory>(
  itemCategories.flatMap((c) => [
    [c.toLowerCase(), c],
    [singularOf(c).toLowerCase(), c],
  ]),
);
/** The register a path segment names, in any letter case, plural or singular ('assets', 'Asset'). */
export const toItemCategory = (name: string): ItemCategory | undefined =>
  categoryByName.get(name.toLowerCase());

/** `ASE-007`: the prefix and the number zero-padded to 3 digits, more when the number needs them. */
export const identifierOf = (category: ItemCategory, number: number) =>
  `${registers[category].prefix}-${String(number).padStart(3, '0')}`;

/** Fixed asset classes. */
export const assetClasses = [
  { id: 1, name: 'Business' },
  { id: 2, name: 'Technical' },
  { id: 3, name: 'Physical' },
  { id: 4, name: 'Organizational' },
] as const;

/** Assignment types: 0 responsible, 1 accountable. */
export const assignmentTypes = [0, 1] as const;

const MAX_LEGACY_ID = 2_147_483_647;
const REF_MESSAGE = 'Must be an id (UUID) or a legacy id (a positive whole number)';

const legacyIdDigits = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= MAX_LEGACY_ID);

/** A reference written as text (paths, and bodies that send ids as strings): a UUID or a legacy id's digits. */
export const stringRefSchema = z.union([z.uuid(), legacyIdDigits], { error: REF_MESSAGE });

/**
 * A reference to a row as v1 paths and bodies carry it: the legacy id (a whole number, also as digits in a
 * string) or the v2 id (a UUID), so a client on either API version can use the v1-only calls.
 */
export const refSchema = z.union([z.uuid(), z.number().int().min(1).max(MAX_LEGACY_ID), legacyIdDigits], {
  error: REF_MESSAGE,
});
export type Ref = z.output<typeof refSchema>;

export const v1IdParamSchema = z.object({ id: stringRefSchema }).strict();
export const v2IdParamSchema = z.object({ id: z.uuid() }).strict();

const itemName = z.string().trim().max(200);
/**
 * A name that, once given, may not be cleared: an update refuses an empty one rather than
 * renaming the item to a generated name behind the user's back.
 */
const keptName = (missing: string) => itemName.min(1, missing);
const scale = z.number().int().min(1).max(5);
const optionalRef = refSchema.nullable();

/** The class of a new asset; without it the answer is 'Class not selected'. */
const assetClass = z
  .number({ error: 'Class not selected' })
  .int('Class not selected')
  .min(1, 'Class not selected')
  .max(4, 'Class not selected');

/** The fields of the Causes, Origins and Risks registers: a name, a category and sub-category, what it is. */
const describedItem = {
  name: itemName,
  category: optionalRef,
  subCategory: optionalRef,
  definition: plainText(10_000),
};
const describedItemUpdatable = { name: true, category: true, subCategory: true, definition: true } as const;

/** Fields a user may set, per register, in a new item and in its update objects. */
const fields = {
  Assets: {
    name: itemName,
    class: assetClass,
    subClass: optionalRef,
    category: optionalRef,
    subCategory: optionalRef,
    definition: plainText(10_000),
    type: optionalText(100),
  },
  Products: {
    name: itemName,
    category: optionalRef,
    subCategory: optionalRef,
    /** The create-and-add form names the category this way. */
    productCategoryId: optionalRef,
  },
  Controls: {
    name: itemName,
    // A control's title is its reference: without one the message is 'Control reference not entered.'.
    title: z
      .string({ error: formMessages.controlReferenceMissing })
      .trim()
      .min(1, formMessages.controlReferenceMissing)
      .max(500),
    definition: plainText(10_000),
    instruction: plainText(10_000),
  },
  Threats: {
    name: itemName,
    title: optionalText(500),
    category: optionalRef,
    subCategory: optionalRef,
    threatCategoryId: optionalRef,
    /** The first names of the inherent rating; `inherentLikelihood` and `inherentConsequence` are the same. */
    likelihood: scale.nullable(),
    consequence: scale.nullable(),
    inherentLikelihood: scale.nullable(),
    inherentConsequence: scale.nullable(),
    residualLikelihood: scale.nullable(),
    residualConsequence: scale.nullable(),
  },
  Treatments: { name: itemName, category: optionalRef, subCategory: optionalRef },
  Causes: describedItem,
  Origins: describedItem,
  Risks: describedItem,
} satisfies Record<CreatableCategory, z.ZodRawShape>;

/** A create body: the register's fields, each optional except the `required` ones. */
function createSchemaOf<S extends z.ZodRawShape, M extends z.core.util.Mask<keyof S>>(
  shape: S,
  required: M & Record<Exclude<keyof M, keyof S>, never>,
) {
  const all = z.object(shape);
  // extend() replaces a field where it stands, so the order of the fields (and of a 400's details) is kept.
  return all.partial().extend(all.pick(required).shape).strict();
}

/** An update body: the item's id and the `updatable` fields of the register, each optional. */
function updateSchemaOf<S extends z.ZodRawShape, M extends z.core.util.Mask<keyof S>>(
  shape: S,
  updatable: M & Record<Exclude<keyof M, keyof S>, never>,
) {
  return z.object({ id: refSchema, ...z.object(shape).pick(updatable).partial().shape }).strict();
}

/** Required on create: an asset's class and a control's title; everything else may be left out. */
export const createItemSchemas = {
  Assets: createSchemaOf(fields.Assets, { class: true }),
  Products: createSchemaOf(fields.Products, {}),
  Controls: createSchemaOf(fields.Controls, { title: true }),
  Threats: createSchemaOf(fields.Threats, {}),
  Treatments: createSchemaOf(fields.Treatments, {}),
  Causes: createSchemaOf(fields.Causes, {}),
  Origins: createSchemaOf(fields.Origins, {}),
  Risks: createSchemaOf(fields.Risks, {}),
} satisfies Record<CreatableCategory, z.ZodType>;

/** What may change after creation: the update objects (controls keep their imported texts). */
export const updateItemSchemas = {
  Assets: updateSchemaOf(
    { ...fields.Assets, name: keptName(formMessages.assetNameMissing) },
    {
      name: true,
      class: true,
      subClass: true,
      category: true,
      subCategory: true,
      definition: true,
      type: true,
    },
  ),
  Products: updateSchemaOf(fields.Products, { name: true, category: true, subCategory: true }),
  Controls: updateSchemaOf(
    { ...fields.Controls, name: keptName(formMessages.controlNameMissing) },
    { name: true, title: true },
  ),
  Threats: updateSchemaOf(fields.Threats, {
    name: true,
    title: true,
    category: true,
    subCategory: true,
    likelihood: true,
    consequence: true,
    inherentLikelihood: true,
    inherentConsequence: true,
    residualLikelihood: true,
    residualConsequence: true,
  }),
  Treatments: updateSchemaOf(fields.Treatments, { name: true, category: true, subCategory: true }),
  Causes: updateSchemaOf(fields.Causes, describedItemUpdatable),
  Origins: updateSchemaOf(fields.Origins, describedItemUpdatable),
  Risks: updateSchemaOf(fields.Risks, describedItemUpdatable),
} satisfies Record<CreatableCategory, z.ZodType>;

type KeyOfAny<T> = T extends unknown ? keyof T : never;
/** A union of body types as one: every field any member has, optional, typed as the members that have it type it. */
type AnyOf<T> = { [K in KeyOfAny<T>]?: T extends unknown ? (K extends keyof T ? T[K] : never) : never };

/** A validated create body of any register, as code that serves every register (the service, the forms) takes it. */
export type ItemInput = AnyOf<z.infer<(typeof createItemSchemas)[CreatableCategory]>>;
type UpdateBody = z.infer<(typeof updateItemSchemas)[CreatableCategory]>;
/** A validated update body of any register: the item's id and the fields to change. */
export type ItemUpdate = AnyOf<UpdateBody> & Pick<UpdateBody, 'id'>;

const namedRefSchema = z.object({ id: z.uuid(), legacyId: z.number().int(), name: z.string() });
/** A rated risk: its score (likelihood × consequence, `level` on the wire) and the company's level of it. */
const riskSchema = z.object({ level: z.number().int(), band: z.enum(riskLevels) });
const isoDateOrNull = z.string().nullable();

export const checkpointsSchema = z.object({
  deadlineDate: isoDateOrNull,
  implementedDate: isoDateOrNull,
  expiresDate: isoDateOrNull,
});
export type Checkpoints = z.infer<typeof checkpointsSchema>;

/**
 * An item as every read answers it. Fields of other registers are left out: an asset carries class,
 * sub-class, category, sub-category, definition, type and its derived criticality; an execution its control,
 * asset and checkpoints.
 */
export const itemSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  itemCategory: z.enum(itemCategories),
  number: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  title: z.string().nullable().optional(),
  definition: z.string().nullable().optional(),
  instruction: z.string().nullable().optional(),
  class: z.number().int().nullable().optional(),
  className: z.string().nullable().optional(),
  subClass: namedRefSchema.nullable().optional(),
  category: namedRefSchema.nullable().optional(),
  subCategory: namedRefSchema.nullable().optional(),
  type: z.string().nullable().optional(),
  /**
   * Assets: the highest risk among linked risk scenarios, by their residual rating where they
   * have one and their inherent one otherwise; `source` says which scenario and which rating. Read-only.
   */
  criticality: riskSchema
    .extend({
      source: z.object({ threatId: z.uuid(), rating: z.enum(['inherent', 'residual']) }).optional(),
    })
    .nullable()
    .optional(),
  /** Threats: the inherent rating under the API's first names, and its risk as `riskLevel`. */
  likelihood: z.number().int().nullable().optional(),
  consequence: z.number().int().nullable().optional(),
  riskLevel: riskSchema.nullable().optional(),
  /** Threats: both ratings with their derived score and level (null while unrated). */
  inherentLikelihood: z.number().int().nullable().optional(),
  inherentConsequence: z.number().int().nullable().optional(),
  inherentScore: z.number().int().nullable().optional(),
  inherentLevel: z.enum(riskLevels).nullable().optional(),
  residualLikelihood: z.number().int().nullable().optional(),
  residualConsequence: z.number().int().nullable().optional(),
  residualScore: z.number().int().nullable().optional(),
  residualLevel: z.enum(riskLevels).nullable().optional(),
  controlId: z.uuid().nullable().optional(),
  controlLegacyId: z.number().int().nullable().optional(),
  /** Executions: the asset the control is executed on. */
  itemId: z.uuid().nullable().optional(),
  itemLegacyId: z.number().int().nullable().optional(),
  itemType: z.literal('Asset').optional(),
  /** Executions: the asset's name, or 'Asset not found' once it is deleted. */
  assetName: z.string().optional(),
  checkpoints: checkpointsSchema.optional(),
  /** The labels on the item, in name order. */
  labels: z.array(labelSchema),
});
export type Item = z.infer<typeof itemSchema>;

export const itemPageSchema = z.object({ data: z.array(itemSchema), hasMore: z.boolean() });
export type ItemPage = z.infer<typeof itemPageSchema>;

export const LIST_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const itemListQuerySchema = z
  .object({
    /** `<parameter>:<value>`, e.g. `Name:server`. */
    filter: z.string().max(300).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    /** The web app fetches control lists with `limit=100`; the same as pageSize. */
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .strict();
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;

export const savedFilterSchema = z
  .object({ parameter: z.string().trim().min(1).max(50), value: z.string().max(300) })
  .strict();
export const savedFiltersSchema = z.array(savedFilterSchema).max(20);
export type SavedFilter = z.infer<typeof savedFilterSchema>;
export const filterParameterSchema = z.object({ parameter: z.string(), active: z.boolean() });
export const nextNameSchema = z.object({ name: z.string() });

export const createExecutionSchema = z
  .object({
    controlId: refSchema.optional(),
    /** The asset, as a string: the calls send its id as text. */
    itemId: stringRefSchema,
    itemType: z.literal('Asset'),
  })
  .strict();
export type CreateExecution = z.infer<typeof createExecutionSchema>;

export const assignmentSchema = z.object({
  type: z.number().int(),
  userId: z.uuid(),
  user: z.object({
    userId: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const putAssignmentSchema = z
  .object({
    type: z.union([z.literal(0), z.literal(1)], { error: 'Must be 0 (responsible) or 1 (accountable)' }),
    userId: z.uuid().nullable(),
  })
  .strict();
export type PutAssignment = z.infer<typeof putAssignmentSchema>;

/**
 * A checkpoint is a day: YYYY-MM-DD, or a timestamp of which the first 10 characters, its date as written,
 * are kept (`2027-01-15T10:00:00Z` is 15 January 2027).
 */
const checkpointDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], { error: 'Use the form YYYY-MM-DD' })
  .transform((value) => value.slice(0, 10))
  .nullable();
/** Every date optional: a missing one is kept, null clears it, so the details dialog can send one alone. */
export const putCheckpointsSchema = z
  .object({ deadlineDate: checkpointDate, implementedDate: checkpointDate, expiresDate: checkpointDate })
  .partial()
  .strict();
export type PutCheckpoints = z.infer<typeof putCheckpointsSchema>;
