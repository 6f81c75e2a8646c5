import type { Ref, RequirementMapped, SpecificationProjection } from '@praxis/contract';
import type { Db } from '../db/database.js';
import { WrittenJson } from '../lib/plain-json.js';
import type { Principal } from '../lib/principal.js';
import { requireRequirement } from '../modules/owners/owners.lookup.js';
import { projectionsRepository } from '../modules/projections/projections.repository.js';
import { hasOwnAssessment, projectionOf } from '../modules/projections/projections.rules.js';
import { coverageOf, groupBy, mappedOf } from '../modules/projections/projections.service.js';
import type { Standing } from '../modules/projections/projections.standings.js';
import { keptReports } from '../modules/specifications/specifications.report.kept.js';
import {
  requireSpecification,
  requireSpecificationAndVersion,
} from '../modules/specifications/specifications.service.js';
import {
  type SpecificationTrees,
  specificationTrees,
} from '../modules/specifications/specifications.tree.js';

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
      const { specification, stamp } = await requireSpecificationAndVersion(db, actor, ref, trees.now());
      const { bytes } = await kept(specification.id, stamp, async () => ({
        bytes: Buffer.from(JSON.stringify(await projectionOfSpecification(actor, specification))),
      }));
      return new WrittenJson(bytes);
    },

    /**
     * How much of each specification mapped into or out of this one the other covers; kept as written JSON
     * like the projection (mappings, assessments and names all count in the tree version).
     */
    async coverage(actor: Principal, ref: Ref): Promise<WrittenJson> {
      const { specification, stamp } = await requireSpecificationAndVersion(db, actor, ref, trees.now());
      const { bytes } = await keptCoverage(specification.id, stamp, async () => ({
        bytes: Buffer.from(JSON.stringify(await coverageOf(db, actor.companyId, specification.id))),
      }));
      return new WrittenJson(bytes);
    },
  };
}
