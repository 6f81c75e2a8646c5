import { EVIDENCE_EXPIRY_WARNING_DAYS } from '@praxis/contract';
import { describe, expect, it } from 'vitest';
import { expiryOf } from './expiry';

describe('expiryOf', () => {
  it('holds on its last day and is expired from the day after', () => {
    expect(expiryOf('2026-03-01', '2026-03-01')).toBe('expiring');
    expect(expiryOf('2026-02-28', '2026-03-01')).toBe('expired');
  });

  it(`warns within ${EVIDENCE_EXPIRY_WARNING_DAYS} days, across a month and a year`, () => {
    expect(expiryOf('2027-01-30', '2026-12-31')).toBe('expiring');
    expect(expiryOf('2027-01-31', '2026-12-31')).toBe('valid');
  });

  it('counts whole days across a daylight-saving change', () => {
    expect(expiryOf('2026-04-28', '2026-03-29')).toBe('expiring');
    expect(expiryOf('2026-04-29', '2026-03-29')).toBe('valid');
  });
});
