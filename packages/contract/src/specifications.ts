import { z } from 'zod';
import { documentationV2Schema } from './documentation.js';
import { evidenceSchema } from './evidence.js';
import { assignmentSchema, checkpointsSchema, refSchema } from './items.js';
import { labelSchema } from './labels.js';
import { requirementMappingsSchema } from './mappings.js';
import { mappingDraftsSchema, requirementMappedSchema, specificationCoverageSchema } from './projections.js';
import { semaphoreColours } from './semaphore-colours.js';

/*
 * Specifications and requirements (spec §3, §7; DESIGN §6). Every path with an id exists as `/v2/…/{id}`
 * (UUID) and `/v1/…/{legacyId}` (a legacy id; a UUID works too), and both answer the same shapes, which
 * carry `id` and `legacyId` side by side.
 */

/** Maturity levels 1-6 (spec §3): `level` is the index + 1. */
export const maturityLevels = [
  { level: 1, name: 'initial' },
  { level: 2, name: 'incomplete' },
  { level: 3, name: 'defined' },
  { level: 4, name: 'managed' },
  { level: 5, name: 'quantitative' },
  { level: 6, name: 'optimized' },
] as const;
export type MaturityLevelName = (typeof maturityLevels)[number]['name'];
export const MIN_MATURITY_LEVEL = 1;
export const MAX_MATURITY_LEVEL = 6;

/** Server-provided maturity classes: where the requirement stands, and where it should get to. */
export const maturityClasses = ['Current', 'Target'] as const;
export type MaturityClass = (typeof maturityClasses)[number];

/** A specification is a tree: topic → sub-topic → requirement; a requirement may hang under a topic. */
export const elementKinds = ['topic', 'subtopic', 'requirement'] as const;
export type ElementKind = (typeof elementKinds)[number];

/** Registers a requirement relates to directly (besides controls, which have their own calls). */
export const requirementRelationCategories = ['Assets', 'Products', 'Threats', 'Treatments'] as const;
export type RequirementRelationCategory = (typeof requirementRelationCategories)[number];

/** Limits of `POST /v2/specifications/import`. */
export const SPECIFICATION_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const SPECIFICATION_IMPORT_MAX_ELEMENTS = 20_000;
/** Files in one import: a profile with the catalogs it imports. */
export const SPECIFICATION_IMPORT_MAX_FILES = 10;
/** File formats the import recognises from the content; the export offers `oscal-json` and `csv`. */
export const specificationImportFormats = ['oscal-json', 'oscal-xml', 'csv'] as const;
export const specificationExportFormats = ['oscal-json', 'csv'] as const;
export type SpecificationExportFormat = (typeof specificationExportFormats)[number];

/** Suggested controls answer at most this many. */
export const SUGGESTED_CONTROLS_LIMIT = 20;
export const JUSTIFICATION_MAX_CHARS = 5_000;
export const MATURITY_COMMENT_MAX_CHARS = 5_000;

const isoDateTime = z.string();

/** How many requirements show each colour. */
export const semaphoreCountsSchema = z.object({
  green: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
  gray: z.number().int(),
});
export type SemaphoreCounts = z.infer<typeof semaphoreCountsSchema>;

export const elementCountsSchema = z.object({
  topic: z.number().int(),
  subtopic: z.number().int(),
  requirement: z.number().int(),
});
export type ElementCounts = z.infer<typeof elementCountsSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/specifications (?filter=<name substring>), GET /v2/specifications/{id},
// DELETE /v2/specifications/{id} (Administrator, 204), POST /v2/specifications/import (Administrator;
// multipart, field `file`; 201 new, 200 re-imported in place).

/** One specification with the colours of its requirements and its elements per kind. */
export const specificationSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  version: z.string().nullable(),
  /** Where it came from, e.g. the OSCAL catalog title or 'CSV'. */
  source: z.string(),
  /** The OSCAL catalog's uuid, which a re-import matches on; null for CSV. */
  sourceId: z.string().nullable(),
  importedAt: isoDateTime,
  /** Made by resolving an OSCAL profile; `sourceId` is then the profile's uuid. */
  tailored: z.boolean(),
  /** The imported catalog the profile was resolved against, while it exists. */
  sourceCatalogId: z.uuid().nullable(),
  semaphore: semaphoreCountsSchema,
  elementCounts: elementCountsSchema,
});
export type Specification = z.infer<typeof specificationSchema>;

export const specificationListQuerySchema = z.object({ filter: z.string().max(300).optional() }).strict();
export type SpecificationListQuery = z.infer<typeof specificationListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/specifications/{id}/elements and GET /v1/specifications/{legacyId}/requirements: the whole tree,
// flat, in tree order: each parent before its children, siblings by `order` (the index reads it top down).

export const specificationElementSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  kind: z.enum(elementKinds),
  parentId: z.uuid().nullable(),
  parentLegacyId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  order: z.number().int(),
  /** Requirements: their colour; null for topics and sub-topics. */
  semaphore: z.enum(semaphoreColours).nullable(),
  /** Topics and sub-topics: the colours of the requirements below them; null for requirements. */
  counts: semaphoreCountsSchema.nullable(),
  /** Requirements: their labels in name order, so the index can filter by one; empty for the others. */
  labels: z.array(labelSchema),
});
export type SpecificationElement = z.infer<typeof specificationElementSchema>;

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
  /** Its mappings in both directions (issue 15), as GET /v2/requirements/{id}/mappings answers them. */
  mappings: requirementMappingsSchema,
  /** What GET /v2/requirements/{id}/mapped and …/mapping-drafts answer (issue 15). */
  mapped: requirementMappedSchema,
  mappingDrafts: mappingDraftsSchema,
});
export type RequirementView = z.infer<typeof requirementViewSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/specifications/{id}/maturity-overview: per topic, over its applicable requirements.

export const maturityOverviewRowSchema = z.object({
  topicId: z.uuid(),
  code: z.string(),
  name: z.string(),
  requirements: z.number().int(),
  applicable: z.number().int(),
  /** Applicable requirements with a Current (Target) maturity. */
  withCurrent: z.number().int(),
  withTarget: z.number().int(),
  /** Average level, one decimal; null when none has one. */
  current: z.number().nullable(),
  target: z.number().nullable(),
  semaphore: semaphoreCountsSchema,
});
export type MaturityOverviewRow = z.infer<typeof maturityOverviewRowSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/specifications/{id}/export?format=oscal-json|csv: a download (Content-Disposition attachment).

export const exportQuerySchema = z
  .object({
    format: z.enum(specificationExportFormats, {
      error: `must be one of ${specificationExportFormats.join(', ')}`,
    }),
  })
  .strict();
export type ExportQuery = z.infer<typeof exportQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/specifications/{id}/report (v1: /v1/specifications/{legacyId}/report): everything the printable
// report shows in one answer. Each part has the shape of the call that answers it alone: the specification,
// its elements and maturity overview as above; per requirement, in tree order, what GET requirements/{id}
// (text, colour, documentation), …/applicability, …/checkpoints, …/controls, …/maturities and
// Requirements/{id}/assignments answer.

/** Whose evidence a report lists under a requirement: the requirement's own, or an execution's of a linked control. */
export const reportEvidenceOwners = ['Requirements', 'Executions'] as const;

/**
 * One evidence in the report, as its latest revision stands (issue 11 §5): enough for an auditor to find
 * the file and check it (the SHA-256 in full; the report shows its first 12 characters).
 */
export const reportEvidenceSchema = evidenceSchema
  .pick({
    id: true,
    title: true,
    kind: true,
    fileName: true,
    sha256: true,
    effectiveDate: true,
    expiresDate: true,
    status: true,
    revision: true,
  })
  .extend({
    ownerCategory: z.enum(reportEvidenceOwners),
    ownerId: z.uuid(),
    /** The address of a link; null for a file. */
    url: z.string().nullable(),
  });
export type ReportEvidence = z.infer<typeof reportEvidenceSchema>;

export const reportRequirementSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  text: requirementSchema.shape.text,
  semaphore: requirementSchema.shape.semaphore,
  documentation: requirementSchema.shape.documentation,
  applicability: applicabilitySchema,
  checkpoints: requirementCheckpointsSchema,
  controls: z.array(linkedControlSchema),
  maturities: z.array(maturitySchema),
  assignments: z.array(assignmentSchema),
  labels: requirementSchema.shape.labels,
  /** The requirement's own evidence, then that of the executions of its linked controls. */
  evidence: z.array(reportEvidenceSchema),
});
export type ReportRequirement = z.infer<typeof reportRequirementSchema>;

export const specificationReportSchema = z.object({
  specification: specificationSchema,
  /** In tree order, as GET …/elements answers them. */
  elements: z.array(specificationElementSchema),
  maturityOverview: z.array(maturityOverviewRowSchema),
  /** The requirements in tree order. */
  requirements: z.array(reportRequirementSchema),
  /** What GET /v2/specifications/{id}/coverage answers (issue 15). */
  coverage: specificationCoverageSchema,
});
export type SpecificationReport = z.infer<typeof specificationReportSchema>;
