import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_MATRIX, type RiskLevel, riskLevelOf, riskMatrixSchema, riskScoreOf } from './risks.js';

const LEVEL: Record<string, RiskLevel> = { L: 'low', M: 'medium', H: 'high', C: 'critical' };

/** Every cell of the 5×5 grid, likelihood down and consequence across, as the matrix should level it. */
function expectGrid(rows: string[], matrix = DEFAULT_RISK_MATRIX) {
  for (let likelihood = 1; likelihood <= 5; likelihood += 1) {
    for (let consequence = 1; consequence <= 5; consequence += 1) {
      const score = riskScoreOf(likelihood, consequence) as number;
      const expected = LEVEL[rows[likelihood - 1]?.split(' ')[consequence - 1] ?? ''];
      expect(riskLevelOf(score, matrix), `${likelihood}×${consequence}=${score}`).toBe(expected);
    }
  }
}

describe('risk scores and levels', () => {
  it('scores likelihood × consequence, and nothing while either is unrated', () => {
    expect(riskScoreOf(3, 4)).toBe(12);
    expect(riskScoreOf(null, 4)).toBeNull();
    expect(riskScoreOf(3, null)).toBeNull();
  });

  it('levels every cell of the default matrix: low 1-4, medium 5-9, high 10-19, critical 20-25', () => {
    expectGrid(['L L L L M', 'L L M M H', 'L M M H H', 'L M H H C', 'M H H C C']);
    for (const [score, level] of [
      [4, 'low'],
      [5, 'medium'],
      [9, 'medium'],
      [10, 'high'],
      [19, 'high'],
      [20, 'critical'],
    ] as const) {
      expect(riskLevelOf(score), String(score)).toBe(level);
    }
  });

  it('levels every cell of an adjusted matrix by its thresholds', () => {
    const adjusted = { ...DEFAULT_RISK_MATRIX, thresholds: { medium: 3, high: 8, critical: 15 } };
    expectGrid(['L L M M M', 'L M M H H', 'M M H H C', 'M H H C C', 'M H C C C'], adjusted);
  });

  it('takes a matrix only with rising thresholds and #RRGGBB colours', () => {
    expect(riskMatrixSchema.safeParse(DEFAULT_RISK_MATRIX).success).toBe(true);
    const flat = { ...DEFAULT_RISK_MATRIX, thresholds: { medium: 5, high: 5, critical: 20 } };
    expect(riskMatrixSchema.safeParse(flat).error?.issues[0]?.path).toEqual(['thresholds']);
    const red = { ...DEFAULT_RISK_MATRIX, colours: { ...DEFAULT_RISK_MATRIX.colours, critical: 'red' } };
    expect(riskMatrixSchema.safeParse(red).error?.issues[0]?.path).toEqual(['colours', 'critical']);
  });
});
