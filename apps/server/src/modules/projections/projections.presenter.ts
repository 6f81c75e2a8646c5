import type { MappedStanding } from '@praxis/contract';
import { presentEnd } from '../mappings/mappings.presenter.js';
import type { MappingEnd, MappingView } from '../mappings/mappings.repository.js';
import type { MaturityRow } from '../maturities/maturities.repository.js';
import type { Standing } from './projections.standings.js';

const unassessed: Standing = { semaphore: 'gray', assessed: false };

/** The Current and Target levels among a requirement's maturities. */
export function presentLevels(rows: MaturityRow[] = []) {
  return {
    current: rows.find((m) => m.classId === 'Current')?.level ?? null,
    target: rows.find((m) => m.classId === 'Target')?.level ?? null,
  };
}

/** The other end of a mapping, as the requirement at `this` end sees it, with how it stands. */
export function presentStanding(
  view: MappingView,
  other: MappingEnd,
  standings: ReadonlyMap<string, Standing>,
  maturities: ReadonlyMap<string, MaturityRow[]> = new Map(),
): MappedStanding {
  const standing = standings.get(other.id) ?? unassessed;
  return {
    mappingId: view.mapping.id,
    relationship: view.mapping.relationship,
    requirement: presentEnd(other),
    semaphore: standing.semaphore,
    assessed: standing.assessed,
    maturity: presentLevels(maturities.get(other.id)),
  };
}
