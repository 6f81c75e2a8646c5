import type { LinkedControl } from '@praxis/contract';
import { describe, expect, it } from 'vitest';
import { implementedDateOf, mapWithConcurrency, type RequirementDetails } from './reportApi';

describe('mapWithConcurrency', () => {
  it('keeps the order of the answers and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
  });

  it('fails with the first error and starts nothing more', async () => {
    const started: number[] = [];
    await expect(
      mapWithConcurrency([1, 2, 3, 4, 5], 1, async (n) => {
        started.push(n);
        if (n === 2) throw new Error('no');
        return n;
      }),
    ).rejects.toThrow('no');
    expect(started).toEqual([1, 2]);
  });
});

describe('implementedDateOf', () => {
  const control = (...dates: (string | null)[]): LinkedControl => ({
    id: 'c',
    legacyId: 1,
    identifier: 'KON-001',
    name: 'c',
    title: null,
    executions: dates.map((implementedDate, index) => ({
      id: `e${index}`,
      legacyId: index,
      identifier: `KON-00${index}`,
      assetId: null,
      assetLegacyId: null,
      assetName: 'a',
      checkpoints: { deadlineDate: null, implementedDate, expiresDate: null },
    })),
  });
  const details = (own: string | null, controls: LinkedControl[]) =>
    ({
      checkpoints: { deadlineDate: null, implementedDate: own, expiresDate: null },
      controls,
    }) as RequirementDetails;

  it("is the requirement's own implementation date when it has one", () => {
    expect(implementedDateOf(details('2026-01-02', [control('2026-05-05')]))).toBe('2026-01-02');
  });

  it('is else the latest implementation of a linked control, and null without any', () => {
    expect(
      implementedDateOf(details(null, [control('2026-03-01T00:00:00Z', null), control('2026-04-01')])),
    ).toBe('2026-04-01');
    expect(implementedDateOf(details(null, [control(null)]))).toBeNull();
  });
});
