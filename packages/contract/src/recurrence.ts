import * as rruleModule from 'rrule';

/*
 * Recurrence rules (RFC 5545 RRULE) as the server and the web read them, through the `rrule` library. An
 * occurrence is a day, not a moment: rules are expanded on floating dates (midnight UTC standing for the day
 * itself), so a daylight-saving change moves nothing, and the company's time zone only says which day today
 * is. A rule that names a day a month does not have (the 31st, 29 February) skips that month, as RFC 5545
 * says, rather than moving to another day.
 */
type RRuleLibrary = typeof rruleModule;
// The library ships CommonJS for Node (whose exports Node's ESM loader gives as the default) and ES modules
// for bundlers (named exports only): take whichever this runtime loaded. Read by name at run time, so a
// bundler that sees no default export does not warn that the lookup finds nothing there.
const library: RRuleLibrary =
  (Reflect.get(rruleModule, 'default') as RRuleLibrary | undefined) ?? rruleModule;
const { RRule, rrulestr } = library;

/** The frequencies a schedule may have: a control activity is planned by the day at the finest. */
export const scheduleFrequencies = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
/** The rule parts a schedule may use; times of day, counts by hour and time zones have no meaning for a day. */
const allowedParts = new Set([
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'BYDAY',
  'BYMONTHDAY',
  'BYMONTH',
  'BYSETPOS',
  'BYWEEKNO',
  'BYYEARDAY',
  'WKST',
]);
/** How many occurrences one expansion returns at most: a daily rule over the longest period asked for. */
export const MAX_OCCURRENCES = 1_000;
export const RULE_MAX_CHARS = 500;

/** The rule's parts by name, their values as written. */
const partsOf = (body: string) =>
  new Map(
    body.split(';').map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.toUpperCase(), value.toUpperCase()] as const;
    }),
  );

/** How far each numbered part reaches either way, as RFC 5545 bounds it. */
const partLimits: Record<string, number> = { BYMONTHDAY: 31, BYYEARDAY: 366, BYWEEKNO: 53, BYSETPOS: 366 };
/** The parts a daily or weekly rule may narrow its days by. */
const finerParts = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTH', 'WKST']);
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const WEEKDAY = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;

const numbers = (value: string | undefined) => (value ? value.split(',').map(Number) : []);

/**
 * The shapes of rule that name no day, caught before the library expands them: it walks every period up to
 * the year 9999 looking for a day such a rule never gives, which takes a daily rule half a minute. Daily and
 * weekly rules pick weekdays and months only (a daily one with an interval nothing at all, since every
 * seventh day may never be a Monday); numbers stay within their bounds, and a day of the month must exist in
 * one of the rule's months.
 */
function shapeProblem(frequency: string, interval: number, parts: Map<string, string>): string | null {
  const fine = frequency === 'DAILY' || frequency === 'WEEKLY';
  for (const name of parts.keys()) {
    if (fine && !finerParts.has(name)) return `may not use ${name} with FREQ=${frequency}`;
    if (frequency === 'DAILY' && interval > 1 && name.startsWith('BY'))
      return `may not use ${name} with FREQ=DAILY and an INTERVAL`;
  }
  for (const [name, limit] of Object.entries(partLimits)) {
    const values = numbers(parts.get(name));
    if (values.some((n) => !Number.isInteger(n) || n === 0 || Math.abs(n) > limit))
      return `must have ${name} from 1 to ${limit} or from -${limit} to -1`;
  }
  const months = numbers(parts.get('BYMONTH'));
  if (months.some((m) => !Number.isInteger(m) || m < 1 || m > 12)) return 'must have BYMONTH from 1 to 12';
  const ordinalLimit = frequency === 'YEARLY' && months.length === 0 ? 53 : fine ? 0 : 5;
  for (const day of parts.get('BYDAY')?.split(',') ?? []) {
    const match = WEEKDAY.exec(day);
    const ordinal = match?.[1] === undefined ? null : Number(match[1]);
    if (!match || (ordinal !== null && (ordinal === 0 || Math.abs(ordinal) > ordinalLimit)))
      return ordinalLimit === 0
        ? 'must have BYDAY as weekdays such as MO,TU'
        : `must have BYDAY as weekdays, numbered from 1 to ${ordinalLimit} or from -${ordinalLimit} to -1`;
  }
  const monthDays = numbers(parts.get('BYMONTHDAY'));
  const longest = Math.max(...(months.length ? months : [1]).map((m) => MONTH_DAYS[m - 1] ?? 31));
  if (monthDays.length > 0 && monthDays.every((d) => Math.abs(d) > longest))
    return 'names no day that exists';
  return null;
}

/** Why a rule cannot be used, as the field message of a 400; null when it can. */
export function ruleProblem(rule: string): string | null {
  if (rule.length > RULE_MAX_CHARS) return `must be at most ${RULE_MAX_CHARS} characters`;
  const body = rule.replace(/^RRULE:/i, '').trim();
  if (body === '' || /[\r\n]/.test(body)) return 'must be one RRULE, such as FREQ=MONTHLY;INTERVAL=3';
  const parts = body.split(';').map((part) => part.split('=')[0]?.toUpperCase() ?? '');
  const unknown = parts.find((part) => !allowedParts.has(part));
  if (unknown !== undefined) return `may not use ${unknown || 'an empty part'}`;
  const frequency = /(?:^|;)FREQ=([A-Z]+)/i.exec(body)?.[1]?.toUpperCase();
  if (!frequency) return 'must name its FREQ';
  if (!(scheduleFrequencies as readonly string[]).includes(frequency))
    return 'must repeat daily, weekly, monthly or yearly';
  try {
    const options = RRule.parseString(body);
    const interval = options.interval ?? 1;
    if (!Number.isInteger(interval) || interval < 1 || interval > 1000)
      return 'must have an INTERVAL from 1 to 1000';
    if (
      options.count !== undefined &&
      options.count !== null &&
      !(Number.isInteger(options.count) && options.count > 0)
    )
      return 'must have a COUNT of 1 or more';
    const shape = shapeProblem(frequency, interval, partsOf(body));
    if (shape) return shape;
    // A rule that names no day (30 February) would plan nothing, ever.
    const start = new Date(Date.UTC(2000, 0, 1));
    const first = new RRule({ ...options, count: null, until: null, dtstart: start }).after(start, true);
    if (first === null || first.getUTCFullYear() > 2040) return 'names no day that exists';
  } catch {
    return 'is not a valid RRULE';
  }
  return null;
}

/** The rule in its stored form: the RRULE's parts, upper case, without the 'RRULE:' prefix. */
export const normaliseRule = (rule: string) =>
  rule
    .trim()
    .replace(/^RRULE:/i, '')
    .trim()
    .toUpperCase();

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const floating = (day: string) => new Date(`${day}T00:00:00Z`);

function ruleFrom(rule: string, startsOn: string) {
  return rrulestr(`DTSTART:${startsOn.replaceAll('-', '')}T000000Z\nRRULE:${normaliseRule(rule)}`);
}

/**
 * The days of `rule` from `startsOn` that fall from `from` to `to` (YYYY-MM-DD, both included), in order, at
 * most MAX_OCCURRENCES. The start day is an occurrence only if the rule names it: a rule whose BY parts skip
 * it starts on the first day they name.
 */
export function occurrenceDays(rule: string, startsOn: string, from: string, to: string): string[] {
  const days: string[] = [];
  ruleFrom(rule, startsOn).between(floating(from), floating(to), true, (date) => {
    days.push(dayOf(date));
    return days.length < MAX_OCCURRENCES;
  });
  return days;
}

/** The first day of `rule` after `day` (not that day itself), or null when the rule has ended. */
export function nextOccurrenceDay(rule: string, startsOn: string, day: string): string | null {
  const found = ruleFrom(rule, startsOn).after(floating(day), false);
  return found === null ? null : dayOf(found);
}

/** `day` plus `days` (YYYY-MM-DD). */
export const plusDays = (day: string, days: number) =>
  dayOf(new Date(floating(day).getTime() + days * 86_400_000));

/** Which day it is now in `timeZone` (an IANA name such as Europe/Oslo), YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whether `timeZone` is an IANA time zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone.length > 0 && !/^[+-]/.test(timeZone);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The common rules, offered by name; any other rule is described by the library.

const WORKDAYS = 'BYDAY=MO,TU,WE,TH,FR';
export const schedulePresets = {
  monthly: 'FREQ=MONTHLY',
  quarterly: 'FREQ=MONTHLY;INTERVAL=3',
  'half-yearly': 'FREQ=MONTHLY;INTERVAL=6',
  yearly: 'FREQ=YEARLY',
  'last-working-day-of-quarter': `FREQ=MONTHLY;BYMONTH=3,6,9,12;${WORKDAYS};BYSETPOS=-1`,
} as const;
export type SchedulePreset = keyof typeof schedulePresets;
/** 'Every N weeks' is a preset with a number. */
export const weeklyRule = (weeks: number) => (weeks === 1 ? 'FREQ=WEEKLY' : `FREQ=WEEKLY;INTERVAL=${weeks}`);
const weeksOf = (rule: string) => {
  const match = /^FREQ=WEEKLY(?:;INTERVAL=(\d+))?$/.exec(normaliseRule(rule));
  return match ? Number(match[1] ?? 1) : null;
};

/** Which common rule `rule` is, with its number of weeks for 'every N weeks'; null for any other rule. */
export function presetOf(rule: string): { preset: SchedulePreset | 'weeks'; weeks?: number } | null {
  const normal = normaliseRule(rule);
  const named = (Object.keys(schedulePresets) as SchedulePreset[]).find((p) => schedulePresets[p] === normal);
  if (named) return { preset: named };
  const weeks = weeksOf(normal);
  return weeks === null ? null : { preset: 'weeks', weeks };
}

type Language = 'en' | 'nb';
const presetWords: Record<Language, Record<SchedulePreset, string> & { weeks: (n: number) => string }> = {
  en: {
    monthly: 'Every month',
    quarterly: 'Every quarter',
    'half-yearly': 'Every half year',
    yearly: 'Every year',
    'last-working-day-of-quarter': 'On the last working day of every quarter',
    weeks: (n) => (n === 1 ? 'Every week' : `Every ${n} weeks`),
  },
  nb: {
    monthly: 'Hver måned',
    quarterly: 'Hvert kvartal',
    'half-yearly': 'Hvert halvår',
    yearly: 'Hvert år',
    'last-working-day-of-quarter': 'Siste virkedag i hvert kvartal',
    weeks: (n) => (n === 1 ? 'Hver uke' : `Hver ${n}. uke`),
  },
};

/*
 * The library's words in Norwegian: `toText` asks for each English word or phrase it writes, and the
 * language object names the days and months. Phrases it builds from several words come out the way a
 * Norwegian writes them because each piece is given whole ('on the' → 'den', ordinals as '3.').
 */
const norwegianWords: Record<string, string> = {
  every: 'hver',
  until: 'til og med',
  day: 'dag',
  days: 'dager',
  week: 'uke',
  weeks: 'uker',
  'on the': 'den',
  on: 'på',
  in: 'i',
  and: 'og',
  or: 'eller',
  at: 'kl.',
  last: 'siste',
  st: '.',
  nd: '.',
  rd: '.',
  th: '.',
  weekday: 'virkedag',
  weekdays: 'virkedager',
  month: 'måned',
  months: 'måneder',
  year: 'år',
  years: 'år',
  for: 'i',
  time: 'gang',
  times: 'ganger',
};
const norwegian = {
  dayNames: ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'],
  monthNames: [
    'januar',
    'februar',
    'mars',
    'april',
    'mai',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'desember',
  ],
  tokens: {},
};
const dateWords = (language: Language) => (year: number, month: string, day: number) =>
  language === 'nb' ? `${day}. ${month} ${year}` : `${month} ${day}, ${year}`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Norwegian counts every second week as 'hver 2. uke', and a number of times without a preposition. */
const singular: Record<string, string> = { dager: 'dag', uker: 'uke', måneder: 'måned', år: 'år' };
const norwegianOrder = (text: string) =>
  text
    .replace(
      /hver (\d+) (dager|uker|måneder|år)/,
      (_, n: string, unit: string) => `hver ${n}. ${singular[unit]}`,
    )
    .replace(/ i (\d+) gang(er)?$/, ', $1 gang$2');

/** The rule in words: a common rule by its name, any other as the library writes it, in `language`. */
export function describeRule(rule: string, language: Language): string {
  const preset = presetOf(rule);
  if (preset) {
    const words = presetWords[language];
    return preset.preset === 'weeks' ? words.weeks(preset.weeks ?? 1) : words[preset.preset];
  }
  const parsed = new RRule(RRule.parseString(normaliseRule(rule)));
  const text =
    language === 'nb'
      ? parsed.toText(
          (word) => norwegianWords[word.toString()] ?? word.toString(),
          norwegian,
          dateWords('nb'),
        )
      : parsed.toText(undefined, undefined, dateWords('en'));
  return capitalise(language === 'nb' ? norwegianOrder(text) : text);
}
