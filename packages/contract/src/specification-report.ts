import { z } from 'zod';
import { evidenceSchema } from './evidence.js';
import { assignmentSchema } from './items.js';
import { specificationCoverageSchema } from './projections.js';
import {
  applicabilitySchema,
  linkedControlSchema,
  maturitySchema,
  requirementCheckpointsSchema,
  requirementSchema,
} from './requirements.js';
import { scheduleHistorySchema } from './schedules.js';
import {
  maturityOverviewRowSchema,
  specificationElementSchema,
  specificationSchema,
} from './specifications.js';

// ---------------------------------------------------------------------------------------------------------
// GET /v2/specifications/{id}/report (v1: /v1/specifications/{legacyId}/report): everything the printable
// report shows in one answer. Each part has the shape of the call that answers it alone: the specification,
// its elements and maturity overview as specifications.ts describes them; per requirement, in tree order,
// what GET requirements/{id} (text, colour, documentation), …/applicability, …/checkpoints, …/controls,
// …/maturities and Requirements/{id}/assignments answer.

/** Whose evidence a report lists under a requirement: the requirement's own, or an execution's of a linked control. */
export const reportEvidenceOwners = ['Requirements', 'Executions'] as const;

/**
 * One evidence in the report, as its latest revision stands: enough for an auditor to find the file and
 * check it (the SHA-256 in full; the report shows its first 12 characters).
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
  /** What GET /v2/specifications/{id}/coverage answers. */
  coverage: specificationCoverageSchema,
  /**
   * How the recurring work the requirements depend on went in the twelve months up to today, as
   * GET /v2/specifications/{id}/schedules/history answers it for that period.
   */
  recurringWork: scheduleHistorySchema,
});
export type SpecificationReport = z.infer<typeof specificationReportSchema>;
/** The assessment every report holds, a sealed part of any format included: all but the recurring work. */
export type AssessmentReport = Omit<SpecificationReport, 'recurringWork'>;
