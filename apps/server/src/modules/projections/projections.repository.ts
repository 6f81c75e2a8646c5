import type { MappingRelationship } from '@praxis/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { requirementMappings, specificationElements, specifications } from '../../db/schema/index.js';
import { projectionKindOf } from './projections.rules.js';

const sourceElements = alias(specificationElements, 'source_elements');
const targetElements = alias(specificationElements, 'target_elements');

/** The relationships that cover a target fully, and those that cover it in part (projectionKindOf). */
const relationshipsOfKind = (kind: 'full' | 'partial') =>
  (Object.keys(projectionKindOf) as MappingRelationship[]).filter((r) => projectionKindOf[r] === kind);

/** What coverage counts are read from: per pair of specifications, its covered and partly covered targets. */
export interface CoverageCounts {
  sourceId: string;
  targetId: string;
  covered: number;
  partlyCovered: number;
}

/** A mapping into a specification as a projection reads it: the target, and the source with its names. */
export interface MappingInto {
  targetId: string;
  sourceId: string;
  relationship: MappingRelationship;
  code: string;
  specificationId: string;
  specificationName: string;
}
type MappingIntoTuple = [string, string, MappingRelationship, string, string, string];

export function projectionsRepository(db: Executor) {
  return {
    /**
     * Per pair of specifications mapped into or out of `specificationId`, how many target requirements
     * some mapping covers fully, and how many only in part, in one query.
     */
    async coverage(companyId: string, specificationId: string): Promise<CoverageCounts[]> {
      const full = relationshipsOfKind('full');
      const partial = relationshipsOfKind('partial');
      const perTarget = db
        .select({
          sourceId: sql<string>`${sourceElements.specificationId}`.as('source_id'),
          targetId: sql<string>`${targetElements.specificationId}`.as('target_id'),
          full: sql<boolean>`bool_or(${inArray(requirementMappings.relationship, full)})`.as('is_full'),
          partial: sql<boolean>`bool_or(${inArray(requirementMappings.relationship, partial)})`.as(
            'is_partial',
          ),
        })
        .from(requirementMappings)
        .innerJoin(sourceElements, eq(sourceElements.id, requirementMappings.sourceRequirementId))
        .innerJoin(targetElements, eq(targetElements.id, requirementMappings.targetRequirementId))
        .where(
          and(
            eq(requirementMappings.companyId, companyId),
            or(
              eq(sourceElements.specificationId, specificationId),
              eq(targetElements.specificationId, specificationId),
            ),
          ),
        )
        .groupBy(sourceElements.specificationId, targetElements.specificationId, targetElements.id)
        .as('per_target');
      return db
        .select({
          sourceId: perTarget.sourceId,
          targetId: perTarget.targetId,
          covered: sql<number>`(count(*) filter (where ${perTarget.full}))::int`,
          partlyCovered: sql<number>`(count(*) filter (where ${perTarget.partial} and not ${perTarget.full}))::int`,
        })
        .from(perTarget)
        .groupBy(perTarget.sourceId, perTarget.targetId);
    },

    /**
     * The mappings into one specification's requirements that tell something (not `no-relationship`), each
     * with its source's code and specification, in one statement, as one JSON value: PGlite decodes rows
     * field by field, and a specification of 1,200 mapped requirements has a row each (as the tree does).
     */
    async mappingsInto(companyId: string, specificationId: string): Promise<MappingInto[]> {
      const m = requirementMappings;
      const relationships = [...relationshipsOfKind('full'), ...relationshipsOfKind('partial')];
      // Aliases of one table cannot be interpolated into raw SQL, so the two ends are named here.
      const result = await db.execute<{ rows: string }>(sql`
        select coalesce(json_agg(json_build_array(${m.targetRequirementId}, ${m.sourceRequirementId},
            ${m.relationship}, s.code, s.specification_id, ${specifications.name}) order by s.code), '[]')::text as rows
        from ${m}
          join ${specificationElements} t on t.id = ${m.targetRequirementId}
          join ${specificationElements} s on s.id = ${m.sourceRequirementId}
          join ${specifications} on ${specifications.id} = s.specification_id
        where ${m.companyId} = ${companyId} and t.specification_id = ${specificationId}
          and ${inArray(m.relationship, relationships)}`);
      const [row] = (result as unknown as { rows: { rows: string }[] }).rows;
      return (JSON.parse(row?.rows ?? '[]') as MappingIntoTuple[]).map(
        ([targetId, sourceId, relationship, code, sourceSpecificationId, specificationName]) => ({
          targetId,
          sourceId,
          relationship,
          code,
          specificationId: sourceSpecificationId,
          specificationName,
        }),
      );
    },

    /** The names and requirement counts of the company's specifications given. */
    async specificationsWithCounts(companyId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: specifications.id,
          name: specifications.name,
          requirements: sql<number>`count(${specificationElements.id})::int`,
        })
        .from(specifications)
        .leftJoin(
          specificationElements,
          and(
            eq(specificationElements.specificationId, specifications.id),
            eq(specificationElements.kind, 'requirement'),
          ),
        )
        .where(and(eq(specifications.companyId, companyId), inArray(specifications.id, ids)))
        .groupBy(specifications.id, specifications.name);
    },
  };
}
