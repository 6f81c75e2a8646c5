import type { DatedThing } from '@praxis/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarOf, thingAddress } from './calendar.ics.js';

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

describe('thingAddress', () => {
  it('opens a requirement on its specification page and anything else on My work', () => {
    expect(thingAddress('https://p.example', requirement)).toBe(
      `https://p.example/praxis/specification/${requirement.specificationId}?requirement=${requirement.id}`,
    );
    expect(thingAddress('https://p.example', execution)).toBe('https://p.example/my-work');
  });
});
