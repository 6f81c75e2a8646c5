import { type MappingRelationship, mappingRelationships, type SemaphoreColour } from '@praxis/contract';
import { describe, expect, it } from 'vitest';
import { hasOwnAssessment, type ProjectionSource, projectionOf } from './projections.rules.js';

const source = (
  relationship: MappingRelationship,
  semaphore: SemaphoreColour,
  assessed = true,
): ProjectionSource => ({ relationship, semaphore, assessed });

describe('projections', () => {
  it('projects fully from equal-to, equivalent-to and superset-of sources', () => {
    for (const relationship of ['equal-to', 'equivalent-to', 'superset-of'] as const) {
      expect(projectionOf([source(relationship, 'green')])).toMatchObject({
        semaphore: 'green',
        kind: 'full',
      });
    }
  });

  it('projects only as partial, needs review, from subset-of and intersects-with sources', () => {
    for (const relationship of ['subset-of', 'intersects-with'] as const) {
      expect(projectionOf([source(relationship, 'green')])).toMatchObject({
        semaphore: 'green',
        kind: 'partial',
      });
    }
  });

  it('projects nothing from no-relationship, unassessed or not-applicable sources', () => {
    expect(projectionOf([source('no-relationship', 'green')])).toBeNull();
    expect(projectionOf([source('equal-to', 'gray', false)])).toBeNull();
    expect(projectionOf([source('equal-to', 'gray', true)])).toBeNull();
    expect(projectionOf([])).toBeNull();
  });

  it('a full source decides over partial ones; among sources of a kind the worst colour wins, with those sources', () => {
    const green = source('equal-to', 'green');
    const yellow = source('superset-of', 'yellow');
    const red = source('intersects-with', 'red');
    expect(projectionOf([red, green, yellow])).toEqual({
      semaphore: 'yellow',
      kind: 'full',
      sources: [green, yellow],
    });
    expect(projectionOf([source('subset-of', 'yellow'), red])?.semaphore).toBe('red');
  });

  it('covers every OSCAL relationship type', () => {
    const kinds = mappingRelationships.map((r) => projectionOf([source(r, 'green')])?.kind ?? null);
    expect(kinds).toEqual(['full', 'full', 'partial', 'full', 'partial', null]);
  });

  it('a requirement has its own assessment when decided not applicable or coloured by anything of its own', () => {
    expect(hasOwnAssessment({ applicable: null }, 'gray')).toBe(false);
    expect(hasOwnAssessment({ applicable: true }, 'gray')).toBe(false);
    expect(hasOwnAssessment({ applicable: false }, 'gray')).toBe(true);
    expect(hasOwnAssessment({ applicable: null }, 'yellow')).toBe(true);
  });
});
