import { expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.js';
import { describeEachDatabase } from '../../test/databases.js';
import { rateLimitsRepository } from './rate-limits.repository.js';

const MINUTE = 60_000;
const start = new Date('2030-01-01T00:00:00Z').getTime();
const window = (n: number) => new Date(start + n * MINUTE);
const hits = (entries: Record<string, number>) => new Map(Object.entries(entries));

describeEachDatabase('request counts', (db) => {
  it('add per window, start again in a new one, and keep counting the newer one for a lagging clock', async () => {
    const counts = rateLimitsRepository(db().db);
    expect(await counts.add(hits({ 'user:a': 1 }), window(0))).toEqual(hits({ 'user:a': 1 }));
    expect(await counts.add(hits({ 'user:a': 4, 'user:b': 2 }), window(0))).toEqual(
      hits({ 'user:a': 5, 'user:b': 2 }),
    );
    expect(await counts.add(hits({ 'user:a': 1 }), window(1))).toEqual(hits({ 'user:a': 1 }));
    expect(await counts.add(hits({ 'user:a': 1 }), window(0))).toEqual(hits({ 'user:a': 2 }));
    expect(await counts.add(hits({ 'user:a': 3 }), window(1))).toEqual(hits({ 'user:a': 5 }));
    expect(await counts.add(new Map(), window(1))).toEqual(new Map());
  });

  it('forget the callers whose window has ended', async () => {
    const counts = rateLimitsRepository(db().db);
    await counts.add(hits({ 'user:a': 1 }), window(0));
    await counts.add(hits({ 'user:b': 1 }), window(1));
    await counts.purgeBefore(window(1));
    const rows = await db().db.select({ key: rateLimits.key }).from(rateLimits);
    expect(rows).toEqual([{ key: 'user:b' }]);
  });
});
