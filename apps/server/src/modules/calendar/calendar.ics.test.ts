import { type DatedThing, occurrenceDays } from '@praxis/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { expandRecurring } from '../../test/ical.js';
import { calendarOf, type ScheduledWork, thingAddress } from './calendar.ics.js';

const requirement: DatedThing = {
  kind: 'requirement',
  id: '11111111-1111-4111-8111-111111111111',
  legacyId: 1,
  category: null,
  specificationId: '22222222-2222-4222-8222-222222222222',
  code: 'GV.1.1',
  name: 'Access policy',
  date: '2026-12-31',
  dateKind: 'deadline',
  overdue: false,
};
const execution: DatedThing = {
  ...requirement,
  kind: 'execution',
  id: '33333333-3333-4333-8333-333333333333',
  category: 'Executions',
  specificationId: null,
  code: 'KON-001',
  name: 'Backups · Server',
  date: '2027-01-01',
  dateKind: 'expires',
};
const options = { language: 'en-US' as const, publicUrl: 'https://praxis.example', host: 'praxis.example' };

describe('calendarOf', () => {
  it('makes one all-day event per dated thing, with a stable UID and a link, skipping undated things', () => {
    const text = calendarOf(
      [requirement, execution, { ...execution, id: requirement.id, date: null }],
      options,
    );
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.uid, e.summary, e.startDate.toString(), e.startDate.isDate])).toEqual([
      [`${requirement.id}-deadline@praxis.example`, 'Deadline: GV.1.1 Access policy', '2026-12-31', true],
      [`${execution.id}-expires@praxis.example`, 'Expires: KON-001 Backups · Server', '2027-01-01', true],
    ]);
    expect(events[0]?.endDate.toString()).toBe('2027-01-01');
  });

  it('speaks Norwegian to a Norwegian', () => {
    expect(calendarOf([requirement], { ...options, language: 'nb-NO' })).toContain('SUMMARY:Frist: GV.1.1');
  });
});

describe('calendarOf with recurring work', () => {
  const work: ScheduledWork = {
    id: '44444444-4444-4444-8444-444444444444',
    // The 31st of every second month from 10 February: February and June have no 31st.
    rule: 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=31',
    startsOn: '2026-02-10',
    plannedUntil: '2026-12-31',
    owner: execution,
    occurrences: [
      { id: '55555555-5555-4555-8555-000000000001', dueOn: '2026-08-31', status: 'done' },
      { id: '55555555-5555-4555-8555-000000000002', dueOn: '2026-10-31', status: 'skipped' },
      { id: '55555555-5555-4555-8555-000000000003', dueOn: '2026-12-31', status: 'open' },
    ],
  };
  const uid = `${work.id}-schedule@praxis.example`;

  it('makes one recurring all-day event from the first occurrence day, expanding to the rule’s days, recorded ones marked', () => {
    const text = calendarOf([], options, [{ ...work, plannedUntil: null }]);
    const { event, days } = expandRecurring(text, uid, '2027-12-31');
    expect(event.startDate.toString()).toBe('2026-08-31');
    expect(event.startDate.isDate).toBe(true);
    expect(text).toContain('DTSTART;VALUE=DATE:20260831');
    expect(text).toContain('RRULE:FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=31');
    expect(days.map(([day]) => day)).toEqual(
      occurrenceDays(work.rule, work.startsOn, '2026-01-01', '2027-12-31'),
    );
    const title = 'KON-001 Backups · Server · Every 2 months on the 31st';
    expect(days.slice(0, 4)).toEqual([
      ['2026-08-31', `Done: ${title}`],
      ['2026-10-31', `Skipped: ${title}`],
      ['2026-12-31', `Due: ${title}`],
      ['2027-08-31', `Due: ${title}`],
    ]);
  });

  it('follows the planned rows up to the horizon: a day without its row is no occurrence, a row off the rule is its own event', () => {
    const replanned: ScheduledWork = {
      ...work,
      occurrences: [
        ...work.occurrences.filter((o) => o.dueOn !== '2026-12-31'),
        { id: '55555555-5555-4555-8555-000000000004', dueOn: '2026-11-15', status: 'done' },
      ],
    };
    const text = calendarOf([], { ...options, language: 'nb-NO' }, [replanned]);
    const { days } = expandRecurring(text, uid, '2027-12-31');
    expect(days.map(([day]) => day)).toEqual([
      '2026-08-31',
      '2026-10-31',
      '2027-08-31',
      '2027-10-31',
      '2027-12-31',
    ]);
    expect(days[0]?.[1]).toMatch(/^Utført: KON-001 Backups · Server · /);
    const own = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c))
      .filter((e) => e.uid !== uid);
    expect(own.map((e) => [e.uid, e.startDate.toString(), e.summary.split(':')[0]])).toEqual([
      ['55555555-5555-4555-8555-000000000004-occurrence@praxis.example', '2026-11-15', 'Utført'],
    ]);
  });
});

describe('thingAddress', () => {
  it('opens a requirement on its specification page and anything else on My work', () => {
    expect(thingAddress('https://p.example', requirement)).toBe(
      `https://p.example/praxis/specification/${requirement.specificationId}?requirement=${requirement.id}`,
    );
    expect(thingAddress('https://p.example', execution)).toBe('https://p.example/my-work');
  });
});
