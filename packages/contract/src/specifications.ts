import { z } from 'zod';
import { labelSchema } from './labels.js';
import { semaphoreColours } from './semaphore-colours.js';

/*
 * Specifications: their tree, overview and export, and the limits and vocabularies their requirements share
 * (a requirement's own calls are in requirements.ts, the printable report in specification-report.ts). Every
 * path with an id exists as `/v2/…/{id}` (UUID) and `/v1/…/{legacyId}` (a legacy id; a UUID works too), and
 * both answer the same shapes, which carry `id` and `legacyId` side by side.
 */

/** Maturity levels 1-6: `level` is the index + 1. */
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

/**
 * A specification is a tree: topic → sub-topic → requirement; a requirement may hang under a topic, and
 * requirements may hang under a requirement (an OSCAL control's enhancements under the control).
 */
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
  /** The library entry it was added from (`libraryEntries`), whose licence its page and exports carry. */
  libraryEntry: z.string().nullable(),
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
  /** Requirements: their own colour (their own work, never their children's); null for topics and sub-topics. */
  semaphore: z.enum(semaphoreColours).nullable(),
  /**
   * Topics and sub-topics, and requirements with requirements under them: the colours of the requirements
   * below them, nested ones included; null for a requirement without any.
   */
  counts: semaphoreCountsSchema.nullable(),
  /** Requirements: their labels in name order, so the index can filter by one; empty for the others. */
  labels: z.array(labelSchema),
});
export type SpecificationElement = z.infer<typeof specificationElementSchema>;

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
