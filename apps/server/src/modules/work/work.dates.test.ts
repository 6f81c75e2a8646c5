import { describe, expect, it } from 'vitest';
import { byUrgency, colourOfOwner, nearestDate } from './work.dates.js';

const today = '2026-06-15';
const dates = (deadline: string | null, implemented: string | null, expires: string | null) => ({
  deadline,
  implemented,
  expires,
});

describe('nearestDate', () => {
  it('is the deadline while nothing is implemented, overdue from the day after it', () => {
    expect(nearestDate(dates('2026-06-15', null, '2030-01-01'), today)).toEqual({
      date: '2026-06-15',
      dateKind: 'deadline',
      overdue: false,
    });
    expect(nearestDate(dates('2026-06-14', null, null), today).overdue).toBe(true);
  });

  it('is the expiry once implemented, whatever the deadline, and nothing without one', () => {
    expect(nearestDate(dates('2026-01-01', '2026-02-01', '2026-06-14'), today)).toEqual({
      date: '2026-06-14',
      dateKind: 'expires',
      overdue: true,
    });
    expect(nearestDate(dates('2026-01-01', '2026-02-01', null), today)).toEqual({
      date: null,
      dateKind: null,
      overdue: false,
    });
    expect(nearestDate(dates(null, null, '2026-07-01'), today).date).toBeNull();
  });
});

describe('colourOfOwner', () => {
  const own = (d: ReturnType<typeof dates>) => ({ ...d, evidence: [] });
  it('reads an item’s own dates as a requirement’s own dates are read', () => {
    expect(colourOfOwner(own(dates(null, null, null)), today)).toBe('gray');
    expect(colourOfOwner(own(dates('2026-06-14', null, null)), today)).toBe('red');
    expect(colourOfOwner(own(dates('2026-06-15', null, null)), today)).toBe('yellow');
    expect(colourOfOwner(own(dates(null, '2026-01-01', '2026-07-15')), today)).toBe('yellow');
    expect(colourOfOwner(own(dates(null, '2026-01-01', '2026-07-16')), today)).toBe('green');
    expect(colourOfOwner(own(dates(null, '2026-01-01', '2026-06-14')), today)).toBe('red');
  });

  it('lets approved evidence govern, as it does for a requirement', () => {
    const approved = (expiresDate: string | null) => ({
      status: 'approved' as const,
      approved: { expiresDate },
    });
    const undated = dates(null, null, null);
    expect(colourOfOwner({ ...undated, evidence: [approved(null)] }, today)).toBe('green');
    expect(colourOfOwner({ ...undated, evidence: [approved('2026-06-14')] }, today)).toBe('red');
    expect(colourOfOwner({ ...undated, evidence: [approved('2026-07-15')] }, today)).toBe('yellow');
    expect(
      colourOfOwner({ ...dates('2026-06-14', null, null), evidence: [approved('2026-07-16')] }, today),
    ).toBe('green');
  });
});

describe('byUrgency', () => {
  it('puts overdue first, then the soonest date, undated last', () => {
    const entries = [
      { date: null, dateKind: null, overdue: false },
      { date: '2026-07-01', dateKind: 'deadline', overdue: false },
      { date: '2026-06-10', dateKind: 'expires', overdue: true },
      { date: '2026-06-20', dateKind: 'deadline', overdue: false },
      { date: '2026-06-01', dateKind: 'deadline', overdue: true },
    ] as const;
    expect([...entries].sort(byUrgency).map((e) => e.date)).toEqual([
      '2026-06-01',
      '2026-06-10',
      '2026-06-20',
      '2026-07-01',
      null,
    ]);
  });
});
