import { describe, expect, it } from 'vitest';
import {
  describeRule,
  isTimeZone,
  nextOccurrenceDay,
  normaliseRule,
  occurrenceDays,
  plusDays,
  presetOf,
  ruleProblem,
  schedulePresets,
  todayIn,
  weeklyRule,
} from './recurrence.js';

describe('occurrence days as RFC 5545 gives them', () => {
  it('skips the months without a 31st rather than moving to another day', () => {
    expect(occurrenceDays('FREQ=MONTHLY;BYMONTHDAY=31', '2026-01-31', '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
  });

  it('gives 29 February in leap years only', () => {
    expect(
      occurrenceDays('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', '2024-02-29', '2024-01-01', '2032-12-31'),
    ).toEqual(['2024-02-29', '2028-02-29', '2032-02-29']);
    expect(nextOccurrenceDay('FREQ=YEARLY', '2024-02-29', '2024-02-29')).toBe('2028-02-29');
  });

  it('skips the quarter whose month has no 31st when a quarterly rule starts on the 31st', () => {
    expect(occurrenceDays(schedulePresets.quarterly, '2026-01-31', '2026-01-01', '2027-03-31')).toEqual([
      '2026-01-31',
      '2026-07-31',
      '2026-10-31',
      '2027-01-31',
    ]);
  });

  it('finds the last working day of each quarter, past weekends', () => {
    const rule = schedulePresets['last-working-day-of-quarter'];
    // 31 May 2026 is a Sunday... the quarters end on a Tuesday, a Tuesday, a Wednesday and a Thursday; in 2027
    // 31 December is a Friday and 30 June a Wednesday; 2028 ends its first quarter on a Friday the 31st.
    expect(occurrenceDays(rule, '2026-01-01', '2026-01-01', '2026-12-31')).toEqual([
      '2026-03-31',
      '2026-06-30',
      '2026-09-30',
      '2026-12-31',
    ]);
    // 30 September 2029 is a Sunday and 31 March 2029 a Saturday: the Friday before each.
    expect(occurrenceDays(rule, '2029-01-01', '2029-01-01', '2029-12-31')).toEqual([
      '2029-03-30',
      '2029-06-29',
      '2029-09-28',
      '2029-12-31',
    ]);
  });

  it('starts on the first day the rule names, not on a start day it does not name', () => {
    expect(occurrenceDays('FREQ=WEEKLY;BYDAY=MO', '2026-06-03', '2026-06-01', '2026-06-30')).toEqual([
      '2026-06-08',
      '2026-06-15',
      '2026-06-22',
      '2026-06-29',
    ]);
    expect(nextOccurrenceDay('FREQ=MONTHLY;COUNT=2', '2026-01-15', '2026-02-15')).toBeNull();
  });

  it('keeps a weekly rule on its weekday across the daylight-saving changes', () => {
    const days = occurrenceDays(weeklyRule(1), '2026-03-23', '2026-03-01', '2026-11-30');
    expect(days).toContain('2026-03-30');
    expect(days).toContain('2026-10-26');
    expect(days.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(plusDays('2026-03-28', 2)).toBe('2026-03-30');
  });
});

describe("today in the company's time zone", () => {
  it('turns the day at midnight in Oslo, in winter and in summer time', () => {
    // Winter time (UTC+1) before 29 March, summer time (UTC+2) until 25 October.
    expect(todayIn('Europe/Oslo', new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(todayIn('Europe/Oslo', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Oslo', new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Oslo', new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(todayIn('Europe/Oslo', new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(todayIn('Europe/Oslo', new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    expect(todayIn('Europe/Oslo', new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-26');
    expect(todayIn('UTC', new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });

  it('knows IANA names and refuses offsets and made-up zones', () => {
    expect(isTimeZone('Europe/Oslo')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('rules in words', () => {
  it('names the common rules in English and Norwegian', () => {
    const words = (rule: string) => [describeRule(rule, 'en'), describeRule(rule, 'nb')];
    expect(words(schedulePresets.monthly)).toEqual(['Every month', 'Hver måned']);
    expect(words(schedulePresets.quarterly)).toEqual(['Every quarter', 'Hvert kvartal']);
    expect(words(schedulePresets['half-yearly'])).toEqual(['Every half year', 'Hvert halvår']);
    expect(words(schedulePresets.yearly)).toEqual(['Every year', 'Hvert år']);
    expect(words(schedulePresets['last-working-day-of-quarter'])).toEqual([
      'On the last working day of every quarter',
      'Siste virkedag i hvert kvartal',
    ]);
    expect(words(weeklyRule(1))).toEqual(['Every week', 'Hver uke']);
    expect(words('RRULE:freq=weekly;interval=2')).toEqual(['Every 2 weeks', 'Hver 2. uke']);
    expect(presetOf('freq=monthly;interval=3')).toEqual({ preset: 'quarterly' });
    expect(presetOf('FREQ=WEEKLY;INTERVAL=3')).toEqual({ preset: 'weeks', weeks: 3 });
    expect(presetOf('FREQ=MONTHLY;BYMONTHDAY=15')).toBeNull();
  });

  it('describes any other rule through the library, in each language', () => {
    expect(describeRule('FREQ=MONTHLY;BYMONTHDAY=15', 'en')).toBe('Every month on the 15th');
    expect(describeRule('FREQ=MONTHLY;BYMONTHDAY=15', 'nb')).toBe('Hver måned den 15.');
    expect(describeRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR', 'en')).toBe('Every 2 weeks on Monday, Friday');
    expect(describeRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR', 'nb')).toBe('Hver 2. uke på mandag, fredag');
    expect(describeRule('FREQ=MONTHLY;INTERVAL=2;COUNT=5', 'en')).toBe('Every 2 months for 5 times');
    expect(describeRule('FREQ=MONTHLY;INTERVAL=2;COUNT=5', 'nb')).toBe('Hver 2. måned, 5 ganger');
  });
});

describe('rules a schedule may not have', () => {
  it('says what is wrong, as the message of a 400 at the field', () => {
    const cases: [string, string][] = [
      ['', 'must be one RRULE, such as FREQ=MONTHLY;INTERVAL=3'],
      ['FREQ=MONTHLY\nFREQ=DAILY', 'must be one RRULE, such as FREQ=MONTHLY;INTERVAL=3'],
      ['FREQ=HOURLY', 'must repeat daily, weekly, monthly or yearly'],
      ['FREQ=MONTHLY;BYHOUR=5', 'may not use BYHOUR'],
      ['FREQ=MONTHLY;', 'may not use an empty part'],
      ['BYDAY=MO', 'must name its FREQ'],
      ['FREQ=MONTHLY;INTERVAL=0', 'must have an INTERVAL from 1 to 1000'],
      ['FREQ=MONTHLY;COUNT=0', 'must have a COUNT of 1 or more'],
      ['FREQ=MONTHLY;BYMONTHDAY=40', 'must have BYMONTHDAY from 1 to 31 or from -31 to -1'],
      ['FREQ=MONTHLY;BYDAY=-10MO', 'must have BYDAY as weekdays, numbered from 1 to 5 or from -5 to -1'],
      ['FREQ=WEEKLY;BYDAY=2MO', 'must have BYDAY as weekdays such as MO,TU'],
      ['FREQ=YEARLY;BYMONTH=13', 'must have BYMONTH from 1 to 12'],
      // Shapes the library would search up to the year 9999 for a day they never give.
      ['FREQ=DAILY;BYMONTHDAY=40', 'may not use BYMONTHDAY with FREQ=DAILY'],
      ['FREQ=DAILY;INTERVAL=7;BYDAY=MO', 'may not use BYDAY with FREQ=DAILY and an INTERVAL'],
      ['FREQ=WEEKLY;BYSETPOS=8', 'may not use BYSETPOS with FREQ=WEEKLY'],
      ['FREQ=YEARLY;BYYEARDAY=60;BYMONTH=1', 'names no day that exists'],
      ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', 'names no day that exists'],
      ['FREQ=MONTHLY;BYDAY=XX', 'must have BYDAY as weekdays, numbered from 1 to 5 or from -5 to -1'],
      ['FREQ=MONTHLY;UNTIL=tomorrow', 'is not a valid RRULE'],
      [`FREQ=DAILY;${'BYMONTH=1;'.repeat(50)}`, 'must be at most 500 characters'],
    ];
    for (const [rule, problem] of cases) expect(ruleProblem(rule), rule).toBe(problem);
    for (const rule of [
      ...Object.values(schedulePresets),
      weeklyRule(4),
      'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
    ])
      expect(ruleProblem(rule), rule).toBeNull();
    expect(normaliseRule(' rrule:freq=monthly;interval=3 ')).toBe('FREQ=MONTHLY;INTERVAL=3');
  });
});
