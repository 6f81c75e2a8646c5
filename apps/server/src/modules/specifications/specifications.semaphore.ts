import type { SemaphoreColour, SemaphoreCounts } from '@praxis/contract';
import type { CheckpointDates } from '../checkpoints/checkpoints.repository.js';

/** Everything the colour of one requirement depends on; the repositories fetch it in batches. */
export interface SemaphoreInput {
  /** null: nobody has decided, which counts as applicable. */
  applicable: boolean | null;
  /** The requirement's own checkpoints. */
  own: CheckpointDates;
  /** Each linked control with the checkpoints of its executions. */
  controls: { executions: CheckpointDates[] }[];
  /** How many assets, products, threats and treatments the requirement is related to. */
  relations: number;
}

/** An expiry this many days ahead (or fewer) turns a requirement yellow. */
export const EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;
/** `date` plus `days`, as YYYY-MM-DD (UTC; dates carry no time, so no time zone can shift them). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Today in UTC, the day every semaphore is computed for (DESIGN §6). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/*
 * What the dates mean, day by day (YYYY-MM-DD strings compare like the dates they name):
 * - a deadline is the last day the work may be done: it has passed only when deadline < today, so a
 *   deadline of today is still open work (yellow), yesterday is overdue (red);
 * - an expiry is the last day an implementation holds: it has expired when expires < today; an expiry from
 *   today up to today + 30 days inclusive is a warning (yellow); from today + 31 days on it is fine;
 * - an expiry without an implementation date expires nothing, and a deadline with an implementation date
 *   is met, whatever the two dates are.
 */
const overdue = (d: CheckpointDates, today: string) =>
  d.deadline !== null && d.implemented === null && d.deadline < today;
const expired = (d: CheckpointDates, today: string) =>
  d.implemented !== null && d.expires !== null && d.expires < today;
const open = (d: CheckpointDates, today: string) =>
  d.deadline !== null && d.implemented === null && d.deadline >= today;
const expiringSoon = (d: CheckpointDates, today: string) =>
  d.implemented !== null &&
  d.expires !== null &&
  d.expires >= today &&
  d.expires <= addDays(today, EXPIRY_WARNING_DAYS);
const holds = (d: CheckpointDates, today: string) => d.implemented !== null && !expired(d, today);
const hasAnyDate = (d: CheckpointDates) =>
  d.deadline !== null || d.implemented !== null || d.expires !== null;

/**
 * The colour of a requirement on `today` (YYYY-MM-DD, UTC), DESIGN §6, decided in this order:
 * 1. gray: not applicable; or nothing linked (no control with an execution, no relation) and no own
 *    checkpoint date;
 * 2. red: some deadline has passed without implementation, or some implementation has expired, among the
 *    requirement's own checkpoints and every execution of every linked control;
 * 3. yellow: some deadline is still ahead without implementation, or some implementation expires within
 *    30 days;
 * 4. green: every linked control (at least one) has an implemented, unexpired execution, or the
 *    requirement's own implementation is set and unexpired;
 * 5. yellow otherwise: something is linked but not yet implemented, which is open work too.
 */
export function semaphoreOf(input: SemaphoreInput, today: string): SemaphoreColour {
  if (input.applicable === false) return 'gray';
  const executions = input.controls.flatMap((c) => c.executions);
  const linked = input.relations > 0 || input.controls.some((c) => c.executions.length > 0);
  if (!linked && !hasAnyDate(input.own)) return 'gray';
  const all = [input.own, ...executions];
  if (all.some((d) => overdue(d, today) || expired(d, today))) return 'red';
  if (all.some((d) => open(d, today) || expiringSoon(d, today))) return 'yellow';
  const controlsHold =
    input.controls.length > 0 && input.controls.every((c) => c.executions.some((e) => holds(e, today)));
  if (controlsHold || holds(input.own, today)) return 'green';
  return 'yellow';
}

export const noCounts = (): SemaphoreCounts => ({ green: 0, yellow: 0, red: 0, gray: 0 });

export function countColours(colours: Iterable<SemaphoreColour>): SemaphoreCounts {
  const counts = noCounts();
  for (const colour of colours) counts[colour] += 1;
  return counts;
}
