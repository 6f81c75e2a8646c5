import { EVIDENCE_EXPIRY_WARNING_DAYS } from '@praxis/contract';

export type Expiry = 'expired' | 'expiring' | 'valid';

const dayMs = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

/**
 * How near an expiry date is, seen on `today` (both YYYY-MM-DD): the expiry is the last day the proof
 * holds, so it is expired from the day after; within the semaphore's warning days it is expiring.
 */
export function expiryOf(expiresDate: string, today: string): Expiry {
  const left = dayNumber(expiresDate) - dayNumber(today);
  if (left < 0) return 'expired';
  return left <= EVIDENCE_EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
}
