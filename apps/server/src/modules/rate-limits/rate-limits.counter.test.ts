import { expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.js';
import { describeEachDatabase } from '../../test/databases.js';
import { RequestCounter } from './rate-limits.counter.js';
import { rateLimitsRepository } from './rate-limits.repository.js';

const WINDOW = new Date('2030-01-01T00:00:00Z').getTime();
const MAX = 100;
/** A twentieth of MAX: how many requests an instance counts in memory before it writes. */
const BATCH = 5;

describeEachDatabase('an instance counting requests', (db) => {
  const stored = async () =>
    Object.fromEntries(
      (await db().db.select({ key: rateLimits.key, hits: rateLimits.hits }).from(rateLimits)).map((row) => [
        row.key,
        row.hits,
      ]),
    );
  const counter = () => new RequestCounter(MAX, rateLimitsRepository(db().db).add);
  const hitTimes = async (instance: RequestCounter, n: number, key = 'user:a') => {
    const totals: number[] = [];
    for (let i = 0; i < n; i++) totals.push(await instance.hit(key, WINDOW));
    return totals;
  };

  it('writes in batches far from the limit, and what it counted in memory on flush', async () => {
    const instance = counter();
    expect(await hitTimes(instance, BATCH - 1)).toEqual([1, 2, 3, 4]);
    expect(await stored()).toEqual({});
    expect(await instance.hit('user:a', WINDOW)).toBe(BATCH);
    expect(await stored()).toEqual({ 'user:a': BATCH });
    await hitTimes(instance, 2);
    await instance.hit('user:b', WINDOW);
    await instance.flush();
    expect(await stored()).toEqual({ 'user:a': BATCH + 2, 'user:b': 1 });
  });

  it('writes every request near the limit, so one instance refuses at exactly the limit', async () => {
    const instance = counter();
    const totals = await hitTimes(instance, MAX + 2);
    expect(totals.slice(MAX - BATCH)).toEqual([96, 97, 98, 99, 100, 101, 102]);
    // Within a batch of the limit each request is in the table as it is answered; refusals wait for a flush.
    expect(await stored()).toEqual({ 'user:a': MAX });
    await instance.flush();
    expect(await stored()).toEqual({ 'user:a': MAX + 2 });
  });

  it('shares one budget between instances, passing at most a batch per other instance over it', async () => {
    const [first, second] = [counter(), counter()];
    let admitted = 0;
    for (let i = 0; i < 2 * MAX; i++) {
      if ((await (i % 2 === 0 ? first : second).hit('user:a', WINDOW)) <= MAX) admitted++;
    }
    expect(admitted).toBeGreaterThanOrEqual(MAX);
    expect(admitted).toBeLessThanOrEqual(MAX + BATCH);
    // Once each has written, both refuse at once.
    expect(await second.hit('user:a', WINDOW)).toBeGreaterThan(MAX);
    expect(await first.hit('user:a', WINDOW)).toBeGreaterThan(MAX);
  });

  it('starts every key again in a new window', async () => {
    const instance = counter();
    await hitTimes(instance, MAX + 1);
    expect(await instance.hit('user:a', WINDOW + 60_000)).toBe(1);
  });
});
