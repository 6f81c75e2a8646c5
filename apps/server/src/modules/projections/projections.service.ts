import type {
  CoverageRow,
  MappedStanding,
  Ref,
  RequirementMapped,
  SpecificationProjection,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { WrittenJson } from '../../lib/plain-json.js';
import type { Principal } from '../../lib/principal.js';
import { mappingsRepository, type RequirementMappingView } from '../mappings/mappings.repository.js';
import { maturitiesRepository } from '../maturities/maturities.repository.js';
import { requireRequirement } from '../owners/owners.lookup.js';
import { keptReports } from '../specifications/specifications.report.kept.js';
import {
  requireSpecification,
  requireSpecificationAndVersion,
} from '../specifications/specifications.service.js';
import { type SpecificationTrees, specificationTrees } from '../specifications/specifications.tree.js';
import { presentStanding } from './projections.presenter.js';
import { projectionsRepository } from './projections.repository.js';
import { hasOwnAssessment, projectionOf } from './projections.rules.js';
import { type Standing, standingsOf } from './projections.standings.js';

/** Rows by a key, in the order they came. */
function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
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

/** Assess once, see everywhere: what mappings tell about requirements that have no assessment of their own. */
/** `trees`: the specifications' kept trees, which the projection of a specification reads. */
export function projectionsService(db: Db, trees: SpecificationTrees = specificationTrees(db)) {
  /**
   * Projections and coverage kept as written, like the report: everything one shows (mappings, the trees and their names,
   * assessments, colours by today's date) counts in the company's tree version (migrations 0020-0025).
   */
  const kept = keptReports<{ bytes: Buffer }>();
  const keptCoverage = keptReports<{ bytes: Buffer }>();

  /** The projection of one specification, made afresh. */
  async function projectionOfSpecification(
    actor: Principal,
    specification: { id: string },
  ): Promise<SpecificationProjection> {
    const mappings = await projectionsRepository(db).mappingsInto(actor.companyId, specification.id);
    if (mappings.length === 0) return [];
    const standings = new Map<string, Standing>();
    for (const id of new Set([specification.id, ...mappings.map((m) => m.specificationId)])) {
      const { tree } = await trees.read(actor, await requireSpecification(db, actor, id));
      for (const row of tree.rows) {
        const semaphore = tree.colours.get(row.id);
        if (semaphore) standings.set(row.id, { semaphore, assessed: hasOwnAssessment(row, semaphore) });
      }
    }
    const projections: SpecificationProjection = [];
    for (const [targetId, into] of groupBy(mappings, (m) => m.targetId)) {
      if (standings.get(targetId)?.assessed ?? true) continue;
      const projection = projectionOf(
        into.map((m) => ({
          ...m,
          ...(standings.get(m.sourceId) ?? { semaphore: 'gray' as const, assessed: false }),
        })),
      );
      if (projection === null) continue;
      projections.push({
        requirementId: targetId,
        semaphore: projection.semaphore,
        kind: projection.kind,
        sources: projection.sources.map((s) => ({ code: s.code, specificationName: s.specificationName })),
      });
    }
    return projections;
  }

  return {
    /** The requirements mapped to and from one requirement, how each stands, and its own projection. */
    async mapped(actor: Principal, ref: Ref): Promise<RequirementMapped> {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return mappedOf(db, actor.companyId, requirement.id);
    },

    /**
     * The projected colour of each requirement of a specification that has no assessment of its own and
     * a source that tells: one statement for the mappings into it, then the kept trees (the tree's cache
     * rules) of the specification and of each source specification give every colour and applicability.
     * Kept as written JSON under the company's tree version and the day: a kept one costs one statement.
     */
    async ofSpecification(actor: Principal, ref: Ref): Promise<WrittenJson> {
      const { specification, treeVersion } = await requireSpecificationAndVersion(db, actor, ref);
      const { bytes } = await kept(specification.id, treeVersion, async () => ({
        bytes: Buffer.from(JSON.stringify(await projectionOfSpecification(actor, specification))),
      }));
      return new WrittenJson(bytes);
    },

    /**
     * How much of each specification mapped into or out of this one the other covers; kept as written JSON
     * like the projection (mappings, assessments and names all count in the tree version).
     */
    async coverage(actor: Principal, ref: Ref): Promise<WrittenJson> {
      const { specification, treeVersion } = await requireSpecificationAndVersion(db, actor, ref);
      const { bytes } = await keptCoverage(specification.id, treeVersion, async () => ({
        bytes: Buffer.from(JSON.stringify(await coverageOf(db, actor.companyId, specification.id))),
      }));
      return new WrittenJson(bytes);
    },
  };
}
