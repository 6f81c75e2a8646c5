import type { CoverageRow, MappedStanding, RequirementMapped } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import { mappingsRepository, type RequirementMappingView } from '../mappings/mappings.repository.js';
import { maturitiesRepository } from '../maturities/maturities.repository.js';
import { presentStanding } from './projections.presenter.js';
import { projectionsRepository } from './projections.repository.js';
import { projectionOf } from './projections.rules.js';
import { type Standing, standingsOf } from './projections.standings.js';

/** Rows by a key, in the order they came. */
export function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/**
 * The requirements mapped to and from one requirement (of the company), how each stands, and its own
 * projection: its mappings with both ends in one statement, then, when it has any, the semaphore's batch and
 * the maturities of their other ends. The requirement view, which reads the requirement's own standing (its
 * colour and applicability) and its mappings anyway, passes them as `known`; otherwise they are read here.
 */
export async function mappedOf(
  db: Executor,
  companyId: string,
  requirementId: string,
  known?: { own: Promise<Standing>; views: Promise<RequirementMappingView[]> },
): Promise<RequirementMapped> {
  const own = known?.own;
  const views = await (known?.views ?? mappingsRepository(db).listForRequirement(companyId, requirementId));
  const others = views.map((v) => (v.direction === 'to' ? v.target : v.source).id);
  const ids = own ? others : [requirementId, ...others];
  const [standings, maturities] =
    ids.length === 0
      ? [new Map<string, Standing>(), []]
      : await Promise.all([
          standingsOf(db, companyId, ids),
          maturitiesRepository(db).listOfRequirements(companyId, others),
        ]);
  const byRequirement = groupBy(maturities, (m) => m.requirementId);
  const side = (direction: 'to' | 'from'): MappedStanding[] =>
    views
      .filter((v) => v.direction === direction)
      .map((v) => presentStanding(v, direction === 'to' ? v.target : v.source, standings, byRequirement));
  const from = side('from');
  const { assessed } = (await own) ?? standings.get(requirementId) ?? { assessed: false };
  return { assessed, from, to: side('to'), projection: assessed ? null : projectionOf(from) };
}

/** How much of each specification mapped into or out of `specificationId` (the company's) the other covers. */
export async function coverageOf(
  db: Executor,
  companyId: string,
  specificationId: string,
): Promise<CoverageRow[]> {
  const repo = projectionsRepository(db);
  const counts = await repo.coverage(companyId, specificationId);
  const named = new Map(
    (
      await repo.specificationsWithCounts(companyId, [
        ...new Set(counts.flatMap((c) => [c.sourceId, c.targetId])),
      ])
    ).map((s) => [s.id, s]),
  );
  return counts
    .flatMap((c) => {
      const source = named.get(c.sourceId);
      const target = named.get(c.targetId);
      if (!source || !target) return [];
      return [
        {
          source: { id: source.id, name: source.name },
          target: { id: target.id, name: target.name },
          requirements: target.requirements,
          covered: c.covered,
          partlyCovered: c.partlyCovered,
          notCovered: target.requirements - c.covered - c.partlyCovered,
        },
      ];
    })
    .sort((a, b) => a.source.name.localeCompare(b.source.name) || a.target.name.localeCompare(b.target.name));
}
