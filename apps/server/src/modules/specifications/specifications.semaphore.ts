import { EVIDENCE_EXPIRY_WARNING_DAYS, type SemaphoreColour, type SemaphoreCounts } from '@praxis/contract';
import type { CheckpointDates } from '../checkpoints/checkpoints.repository.js';
import type { EvidenceState as EvidenceRow } from '../evidence/evidence.repository.js';
import type { ScheduleState } from '../schedules/schedules.states.repository.js';

/**
 * What one evidence tells the semaphore: the status of its latest revision, and its newest approved revision
 * (not necessarily the latest) with its expiry, null when none is approved.
 */
export type EvidenceState = Pick<EvidenceRow, 'status' | 'approved'>;

/**
 * An owner the semaphore looks at (the requirement itself, an execution): its checkpoints, evidence and,
 * when it has any schedule with occurrences, their state.
 */
export type OwnerInput = CheckpointDates & { evidence: EvidenceState[]; schedules?: ScheduleState };

/** Everything the colour of one requirement depends on; the repositories fetch it in batches. */
export interface SemaphoreInput {
  /** null: nobody has decided, which counts as applicable. */
  applicable: boolean | null;
  /** The requirement's own checkpoints and evidence. */
  own: OwnerInput;
  /** Each linked control with the checkpoints and evidence of its executions. */
  controls: { executions: OwnerInput[] }[];
  /** How many assets, products, threats and treatments the requirement is related to. */
  relations: number;
  /** An audit found a major nonconformity against the requirement that is not closed yet. */
  openMajorNonconformity?: boolean;
}

/** An expiry this many days ahead (or fewer) turns a requirement yellow (checkpoints and evidence alike). */
export const EXPIRY_WARNING_DAYS = EVIDENCE_EXPIRY_WARNING_DAYS;

const DAY_MS = 86_400_000;
/** `date` plus `days`, as YYYY-MM-DD (UTC; dates carry no time, so no time zone can shift them). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Today in UTC: the company's day when its time zone is the default one (`companyToday` reads it). */
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
const isPast = (expires: string | null, today: string) => expires !== null && expires < today;
const isNear = (expires: string | null, today: string) =>
  expires !== null && expires >= today && expires <= addDays(today, EXPIRY_WARNING_DAYS);
const expired = (d: CheckpointDates, today: string) => d.implemented !== null && isPast(d.expires, today);
const open = (d: CheckpointDates, today: string) =>
  d.deadline !== null && d.implemented === null && d.deadline >= today;
const expiringSoon = (d: CheckpointDates, today: string) =>
  d.implemented !== null && isNear(d.expires, today);
const hasAnyDate = (d: OwnerInput) =>
  d.deadline !== null ||
  d.implemented !== null ||
  d.expires !== null ||
  (d.schedules !== undefined && (d.schedules.overdue > 0 || d.schedules.due > 0 || d.schedules.done));

/** What one owner adds to its requirement's colour. */
interface Verdict {
  red: boolean;
  yellow: boolean;
  holds: boolean;
}

/**
 * One owner's verdict: the verdict of its evidence or checkpoints, with its schedules' on top (a missed
 * occurrence is red whatever the evidence says, as a passed deadline is).
 */
function verdictOf(owner: OwnerInput, today: string): Verdict {
  const verdict = datesVerdictOf(owner, today);
  const schedules = owner.schedules;
  if (!schedules) return verdict;
  const red = verdict.red || schedules.overdue > 0;
  return {
    red,
    yellow: verdict.yellow || schedules.due > 0,
    holds: !red && (verdict.holds || schedules.done),
  };
}

/**
 * What an owner's evidence and checkpoints say. Evidence with an approved revision governs the owner: its
 * checkpoint dates are then not read at all. Without approved evidence (none, or only drafts, submissions
 * and rejections) the checkpoint dates decide as they always did, and a submission awaiting review is open
 * work on top.
 */
function datesVerdictOf(owner: OwnerInput, today: string): Verdict {
  const awaitingReview = owner.evidence.some((e) => e.status === 'submitted');
  const approved = owner.evidence.flatMap((e) => (e.approved ? [e.approved.expiresDate] : []));
  if (approved.length > 0) {
    const red = approved.some((expires) => isPast(expires, today));
    return {
      red,
      yellow: awaitingReview || approved.some((expires) => isNear(expires, today)),
      holds: !red,
    };
  }
  return {
    red: overdue(owner, today) || expired(owner, today),
    yellow: awaitingReview || open(owner, today) || expiringSoon(owner, today),
    holds: owner.implemented !== null && !expired(owner, today),
  };
}

/**
 * The colour of a requirement on `today` (YYYY-MM-DD: the company's day, in its time zone). The owners are the requirement
 * itself and every execution of every linked control; each gives a verdict (red, yellow, holds):
 * - an owner with evidence that has an approved revision is judged by its evidence alone: the newest
 *   approved revision of each evidence governs that evidence; one expired (expiry before today) is red,
 *   one expiring from today up to today + 30 days inclusive is yellow, and otherwise the owner holds, as
 *   if implemented: an execution with approved, unexpired evidence counts as implemented without an
 *   implementation date, and approved but expired evidence is red whatever the checkpoint dates say;
 * - an owner without approved evidence (none, or only drafts, submissions and rejections) is judged by its
 *   checkpoint dates as before: a deadline passed without implementation or an expired implementation is
 *   red, a deadline ahead or an expiry within 30 days is yellow, an unexpired implementation holds;
 * - on either path, an evidence whose latest revision is submitted and awaits review is yellow (open work),
 *   also when an older revision is approved;
 * - on top of either path, the owner's schedules (its own work, the review of its documentation, the review
 *   of each of its evidence) count by the state of their occurrences on `today`: one overdue (its day plus
 *   the grace period has passed and nobody recorded it done or skipped) is red, whatever the evidence and
 *   dates say, as a passed deadline is; one due (from its day to the end of its grace period) is yellow;
 *   one done, with none overdue, makes the owner hold as an implementation does. Upcoming occurrences and
 *   skipped ones say nothing; a schedule with only those leaves the owner as its dates make it. An owner
 *   with any due, overdue or done occurrence counts as having a date (it is not gray for want of one).
 * Then, in this order:
 * 0. red: an audit's major nonconformity against the requirement is open, whatever the rest says (unless the
 *    requirement is not applicable, which stays gray);
 * 1. gray: not applicable; or nothing linked (no control with an execution, no relation), no own
 *    checkpoint date and no own evidence;
 * 2. red: some owner is red;
 * 3. yellow: some owner is yellow;
 * 4. green: every linked control (at least one) has an execution that holds, or the requirement itself
 *    holds;
 * 5. yellow otherwise: something is linked but not yet implemented, which is open work too.
 */
export function semaphoreOf(input: SemaphoreInput, today: string): SemaphoreColour {
  if (input.applicable === false) return 'gray';
  if (input.openMajorNonconformity) return 'red';
  const executions = input.controls.flatMap((c) => c.executions);
  const linked = input.relations > 0 || executions.length > 0;
  if (!linked && !hasAnyDate(input.own) && input.own.evidence.length === 0) return 'gray';
  const verdicts = [input.own, ...executions].map((owner) => verdictOf(owner, today));
  if (verdicts.some((v) => v.red)) return 'red';
  if (verdicts.some((v) => v.yellow)) return 'yellow';
  const controlsHold =
    input.controls.length > 0 &&
    input.controls.every((c) => c.executions.some((e) => verdictOf(e, today).holds));
  if (controlsHold || verdictOf(input.own, today).holds) return 'green';
  return 'yellow';
}

export const noCounts = (): SemaphoreCounts => ({ green: 0, yellow: 0, red: 0, gray: 0 });

export function countColours(colours: Iterable<SemaphoreColour>): SemaphoreCounts {
  const counts = noCounts();
  for (const colour of colours) counts[colour] += 1;
  return counts;
}
