import type { MappingRelationship, ProjectionKind, SemaphoreColour } from '@praxis/contract';
import type { SemaphoreInput } from '../specifications/specifications.semaphore.js';

/**
 * What a source's assessment says about a target, by the relationship of source to target (OSCAL 1.2):
 * a source equal to, equivalent to or a superset of its target covers all of it; a subset or an
 * intersection covers part of it only, which a person has to review; `no-relationship` says nothing.
 */
export const projectionKindOf: Record<MappingRelationship, ProjectionKind | null> = {
  'equal-to': 'full',
  'equivalent-to': 'full',
  'superset-of': 'full',
  'subset-of': 'partial',
  'intersects-with': 'partial',
  'no-relationship': null,
};

/**
 * Whether a requirement has its own assessment: someone decided it does not apply, or something gives it
 * a colour of its own (a linked control with an execution, a related item, an own checkpoint date, own
 * evidence). Exactly the requirements `semaphoreOf` colours gray for having nothing are without one: an
 * applicability decided "applies" with nothing linked yet is still unassessed, and shows a projection.
 */
export function hasOwnAssessment(
  input: Pick<SemaphoreInput, 'applicable'>,
  colour: SemaphoreColour,
): boolean {
  return input.applicable === false || colour !== 'gray';
}

/** Worst first: a projection shows the worst colour among the sources it is made of. */
const severity: Record<SemaphoreColour, number> = { red: 3, yellow: 2, green: 1, gray: 0 };

/** A source as a projection reads it: how it maps to the target, and its own colour. */
export interface ProjectionSource {
  relationship: MappingRelationship;
  semaphore: SemaphoreColour;
  /** Whether the source has its own assessment; an unassessed source projects nothing. */
  assessed: boolean;
}

/**
 * The colour a target without its own assessment shows from its sources, or null when none tells: the
 * worst colour of the assessed sources that cover it fully; only when none does, the worst of those that
 * cover it in part, as 'partial'. A source gray because it does not apply says nothing about its target
 * and is left out, as is a source without an assessment of its own (projections never chain).
 */
export function projectionOf<S extends ProjectionSource>(
  sources: S[],
): { semaphore: SemaphoreColour; kind: ProjectionKind; sources: S[] } | null {
  for (const kind of ['full', 'partial'] as const) {
    const telling = sources.filter(
      (s) => s.assessed && s.semaphore !== 'gray' && projectionKindOf[s.relationship] === kind,
    );
    if (telling.length === 0) continue;
    const worst = telling.reduce((a, b) => (severity[b.semaphore] > severity[a.semaphore] ? b : a));
    return { semaphore: worst.semaphore, kind, sources: telling };
  }
  return null;
}
