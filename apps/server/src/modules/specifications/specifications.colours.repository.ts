import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  checkpoints,
  findings,
  items,
  requirementAssessments,
  requirementControls,
  requirementRelations,
  specificationElements,
} from '../../db/schema/index.js';
import { type CheckpointDates, checkpointDates } from '../checkpoints/checkpoints.repository.js';
import { type EvidenceState, evidenceRepository } from '../evidence/evidence.repository.js';
import { isRequirementOf } from '../owners/owners.repository.js';
import { scheduleStatesRepository } from '../schedules/schedules.states.repository.js';
import { ownAssessmentColumns } from './specifications.assessments.js';
import type { OwnerInput, SemaphoreInput } from './specifications.semaphore.js';

/** A requirement with its own assessment (all null when it has none), as the semaphore reads it. */
export type OwnAssessmentRow = { id: string; applicable: boolean | null } & CheckpointDates;

const inputOf = (r: OwnAssessmentRow): SemaphoreInput => ({
  applicable: r.applicable,
  own: { deadline: r.deadline, implemented: r.implemented, expires: r.expires, evidence: [] },
  controls: [],
  relations: 0,
  openMajorNonconformity: false,
});

/** Which requirements a batch of semaphore inputs covers: one specification, some requirements, or all. */
export type RequirementScope = { specificationId: string } | { requirementIds: string[] } | { all: true };

export const execution = alias(items, 'execution');
/** Joins `execution` to the controls of `requirement_controls`: the executions of a requirement's controls. */
export const executionOfLinkedControl = and(
  eq(execution.controlId, requirementControls.controlId),
  eq(execution.category, 'Executions'),
);

/** What the semaphore colours are computed from, read for many requirements at once. */
export function coloursRepository(db: Executor) {
  const scopeCondition = (companyId: string, scope: RequirementScope): SQL | undefined =>
    and(
      isRequirementOf(companyId),
      'specificationId' in scope
        ? eq(specificationElements.specificationId, scope.specificationId)
        : 'requirementIds' in scope
          ? scope.requirementIds.length > 0
            ? inArray(specificationElements.id, scope.requirementIds)
            : sql`false`
          : undefined,
    );

  /**
   * Adds the relation counts, the linked controls' executions, the evidence and the schedule states on
   * `today` of the requirements in `where` and of those executions, and which of them an open major
   * nonconformity names.
   */
  async function addLinks(
    companyId: string,
    inputs: Map<string, SemaphoreInput>,
    where: SQL | undefined,
    today: string,
  ) {
    const relations = await db
      .select({ id: requirementRelations.requirementId, count: sql<number>`count(*)::int` })
      .from(requirementRelations)
      .innerJoin(specificationElements, eq(specificationElements.id, requirementRelations.requirementId))
      .where(where)
      .groupBy(requirementRelations.requirementId);
    const controls = await db
      .select({
        id: requirementControls.requirementId,
        controlId: requirementControls.controlId,
        executionId: execution.id,
        ...checkpointDates,
      })
      .from(requirementControls)
      .innerJoin(specificationElements, eq(specificationElements.id, requirementControls.requirementId))
      .leftJoin(execution, executionOfLinkedControl)
      .leftJoin(checkpoints, eq(checkpoints.itemId, execution.id))
      .where(where);
    const nonconforming = await db
      .selectDistinct({ id: findings.requirementId })
      .from(findings)
      .innerJoin(specificationElements, eq(specificationElements.id, findings.requirementId))
      .where(
        and(
          where,
          eq(findings.companyId, companyId),
          eq(findings.kind, 'major-nonconformity'),
          ne(findings.status, 'closed'),
        ),
      );
    // The evidence of the requirements and of those executions, in one query, and their schedules in another.
    const evidenceOf = new Map<string, EvidenceState[]>();
    const owners = [...new Set([...inputs.keys(), ...controls.flatMap((r) => r.executionId ?? [])])];
    for (const state of await evidenceRepository(db).statesOf(companyId, owners)) {
      evidenceOf.set(state.ownerId, [...(evidenceOf.get(state.ownerId) ?? []), state]);
    }
    const schedulesOf = await scheduleStatesRepository(db).statesOf(companyId, owners, today);
    const withSchedules = (id: string) => {
      const schedules = schedulesOf.get(id);
      return schedules ? { schedules } : {};
    };

    for (const [id, input] of inputs) {
      input.own = { ...input.own, evidence: evidenceOf.get(id) ?? [], ...withSchedules(id) };
    }
    for (const { id } of nonconforming) {
      const input = id === null ? undefined : inputs.get(id);
      if (input) input.openMajorNonconformity = true;
    }
    for (const r of relations) {
      const input = inputs.get(r.id);
      if (input) input.relations = Number(r.count);
    }
    const byControl = new Map<string, { executions: OwnerInput[] }>();
    for (const row of controls) {
      const input = inputs.get(row.id);
      if (!input) continue;
      const key = `${row.id}/${row.controlId}`;
      let control = byControl.get(key);
      if (!control) {
        control = { executions: [] };
        byControl.set(key, control);
        input.controls.push(control);
      }
      if (row.executionId !== null) {
        control.executions.push({
          deadline: row.deadline,
          implemented: row.implemented,
          expires: row.expires,
          evidence: evidenceOf.get(row.executionId) ?? [],
          ...withSchedules(row.executionId),
        });
      }
    }
  }

  return {
    /**
     * What the colours of the requirements in `scope` depend on `today`, in six queries whatever their
     * number (requirements with their own assessment and dates; relation counts; linked controls'
     * executions' dates; open major nonconformities; the evidence of both; the schedules of both).
     */
    async semaphoreInputs(
      companyId: string,
      scope: RequirementScope,
      today: string,
    ): Promise<Map<string, SemaphoreInput & { specificationId: string }>> {
      const where = scopeCondition(companyId, scope);
      const requirements = await db
        .select({
          id: specificationElements.id,
          specificationId: specificationElements.specificationId,
          ...ownAssessmentColumns,
        })
        .from(specificationElements)
        .leftJoin(requirementAssessments, eq(requirementAssessments.requirementId, specificationElements.id))
        .leftJoin(checkpoints, eq(checkpoints.requirementId, specificationElements.id))
        .where(where);
      const inputs = new Map<string, SemaphoreInput & { specificationId: string }>();
      for (const r of requirements) inputs.set(r.id, { specificationId: r.specificationId, ...inputOf(r) });
      await addLinks(companyId, inputs, where, today);
      return inputs;
    },

    /**
     * The same for the requirements of one specification whose own assessment the caller has read already
     * (with the tree, say), in five queries: the requirement rows are the bulk of the work.
     */
    async semaphoreInputsOf(
      companyId: string,
      specificationId: string,
      requirements: OwnAssessmentRow[],
      today: string,
    ): Promise<Map<string, SemaphoreInput>> {
      const inputs = new Map<string, SemaphoreInput>();
      for (const r of requirements) inputs.set(r.id, inputOf(r));
      await addLinks(companyId, inputs, scopeCondition(companyId, { specificationId }), today);
      return inputs;
    },
  };
}
