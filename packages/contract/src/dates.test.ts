import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './dates.js';

describe('one date format per language', () => {
  it('writes a day as English and Norwegian readers do, whatever the time of the API value', () => {
    expect(formatDay('2026-09-25', 'en')).toBe('Sep 25, 2026');
    expect(formatDay('2026-09-25', 'en-US')).toBe('Sep 25, 2026');
    expect(formatDay('2026-09-25', 'nb')).toBe('25.09.2026');
    expect(formatDay('2026-09-25', 'nb-NO')).toBe('25.09.2026');
    // The first 10 characters count, not the moment's day in some time zone.
    expect(formatDay('2026-09-25T23:30:00-05:00', 'nb')).toBe('25.09.2026');
  });

  it('writes a moment with the same day and the time of the given zone', () => {
    const moment = '2026-09-25T13:04:05Z';
    expect(formatMoment(moment, 'en', { timeZone: 'UTC' })).toBe('Sep 25, 2026, 1:04 PM');
    expect(formatMoment(moment, 'nb', { timeZone: 'Europe/Oslo' })).toBe('25.09.2026, 15:04');
    expect(formatMoment(moment, 'nb', { timeZone: 'UTC', seconds: true })).toBe('25.09.2026, 13:04:05');
  });
});
