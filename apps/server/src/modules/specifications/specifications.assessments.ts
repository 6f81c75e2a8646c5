import { requirementAssessments } from '../../db/schema/index.js';
import {
  type CheckpointDates,
  checkpointDates,
  noCheckpoints,
} from '../checkpoints/checkpoints.repository.js';

/** A requirement's applicability, as `requirement_assessments` keeps it. */
export type ApplicabilityRow = Pick<
  typeof requirementAssessments.$inferSelect,
  'applicable' | 'justification'
>;

/** A requirement's own assessment: its applicability and its checkpoint dates. */
export type AssessmentRow = ApplicabilityRow & CheckpointDates;

export const noAssessment = (): AssessmentRow => ({
  applicable: null,
  justification: null,
  ...noCheckpoints(),
});

/**
 * The columns of `AssessmentRow`, from left joins of `requirement_assessments` and `checkpoints` on the
 * requirement (either may have no row).
 */
export const ownAssessmentColumns = {
  applicable: requirementAssessments.applicable,
  justification: requirementAssessments.justification,
  ...checkpointDates,
};
