import { expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.js';
import { describeEachDatabase } from '../../test/databases.js';
import { rateLimitsRepository } from './rate-limits.repository.js';

const MINUTE = 60_000;
const start = new Date('2030-01-01T00:00:00Z').getTime();
const window = (n: number) => new Date(start + n * MINUTE);

describeEachDatabase('request counts', (db) => {
  it('count per window, start again at 1 in a new one, and keep counting the newer one for a lagging clock', async () => {
    const counts = rateLimitsRepository(db().db);
    expect(await counts.hit('user:a', window(0))).toBe(1);
    expect(await counts.hit('user:a', window(0))).toBe(2);
    expect(await counts.hit('user:b', window(0))).toBe(1);
    expect(await counts.hit('user:a', window(1))).toBe(1);
    expect(await counts.hit('user:a', window(0))).toBe(2);
    expect(await counts.hit('user:a', window(1))).toBe(3);
  });

  it('forget the callers whose window has ended', async () => {
    const counts = rateLimitsRepository(db().db);
    await counts.hit('user:a', window(0));
    await counts.hit('user:b', window(1));
    await counts.purgeBefore(window(1));
    const rows = await db().db.select({ key: rateLimits.key }).from(rateLimits);
    expect(rows).toEqual([{ key: 'user:b' }]);
  });
});
