import { z } from 'zod';
import { messageText } from './messages/index.js';
import { formMessages } from './users.js';

/*
 * Mappings between specifications (crosswalks): a source requirement relates to a target requirement, as
 * OSCAL 1.2's `mapping-collection` says. One row per (source, target) pair; a map of OSCAL with several
 * targets becomes one row per target.
 */

/** OSCAL 1.2's relationship types, as codes; the web names them in its locale. */
export const mappingRelationships = [
  'equivalent-to',
  'equal-to',
  'subset-of',
  'superset-of',
  'intersects-with',
  'no-relationship',
] as const;
export type MappingRelationship = (typeof mappingRelationships)[number];

/** Where a mapping came from: an import (OSCAL collection or CSV), or a person in the requirement view. */
export const mappingOrigins = ['imported', 'manual'] as const;
export type MappingOrigin = (typeof mappingOrigins)[number];

/** Seen from one requirement: `to` — it is the source and maps to the other; `from` — the other maps to it. */
export const mappingDirections = ['to', 'from'] as const;
export type MappingDirection = (typeof mappingDirections)[number];

export const MAPPING_STRENGTH_MIN = 0;
export const MAPPING_STRENGTH_MAX = 10;
export const MAPPING_RATIONALE_MAX_CHARS = 5_000;
export const MAPPING_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Source-target pairs one import may hold. */
export const MAPPING_IMPORT_MAX_PAIRS = 100_000;
/** The import's `resources` field (JSON): room for a few hundred catalogs named by long addresses. */
export const MAPPING_IMPORT_RESOURCES_MAX_BYTES = 64 * 1024;

/** File formats of `POST /v2/mappings/import` (recognised from the content) and of the export. */
export const mappingFileFormats = ['oscal-json', 'csv'] as const;
export type MappingFileFormat = (typeof mappingFileFormats)[number];

/** The CSV's header, in this order: a specification by its name, a requirement by its code. */
export const MAPPING_CSV_COLUMNS = [
  'source_spec',
  'source_code',
  'target_spec',
  'target_code',
  'relationship',
  'strength',
  'rationale',
] as const;

const isoDateTime = z.string();

/** What the strength's schema says of a value out of range, in the catalogue's words. */
const strengthRange = messageText('strengthRange', { min: MAPPING_STRENGTH_MIN, max: MAPPING_STRENGTH_MAX });

/** One end of a mapping: the requirement with what names it, and its specification. */
export const mappedRequirementSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  code: z.string(),
  name: z.string(),
  specificationId: z.uuid(),
  specificationName: z.string(),
});
export type MappedRequirement = z.infer<typeof mappedRequirementSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/mappings?source={specificationId}&target={specificationId} (readers): the mappings from the one
// specification's requirements to the other's, by source code then target code.
// GET /v2/requirements/{id}/mappings (readers): a requirement's mappings in both directions.
// POST /v2/mappings, PUT and DELETE /v2/mappings/{id} (users and administrators): single mappings, made
// `manual`; editing an imported one keeps its origin until the collection is imported again.

export const mappingSchema = z.object({
  id: z.uuid(),
  source: mappedRequirementSchema,
  target: mappedRequirementSchema,
  relationship: z.enum(mappingRelationships),
  strength: z.number().int().nullable(),
  rationale: z.string().nullable(),
  origin: z.enum(mappingOrigins),
  /** The OSCAL mapping collection an imported mapping came from; null for manual ones and CSV imports. */
  collection: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** Who made it (null when that account is gone, or for imports by nobody signed in). */
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Mapping = z.infer<typeof mappingSchema>;

/** A requirement's mapping with the side it is on (`direction`) and the requirement at the other end. */
export const requirementMappingSchema = mappingSchema.extend({
  direction: z.enum(mappingDirections),
});
export type RequirementMapping = z.infer<typeof requirementMappingSchema>;
export const requirementMappingsSchema = z.array(requirementMappingSchema);

export const mappingsQuerySchema = z
  .object({
    source: z.uuid({ error: 'Must be the id of a specification' }),
    target: z.uuid({ error: 'Must be the id of a specification' }),
  })
  .strict();
export type MappingsQuery = z.infer<typeof mappingsQuerySchema>;
export const mappingsSchema = z.array(mappingSchema);

const strength = z
  .number({ error: strengthRange })
  .int(strengthRange)
  .min(MAPPING_STRENGTH_MIN, strengthRange)
  .max(MAPPING_STRENGTH_MAX, strengthRange);

const rationale = z
  .string()
  .trim()
  .max(MAPPING_RATIONALE_MAX_CHARS, `At most ${MAPPING_RATIONALE_MAX_CHARS.toLocaleString('en')} characters`)
  .transform((text) => text || null);

const relationship = z.enum(mappingRelationships, {
  error: `Must be one of ${mappingRelationships.join(', ')}`,
});

/** What a person decides about a mapping: PUT /v2/mappings/{id} takes exactly this. */
export const mappingUpdateSchema = z
  .object({
    relationship,
    strength: strength.nullish().transform((v) => v ?? null),
    rationale: rationale.nullish().transform((v) => v ?? null),
  })
  .strict();
export type MappingUpdate = z.input<typeof mappingUpdateSchema>;
export type MappingUpdateValues = z.output<typeof mappingUpdateSchema>;

/** POST /v2/mappings: the two requirements (UUIDs) and the decision. */
export const mappingCreateSchema = mappingUpdateSchema
  .extend({
    sourceId: z.uuid({ error: formMessages.required }),
    targetId: z.uuid({ error: formMessages.required }),
  })
  .strict();
export type MappingCreate = z.input<typeof mappingCreateSchema>;
export type MappingCreateValues = z.output<typeof mappingCreateSchema>;

export const mappingIdParamSchema = z.object({ id: z.uuid() }).strict();

// ---------------------------------------------------------------------------------------------------------
// POST /v2/mappings/import (users and administrators; multipart, field `file`): an OSCAL 1.2
// `mapping-collection` (JSON) or a CSV with MAPPING_CSV_COLUMNS. Catalogs are matched to imported
// specifications by the catalog's uuid, title or the file name it was imported from; controls to
// requirements by their OSCAL control id (then code), exactly first, then regardless of case. A catalog
// that matches no specification is *unmatched*: an import without the form field `resources` then writes
// nothing and answers the unmatched catalogs (`unmatched`), for the person to choose a specification for
// each. Sent again with `resources` (JSON: each catalog as the file names it → a specification id), the
// chosen ones land and the ones left out wait: the answer and the collection report them, and importing
// the collection again once the catalog is there lands them. Importing a collection again replaces its
// imported mappings; manual ones are never touched.
// GET /v2/mappings/export?source=&target=&format=oscal-json|csv (readers).

/** How many of something per relationship type; every type is present (0 when none). */
export const relationshipCountsSchema = z.object(
  Object.fromEntries(mappingRelationships.map((r) => [r, z.number().int()])) as Record<
    MappingRelationship,
    z.ZodNumber
  >,
);
export type RelationshipCounts = z.infer<typeof relationshipCountsSchema>;

/** Maps of the file that could not land because a catalog they name is not imported. */
export const waitingMapsSchema = z.object({
  /** The catalog as the file names it (its href, or the title of its back-matter resource). */
  catalog: z.string(),
  /** Whether the missing catalog is the maps' source or their target. */
  role: z.enum(['source', 'target']),
  maps: z.number().int(),
  relationships: relationshipCountsSchema,
});
export type WaitingMaps = z.infer<typeof waitingMapsSchema>;

/** A catalog the file names that matches no specification of the company. */
export const unmatchedResourceSchema = z.object({
  /** As the file names it (a collection's `href`, a CSV's specification column): the key in `resources`. */
  href: z.string(),
  /** The title of its back-matter resource, when the collection gives one. */
  title: z.string().nullable(),
  /** Whether the file maps from it, into it, or both. */
  roles: z.array(z.enum(['source', 'target'])),
  /** The maps that name it. */
  maps: z.number().int(),
});
export type UnmatchedResource = z.infer<typeof unmatchedResourceSchema>;

/**
 * The import's form field `resources`: for a catalog the file names (`href` of `unmatched`, or any other it
 * names), the id of the specification the person chose for it; it wins over the automatic match.
 */
export const mappingImportResourcesSchema = z.record(
  z.string().min(1),
  z.uuid({ error: messageText('specificationId') }),
);
export type MappingImportResources = z.infer<typeof mappingImportResourcesSchema>;

export const mappingCollectionSchema = z.object({
  id: z.uuid(),
  /** The collection's OSCAL uuid: importing it again updates this collection. */
  sourceId: z.string(),
  title: z.string(),
  version: z.string().nullable(),
  importedAt: isoDateTime,
  /** How many mappings (source-target pairs) of it are stored. */
  mappings: z.number().int(),
  waiting: z.array(waitingMapsSchema),
});
export type MappingCollection = z.infer<typeof mappingCollectionSchema>;
export const mappingCollectionsSchema = z.array(mappingCollectionSchema);

export const mappingImportResultSchema = z.object({
  format: z.enum(mappingFileFormats),
  /** The collection an OSCAL import made or updated; null for a CSV. */
  collection: mappingCollectionSchema.nullable(),
  /** Maps (OSCAL) or rows (CSV) in the file, in all, and per relationship. */
  maps: z.number().int(),
  relationships: relationshipCountsSchema,
  /** Source-target pairs stored as new, changed in place, and imported ones the file no longer has. */
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  /** Pairs a person already mapped: their mapping stays as it is. */
  keptManual: z.number().int(),
  /** Maps whose catalog is not imported, per missing catalog. */
  waiting: z.array(waitingMapsSchema),
  /** Controls (OSCAL ids, or CSV codes) a matched specification does not have; such a pair is left out. */
  unknownControls: z.array(z.object({ catalog: z.string(), control: z.string() })),
  /**
   * Catalogs that match no specification, when the request sent no `resources`: then nothing was written
   * (no collection, no pair; only `format`, `maps` and `relationships` describe the file) and the import
   * waits for the person's choice. Empty when the import was done.
   */
  unmatched: z.array(unmatchedResourceSchema),
});
export type MappingImportResult = z.infer<typeof mappingImportResultSchema>;

export const mappingExportQuerySchema = mappingsQuerySchema
  .extend({
    format: z.enum(mappingFileFormats, { error: `Must be one of ${mappingFileFormats.join(', ')}` }),
  })
  .strict();
export type MappingExportQuery = z.infer<typeof mappingExportQuerySchema>;
