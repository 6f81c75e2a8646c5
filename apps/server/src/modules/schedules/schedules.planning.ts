import { MAX_OCCURRENCES, nextOccurrenceDay, occurrenceDays, plusDays } from '@praxis/contract';

/** How far ahead occurrences are planned: a yearly rule's next one is always among them. */
export const PLAN_HORIZON_DAYS = 400;

export interface Plan {
  /** The rule's days to add as occurrences (some may be there already). */
  days: string[];
  /** The last day planned once they are added. */
  until: string;
}

/**
 * What is left to plan of a schedule on `today`: its days after the last one planned (from its start when
 * none is) up to today plus the horizon, and at least up to its next occurrence after today; null when it
 * is planned that far already.
 */
export function planOf(
  schedule: { rule: string; startsOn: string; plannedUntil: string | null },
  today: string,
): Plan | null {
  const { rule, startsOn, plannedUntil } = schedule;
  const horizon = plusDays(today, PLAN_HORIZON_DAYS);
  const next = nextOccurrenceDay(rule, startsOn, today);
  const until = next !== null && next > horizon ? next : horizon;
  if (plannedUntil !== null && plannedUntil >= until) return null;
  const from = plannedUntil === null ? startsOn : plusDays(plannedUntil, 1);
  const days = occurrenceDays(rule, startsOn, from, until);
  // A daily rule from far back gives more days than one expansion returns: the next run goes on from the last.
  const last = days.at(-1);
  return { days, until: days.length === MAX_OCCURRENCES && last !== undefined ? last : until };
}
