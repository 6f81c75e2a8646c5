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
// for bundlers (named exports only): take whichever this runtime loaded.
const library: RRuleLibrary =
  (rruleModule as RRuleLibrary & { default?: RRuleLibrary }).default ?? rruleModule;
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
    // A rule that names no day (BYMONTHDAY=40, 30 February) would plan nothing, ever.
    // Looking up to 2040 only: without an end the library would walk every year to 9999 for such a rule.
    const start = new Date(Date.UTC(2000, 0, 1));
    const end = new Date(Date.UTC(2040, 11, 31));
    const first = new RRule({ ...options, count: null, until: end, dtstart: start }).after(start, true);
    if (first === null) return 'names no day that exists';
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
