import {
  type DatedThing,
  describeRule,
  type Language,
  nextOccurrenceDay,
  normaliseRule,
  occurrenceDays,
  plusDays,
} from '@praxis/contract';
import ical, { type ICalCalendar } from 'ical-generator';
import { calendarTitles as titles } from '../../i18n/exports.js';

/**
 * Where a thing opens in the web app: a requirement on its specification's page, a finding on its own,
 * anything else on My work.
 */
export function thingAddress(publicUrl: string, thing: DatedThing): string {
  if (thing.kind === 'finding') return `${publicUrl}/praxis/findings/${thing.id}`;
  return thing.kind === 'requirement' && thing.specificationId !== null
    ? `${publicUrl}/praxis/specification/${thing.specificationId}?requirement=${thing.id}`
    : `${publicUrl}/my-work`;
}

/** Recurring work in the feed: a schedule, the owner it is on, and the occurrences planned so far. */
export interface ScheduledWork {
  id: string;
  rule: string;
  startsOn: string;
  /** How far occurrences are planned: up to here a rule day without its row is not an occurrence (replanned). */
  plannedUntil: string | null;
  owner: DatedThing;
  occurrences: { id: string; dueOn: string; status: 'open' | 'done' | 'skipped' }[];
}

interface FeedOptions {
  language: Language;
  publicUrl: string;
  host: string;
}

/** YYYYMMDD, the form of an iCalendar DATE value. */
const dateValue = (day: string) => day.replaceAll('-', '');

/** An all-day event on `day` leading to `address`, with any extra properties `x` as written. */
const allDayEvent = (
  calendar: ICalCalendar,
  event: { id: string; day: string; summary: string; address: string; x?: [string, string][] },
) =>
  calendar.createEvent({
    id: event.id,
    allDay: true,
    start: event.day,
    end: plusDays(event.day, 1),
    summary: event.summary,
    description: event.address,
    url: event.address,
    x: event.x ?? [],
  });

/**
 * One schedule as ONE recurring all-day event with its RRULE, from its first occurrence day (RFC 5545 counts
 * DTSTART as an occurrence, and a start day the rule does not name is none). A recorded occurrence is an
 * instance of the same UID overridden by its RECURRENCE-ID, titled done or skipped: a title shows in every
 * calendar app, where a cancelled instance (STATUS:CANCELLED) vanishes from Google's and Outlook's views and a
 * skipped occurrence would look as if it never was. Up to the planned horizon the feed follows the rows, so a
 * replanned schedule shows its days as they are: a rule day without its row is excluded (EXDATE), a row off
 * the rule (kept from an earlier rule) is an event of its own. All dates are DATE values, so no daylight-saving
 * change or time zone moves a day.
 */
function addSchedule(calendar: ICalCalendar, work: ScheduledWork, options: FeedOptions) {
  const text = titles[options.language];
  const words = describeRule(work.rule, options.language === 'nb-NO' ? 'nb' : 'en');
  const address = thingAddress(options.publicUrl, work.owner);
  const titleOf = (status: ScheduledWork['occurrences'][number]['status']) =>
    `${text[status === 'open' ? 'due' : status]}: ${work.owner.code} ${work.owner.name} · ${words}`;
  const first = nextOccurrenceDay(work.rule, work.startsOn, plusDays(work.startsOn, -1));
  // The rule's days as far as anything is planned: the horizon, or a row beyond it.
  const until = [work.plannedUntil ?? '', ...work.occurrences.map((row) => row.dueOn)].sort().at(-1);
  const ruleDays = new Set(
    first === null || !until ? [] : occurrenceDays(work.rule, work.startsOn, first, until),
  );
  const rows = new Map(work.occurrences.map((row) => [row.dueOn, row]));
  if (first !== null) {
    const id = `${work.id}-schedule@${options.host}`;
    const { plannedUntil } = work;
    // ical-generator writes EXDATE and RECURRENCE-ID as date-times; an all-day series needs DATE values.
    const excluded = [...ruleDays].filter(
      (day) => plannedUntil !== null && day <= plannedUntil && !rows.has(day),
    );
    const rule = normaliseRule(work.rule).replace(/UNTIL=(\d{8})T\d{6}Z?/, 'UNTIL=$1');
    allDayEvent(calendar, {
      id,
      day: first,
      summary: titleOf('open'),
      address,
      x: excluded.map((day) => ['EXDATE;VALUE=DATE', dateValue(day)]),
    }).repeating(`RRULE:${rule}`);
    for (const row of work.occurrences)
      if (row.status !== 'open' && ruleDays.has(row.dueOn))
        allDayEvent(calendar, {
          id,
          day: row.dueOn,
          summary: titleOf(row.status),
          address,
          x: [['RECURRENCE-ID;VALUE=DATE', dateValue(row.dueOn)]],
        });
  }
  for (const row of work.occurrences)
    if (!ruleDays.has(row.dueOn))
      allDayEvent(calendar, {
        id: `${row.id}-occurrence@${options.host}`,
        day: row.dueOn,
        summary: titleOf(row.status),
        address,
      });
}

/**
 * The person's dates as an iCalendar feed (RFC 5545): one all-day event per deadline or expiry, and one
 * recurring event per schedule they do the work of (`addSchedule`). The UID is the thing's id and the date's
 * kind (the schedule's id), the same on every fetch, so a calendar app moves or removes its event when the
 * date changes or the work is done, instead of adding another.
 */
export function calendarOf(
  things: DatedThing[],
  options: FeedOptions,
  schedules: ScheduledWork[] = [],
): string {
  const text = titles[options.language];
  const calendar = ical({ name: text.calendar, prodId: { company: 'Praxis', product: 'Praxis' } });
  const seen = new Set<string>();
  for (const thing of things) {
    if (thing.date === null || thing.dateKind === null) continue;
    const id = `${thing.id}-${thing.dateKind}@${options.host}`;
    // A person both responsible and accountable for a thing gets its date once.
    if (seen.has(id)) continue;
    seen.add(id);
    allDayEvent(calendar, {
      id,
      day: thing.date,
      summary: `${text[thing.dateKind]}: ${thing.code} ${thing.name}`,
      address: thingAddress(options.publicUrl, thing),
    });
  }
  for (const work of schedules) addSchedule(calendar, work, options);
  return calendar.toString();
}
