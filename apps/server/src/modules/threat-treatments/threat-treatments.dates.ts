import type { TreatmentDecision, TreatmentStatus } from '@praxis/contract';

/** What a treatment's dates mean besides its decision and status. */
export interface TreatmentDates {
  decision: TreatmentDecision;
  status: TreatmentStatus;
  dueDate: string | null;
  expiresDate: string | null;
}

/**
 * A treatment read as checkpoints are: its due date is a deadline until it is done, an acceptance's expiry
 * date an expiry after which the risk must be reconsidered; each has passed when it is before today.
 */
export function treatmentDeadlines(t: TreatmentDates, today: string) {
  const deadline = t.status === 'done' ? null : t.dueDate;
  const expires = t.decision === 'accept' ? t.expiresDate : null;
  return {
    deadline,
    expires,
    overdue: deadline !== null && deadline < today,
    expired: expires !== null && expires < today,
  };
}
