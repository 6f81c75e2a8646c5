import type { SemaphoreColour, WorkDateKind } from '@praxis/contract';
import type { CheckpointDates } from '../checkpoints/checkpoints.repository.js';
import { type OwnerInput, semaphoreOf } from '../specifications/specifications.semaphore.js';
import { type TreatmentDates, treatmentDeadlines } from '../threat-treatments/threat-treatments.dates.js';

/** The one date that matters about a thing's checkpoints, and whether it has passed. */
export interface NearestDate {
  date: string | null;
  dateKind: WorkDateKind | null;
  overdue: boolean;
}

/**
 * The date a person acts on (YYYY-MM-DD strings compare like dates): a deadline while the work is not
 * implemented; once it is, the implementation's expiry. A deadline has passed when it is before today and an
 * expiry likewise, as the semaphore reads them.
 */
export function nearestDate(dates: CheckpointDates, today: string): NearestDate {
  if (dates.implemented === null && dates.deadline !== null) {
    return { date: dates.deadline, dateKind: 'deadline', overdue: dates.deadline < today };
  }
  if (dates.implemented !== null && dates.expires !== null) {
    return { date: dates.expires, dateKind: 'expires', overdue: dates.expires < today };
  }
  return { date: null, dateKind: null, overdue: false };
}

/**
 * The colour of an item or an execution, which the semaphore, made for requirements, does not define: the colour a
 * requirement with these checkpoints and evidence of its own and nothing linked would have. So gray without
 * dates or evidence, red when the deadline, the implementation or the approved evidence has passed, yellow
 * for open work, evidence awaiting review or an expiry within 30 days, green for a standing implementation:
 * the same reading of the same dates and evidence as a requirement's.
 */
export const colourOfOwner = (owner: OwnerInput, today: string): SemaphoreColour =>
  semaphoreOf({ applicable: null, own: owner, controls: [], relations: 0 }, today);

/** Overdue first, then by date (soonest first), undated last; ties keep their order. */
export function byUrgency(a: NearestDate, b: NearestDate): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.date === b.date) return 0;
  if (a.date === null) return 1;
  if (b.date === null) return -1;
  return a.date < b.date ? -1 : 1;
}

/** The date a treatment's owner acts on: the open deadline, else the acceptance's expiry. */
export function nearestTreatmentDate(t: TreatmentDates, today: string): NearestDate {
  const { deadline, expires, overdue, expired } = treatmentDeadlines(t, today);
  if (deadline !== null) return { date: deadline, dateKind: 'deadline', overdue: overdue || expired };
  if (expires !== null) return { date: expires, dateKind: 'expires', overdue: expired };
  return { date: null, dateKind: null, overdue: false };
}
