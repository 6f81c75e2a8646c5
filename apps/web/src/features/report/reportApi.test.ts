import type { LinkedControl } from '@praxis/contract';
import { describe, expect, it } from 'vitest';
import { implementedDateOf, type RequirementDetails } from './reportApi';

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
