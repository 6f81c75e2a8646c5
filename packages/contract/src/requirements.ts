import { z } from 'zod';
import { documentationV2Schema } from './documentation.js';
import { evidenceSchema } from './evidence.js';
import { assignmentSchema, checkpointsSchema, refSchema } from './items.js';
import { labelSchema } from './labels.js';
import { requirementMappingsSchema } from './mappings.js';
import { requirementParametersSchema } from './parameters.js';
import { mappingDraftsSchema, requirementMappedSchema } from './projections.js';
import { semaphoreColours } from './semaphore-colours.js';
import {
  JUSTIFICATION_MAX_CHARS,
  MATURITY_COMMENT_MAX_CHARS,
  MAX_MATURITY_LEVEL,
  MIN_MATURITY_LEVEL,
  maturityClasses,
  requirementRelationCategories,
} from './specifications.js';

/*
 * A requirement's own calls: its text, applicability, dates, linked controls, maturities and related items,
 * and the view that answers all of them at once. Like the specification's, each exists under `/v2/…/{id}`
 * and `/v1/…/{legacyId}` with the same shapes.
 */

const isoDateTime = z.string();

// ---------------------------------------------------------------------------------------------------------
// GET /v2/requirements/{id} (v1: /v1/requirements/{legacyId}): one requirement with its text and
// documentation (authoritative first; the documentation calls with category `Requirements` edit the
// internal texts, assignments likewise: GET/PUT /v2/Requirements/{id}/assignments).

export const requirementSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  specificationId: z.uuid(),
  specificationLegacyId: z.number().int(),
  parentId: z.uuid().nullable(),
  code: z.string(),
  name: z.string(),
  /** HTML, or null. */
  text: z.string().nullable(),
  order: z.number().int(),
  semaphore: z.enum(semaphoreColours),
  documentation: z.array(documentationV2Schema),
  labels: z.array(labelSchema),
});
export type Requirement = z.infer<typeof requirementSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET and PUT requirements/{id}/applicability.

/** `applicable` null: nobody has decided yet, which counts as applicable. */
export const applicabilitySchema = z.object({
  applicable: z.boolean().nullable(),
  justification: z.string().nullable(),
});
export type Applicability = z.infer<typeof applicabilitySchema>;

export const putApplicabilitySchema = z
  .object({
    applicable: z.boolean({ error: 'must be true or false' }),
    justification: z
      .string()
      .trim()
      .max(JUSTIFICATION_MAX_CHARS)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type PutApplicability = z.infer<typeof putApplicabilitySchema>;

// ---------------------------------------------------------------------------------------------------------
// GET and PUT requirements/{id}/checkpoints: the requirement's own dates; the same bodies as the
// executions' checkpoints (`checkpointsSchema`, `putCheckpointsSchema` in items.ts).

export const requirementCheckpointsSchema = checkpointsSchema;

// ---------------------------------------------------------------------------------------------------------
// GET requirements/{id}/controls; POST requirements/{id}/controls { controlId } links (201);
// DELETE requirements/{id}/controls/{controlId} unlinks. POST and DELETE answer the linked list.

/** An execution of a linked control, on an asset, with its checkpoint dates. */
export const linkedExecutionSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  identifier: z.string(),
  assetId: z.uuid().nullable(),
  assetLegacyId: z.number().int().nullable(),
  /** The asset's name, or 'Asset not found' once it is deleted. */
  assetName: z.string(),
  checkpoints: checkpointsSchema,
});
export type LinkedExecution = z.infer<typeof linkedExecutionSchema>;

export const linkedControlSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  executions: z.array(linkedExecutionSchema),
});
export type LinkedControl = z.infer<typeof linkedControlSchema>;

export const linkControlSchema = z.object({ controlId: refSchema }).strict();
export type LinkControl = z.infer<typeof linkControlSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET requirements/{id}/suggested?filter=<name substring>: at most 20 unlinked controls, best first.

export const suggestedControlSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  /** Text similarity to the requirement; higher is closer. */
  rank: z.number(),
});
export type SuggestedControl = z.infer<typeof suggestedControlSchema>;
export const suggestedQuerySchema = z.object({ filter: z.string().max(300).optional() }).strict();

// ---------------------------------------------------------------------------------------------------------
// GET requirements/{id}/maturities; POST same path { classId, level, comment } (201; a second of the
// same class → 409); PUT requirements/{id}/maturities/{maturityId} { classId?, level?, comment? };
// DELETE requirements/{id}/maturities/{maturityId} (204). GET /v1/maturities/classes.

export const maturityClassSchema = z.object({ id: z.enum(maturityClasses), displayName: z.string() });
export type MaturityClassInfo = z.infer<typeof maturityClassSchema>;

export const maturitySchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  requirementId: z.uuid(),
  classId: z.enum(maturityClasses),
  level: z.number().int(),
  levelName: z.string(),
  comment: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type Maturity = z.infer<typeof maturitySchema>;

const maturityClassField = z.enum(maturityClasses, { error: `must be one of ${maturityClasses.join(', ')}` });
const maturityLevelField = z
  .number({ error: 'must be a whole number from 1 to 6' })
  .int('must be a whole number from 1 to 6')
  .min(MIN_MATURITY_LEVEL, 'must be a whole number from 1 to 6')
  .max(MAX_MATURITY_LEVEL, 'must be a whole number from 1 to 6');
const maturityComment = z
  .string()
  .trim()
  .max(MATURITY_COMMENT_MAX_CHARS)
  .nullable()
  .transform((v) => (v ? v : null));

export const createMaturitySchema = z
  .object({ classId: maturityClassField, level: maturityLevelField, comment: maturityComment.optional() })
  .strict();
export type CreateMaturity = z.infer<typeof createMaturitySchema>;
export const updateMaturitySchema = z
  .object({
    classId: maturityClassField.optional(),
    level: maturityLevelField.optional(),
    comment: maturityComment.optional(),
  })
  .strict();
export type UpdateMaturity = z.infer<typeof updateMaturitySchema>;

// ---------------------------------------------------------------------------------------------------------
// GET requirements/{id}/relations; POST and DELETE requirements/{id}/{category}/{itemId} with category
// Assets, Products, Threats or Treatments (no body). POST and DELETE answer the relations.

export const relatedItemSummarySchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  title: z.string().nullable(),
});
export type RelatedItemSummary = z.infer<typeof relatedItemSummarySchema>;

/** One group per category, always all four, in the order of `requirementRelationCategories`. */
export const requirementRelationsSchema = z.array(
  z.object({
    category: z.enum(requirementRelationCategories),
    items: z.array(relatedItemSummarySchema),
  }),
);
export type RequirementRelations = z.infer<typeof requirementRelationsSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/requirements/{id}/view: everything the requirement view shows, in one call (the web app's v2 mode;
// the calls above stay for API clients and v1). Each part has the shape of its own call's answer; the
// suggestions are the unfiltered ones.

export const requirementViewSchema = z.object({
  requirement: requirementSchema,
  applicability: applicabilitySchema,
  controls: z.array(linkedControlSchema),
  suggested: z.array(suggestedControlSchema),
  checkpoints: checkpointsSchema,
  evidence: z.array(evidenceSchema),
  assignments: z.array(assignmentSchema),
  maturities: z.array(maturitySchema),
  relations: requirementRelationsSchema,
  /** Its mappings in both directions, as GET /v2/requirements/{id}/mappings answers them. */
  mappings: requirementMappingsSchema,
  /** What GET /v2/requirements/{id}/mapped and …/mapping-drafts answer. */
  mapped: requirementMappedSchema,
  mappingDrafts: mappingDraftsSchema,
  /** What GET /v2/requirements/{id}/parameters answers. */
  parameters: requirementParametersSchema,
});
export type RequirementView = z.infer<typeof requirementViewSchema>;
