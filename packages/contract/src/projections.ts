import { z } from 'zod';
import { mappedRequirementSchema, mappingRelationships } from './mappings.js';
import { semaphoreColours } from './semaphore-colours.js';

/*
 * Assess once, see everywhere. A requirement *without its own assessment* is one nobody has
 * decided does not apply and whose own semaphore is gray because nothing gives it a colour (no linked
 * control with an execution, no related item, no own checkpoint date, no own evidence). Such a target
 * shows a projected colour from the sources mapped to it: fully from `equal-to`, `equivalent-to` and
 * `superset-of` sources, as 'partial, needs review' from `subset-of` and `intersects-with` sources; always
 * apart from its own colour, with the sources it came from.
 */

/** How much of a target a source's assessment tells: all of it, or a part a person has to review. */
export const projectionKinds = ['full', 'partial'] as const;
export type ProjectionKind = (typeof projectionKinds)[number];

/** One requirement mapped to or from the one viewed, with how it stands. */
export const mappedStandingSchema = z.object({
  mappingId: z.uuid(),
  relationship: z.enum(mappingRelationships),
  requirement: mappedRequirementSchema,
  /** Its own colour, never a projected one. */
  semaphore: z.enum(semaphoreColours),
  /** Whether it has its own assessment (see above). */
  assessed: z.boolean(),
  /** Its Current and Target maturity levels, null where it has none. */
  maturity: z.object({ current: z.number().int().nullable(), target: z.number().int().nullable() }),
});
export type MappedStanding = z.infer<typeof mappedStandingSchema>;

/** A projected colour and the sources it came from (those that decided it). */
export const projectionSchema = z.object({
  semaphore: z.enum(semaphoreColours),
  kind: z.enum(projectionKinds),
  sources: z.array(mappedStandingSchema),
});
export type Projection = z.infer<typeof projectionSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/requirements/{id}/mapped: the requirements mapped to and from this one, and its projection.

export const requirementMappedSchema = z.object({
  /** Whether the requirement has its own assessment; when it has, `projection` is null. */
  assessed: z.boolean(),
  /** Mappings whose target is this requirement. */
  from: z.array(mappedStandingSchema),
  /** Mappings whose source is this requirement. */
  to: z.array(mappedStandingSchema),
  projection: projectionSchema.nullable(),
});
export type RequirementMapped = z.infer<typeof requirementMappedSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/specifications/{id}/projection: the projected colour of every requirement of the specification
// that has none of its own but a source that tells (the navigation index's projected colours).

export const specificationProjectionSchema = z.array(
  z.object({
    requirementId: z.uuid(),
    semaphore: z.enum(semaphoreColours),
    kind: z.enum(projectionKinds),
    /** The codes of the sources that decided it, with their specification's name. */
    sources: z.array(z.object({ code: z.string(), specificationName: z.string() })),
  }),
);
export type SpecificationProjection = z.infer<typeof specificationProjectionSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /v2/specifications/{id}/coverage: per pair of specifications mapped into or out of this one, how
// many of the target's requirements the source covers: covered (some mapping that covers fully), partly
// covered (only mappings that cover in part), not covered (no mapping, or only `no-relationship`).

export const specificationNameSchema = z.object({ id: z.uuid(), name: z.string() });

export const coverageRowSchema = z.object({
  source: specificationNameSchema,
  target: specificationNameSchema,
  /** The target's requirements. */
  requirements: z.number().int(),
  covered: z.number().int(),
  partlyCovered: z.number().int(),
  notCovered: z.number().int(),
});
export type CoverageRow = z.infer<typeof coverageRowSchema>;
export const specificationCoverageSchema = z.array(coverageRowSchema);

// ---------------------------------------------------------------------------------------------------------
// Apply mapping: GET /v2/requirements/{id}/mapping-drafts (the drafts waiting on this target),
// POST /v2/requirements/{id}/mapping-drafts { mappingIds } (copy the chosen sources' assessments into drafts
// of this target, 201; a draft from the same mapping again is replaced), POST
// /v2/mapping-drafts/{id}/confirm (apply it to the target, then drop it; answers the target's drafts left)
// and DELETE /v2/mapping-drafts/{id} (drop it, 204). Nothing changes the target before a confirmation.

export const MAPPING_DRAFTS_PER_REQUEST_MAX = 100;

export const createMappingDraftsSchema = z
  .object({
    mappingIds: z
      .array(z.uuid({ error: 'must be mapping ids' }))
      .min(1, { error: 'choose at least one mapping' })
      .max(MAPPING_DRAFTS_PER_REQUEST_MAX),
  })
  .strict();
export type CreateMappingDrafts = z.infer<typeof createMappingDraftsSchema>;

/** A source's assessment copied for its target, waiting for a person to confirm or discard it. */
export const mappingDraftSchema = z.object({
  id: z.uuid(),
  /** The target requirement it would change. */
  requirementId: z.uuid(),
  mappingId: z.uuid(),
  relationship: z.enum(mappingRelationships),
  source: mappedRequirementSchema,
  /** The source's applicability (null: the source has no decision, and confirming leaves the target's). */
  applicable: z.boolean().nullable(),
  justification: z.string().nullable(),
  /** The source's linked controls, which confirming links to the target too (those still there). */
  controls: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The source's maturity levels; confirming sets the target's where the source has one. */
  maturity: z.object({ current: z.number().int().nullable(), target: z.number().int().nullable() }),
  createdAt: z.string(),
});
export type MappingDraft = z.infer<typeof mappingDraftSchema>;
export const mappingDraftsSchema = z.array(mappingDraftSchema);
