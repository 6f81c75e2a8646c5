import type { ItemCategory, Ref, RequirementRelationCategory } from '@praxis/contract';
import { and, asc, desc, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  checkpoints,
  controlText,
  items,
  requirementAssessments,
  requirementControls,
  requirementRelations,
  specificationElements,
  specifications,
} from '../../db/schema/index.js';
import { byRef, ilikeContains } from '../../db/sql.js';
import type { CheckpointDates, SemaphoreInput } from '../specifications/specifications.semaphore.js';

export type AssessmentRow = {
  applicable: boolean | null;
  justification: string | null;
} & CheckpointDates;

export const noAssessment = (): AssessmentRow => ({
  applicable: null,
  justification: null,
  deadline: null,
  implemented: null,
  expires: null,
});

/** A requirement with its own assessment (all null when it has none), as the semaphore reads it. */
export type OwnAssessmentRow = { id: string; applicable: boolean | null } & CheckpointDates;

/** The columns of `OwnAssessmentRow` but the id, from a left join of `requirement_assessments`. */
const ownAssessmentColumns = {
  applicable: requirementAssessments.applicable,
  deadline: requirementAssessments.deadline,
  implemented: requirementAssessments.implemented,
  expires: requirementAssessments.expires,
};

const inputOf = (r: OwnAssessmentRow): SemaphoreInput => ({
  applicable: r.applicable,
  own: { deadline: r.deadline, implemented: r.implemented, expires: r.expires },
  controls: [],
  relations: 0,
});

/** Which requirements a batch of semaphore inputs covers: one specification, some requirements, or all. */
export type RequirementScope = { specificationId: string } | { requirementIds: string[] } | { all: true };

const execution = alias(items, 'execution');
const asset = alias(items, 'asset');

/** The ids of a specification's elements, as a subquery: the set-based reads of a whole report take it. */
export const elementIdsOf = (db: Executor, companyId: string, specificationId: string) =>
  db
    .select({ id: specificationElements.id })
    .from(specificationElements)
    .where(
      and(
        eq(specificationElements.companyId, companyId),
        eq(specificationElements.specificationId, specificationId),
      ),
    );

export function requirementsRepository(db: Executor) {
  const isRequirement = (companyId: string) =>
    and(eq(specificationElements.companyId, companyId), eq(specificationElements.kind, 'requirement'));

  const scopeCondition = (companyId: string, scope: RequirementScope): SQL | undefined =>
    and(
      isRequirement(companyId),
      'specificationId' in scope
        ? eq(specificationElements.specificationId, scope.specificationId)
        : 'requirementIds' in scope
          ? scope.requirementIds.length > 0
            ? inArray(specificationElements.id, scope.requirementIds)
            : sql`false`
          : undefined,
    );

  /** Adds the relation counts and the linked controls' executions of the requirements in `where`. */
  async function addLinks(inputs: Map<string, SemaphoreInput>, where: SQL | undefined) {
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
        deadline: checkpoints.deadline,
        implemented: checkpoints.implemented,
        expires: checkpoints.expires,
      })
      .from(requirementControls)
      .innerJoin(specificationElements, eq(specificationElements.id, requirementControls.requirementId))
      .leftJoin(
        execution,
        and(eq(execution.controlId, requirementControls.controlId), eq(execution.category, 'Executions')),
      )
      .leftJoin(checkpoints, eq(checkpoints.itemId, execution.id))
      .where(where);

    for (const r of relations) {
      const input = inputs.get(r.id);
      if (input) input.relations = Number(r.count);
    }
    const byControl = new Map<string, { executions: CheckpointDates[] }>();
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
        });
      }
    }
  }

  /** The one link of a control to a requirement. */
  const controlLink = (companyId: string, requirementId: string, controlId: string) =>
    and(
      eq(requirementControls.companyId, companyId),
      eq(requirementControls.requirementId, requirementId),
      eq(requirementControls.controlId, controlId),
    );

  const linkedControlRows = (where: SQL | undefined) =>
    db
      .select({
        requirementId: requirementControls.requirementId,
        control: {
          id: items.id,
          legacyId: items.legacyId,
          number: items.number,
          name: items.name,
          title: items.title,
        },
        executionId: execution.id,
        executionLegacyId: execution.legacyId,
        executionNumber: execution.number,
        assetId: asset.id,
        assetLegacyId: asset.legacyId,
        assetName: asset.name,
        deadline: checkpoints.deadline,
        implemented: checkpoints.implemented,
        expires: checkpoints.expires,
      })
      .from(requirementControls)
      .innerJoin(items, eq(items.id, requirementControls.controlId))
      .leftJoin(execution, and(eq(execution.controlId, items.id), eq(execution.category, 'Executions')))
      .leftJoin(asset, eq(asset.id, execution.assetId))
      .leftJoin(checkpoints, eq(checkpoints.itemId, execution.id))
      .where(where)
      .orderBy(asc(items.number), asc(execution.number));

  return {
    async findRef(companyId: string, ref: Ref) {
      const [row] = await db
        .select({
          id: specificationElements.id,
          legacyId: specificationElements.legacyId,
          specificationId: specificationElements.specificationId,
          code: specificationElements.code,
        })
        .from(specificationElements)
        .where(and(isRequirement(companyId), byRef(specificationElements, ref)));
      return row;
    },

    async find(companyId: string, id: string) {
      const [row] = await db
        .select({
          element: specificationElements,
          specificationLegacyId: specifications.legacyId,
        })
        .from(specificationElements)
        .innerJoin(specifications, eq(specifications.id, specificationElements.specificationId))
        .where(and(isRequirement(companyId), eq(specificationElements.id, id)));
      return row;
    },

    async assessment(companyId: string, requirementId: string): Promise<AssessmentRow> {
      const [row] = await db
        .select({
          applicable: requirementAssessments.applicable,
          justification: requirementAssessments.justification,
          deadline: requirementAssessments.deadline,
          implemented: requirementAssessments.implemented,
          expires: requirementAssessments.expires,
        })
        .from(requirementAssessments)
        .where(
          and(
            eq(requirementAssessments.companyId, companyId),
            eq(requirementAssessments.requirementId, requirementId),
          ),
        );
      return row ?? noAssessment();
    },

    async saveAssessment(companyId: string, requirementId: string, values: AssessmentRow): Promise<void> {
      await db
        .insert(requirementAssessments)
        .values({ companyId, requirementId, ...values })
        .onConflictDoUpdate({
          target: requirementAssessments.requirementId,
          set: { ...values, updatedAt: new Date() },
        });
    },

    /** The linked controls, each with its executions, their assets and checkpoint dates. */
    linkedControls(companyId: string, requirementId: string) {
      return linkedControlRows(
        and(
          eq(requirementControls.companyId, companyId),
          eq(requirementControls.requirementId, requirementId),
        ),
      );
    },

    /** The same for every requirement of a specification, in one query (rows carry `requirementId`). */
    linkedControlsOfSpecification(companyId: string, specificationId: string) {
      return linkedControlRows(
        and(
          eq(requirementControls.companyId, companyId),
          inArray(requirementControls.requirementId, elementIdsOf(db, companyId, specificationId)),
        ),
      );
    },

    async isLinked(companyId: string, requirementId: string, controlId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: requirementControls.controlId })
        .from(requirementControls)
        .where(controlLink(companyId, requirementId, controlId));
      return row !== undefined;
    },

    async link(companyId: string, requirementId: string, controlId: string): Promise<void> {
      await db
        .insert(requirementControls)
        .values({ companyId, requirementId, controlId })
        .onConflictDoNothing();
    },

    async unlink(companyId: string, requirementId: string, controlId: string): Promise<void> {
      await db.delete(requirementControls).where(controlLink(companyId, requirementId, controlId));
    },

    /**
     * The company's unlinked controls ranked by how many of the requirement's words (English stems, of its
     * name and text without markup) their name, title and definition share: any word matches (an OR query),
     * so a long requirement text still finds controls; ties go by number.
     */
    suggested(companyId: string, requirementId: string, nameFilter: string | undefined, limit: number) {
      const words = sql`(
        select to_tsquery('simple', coalesce(string_agg(w.lexeme, ' | '), ''))
        from specification_elements r,
          unnest(to_tsvector('english'::regconfig,
            r.name || ' ' || coalesce(regexp_replace(r.text, '<[^>]*>', ' ', 'g'), ''))) as w
        where r.id = ${requirementId} and w.lexeme ~ '^[a-z0-9]+$')`;
      const rank = sql<number>`ts_rank(to_tsvector('english'::regconfig, ${controlText(items)}), ${words})`;
      return db
        .select({
          id: items.id,
          legacyId: items.legacyId,
          number: items.number,
          name: items.name,
          title: items.title,
          rank,
        })
        .from(items)
        .where(
          and(
            eq(items.companyId, companyId),
            eq(items.category, 'Controls'),
            nameFilter ? ilikeContains(items.name, nameFilter) : undefined,
            notExists(
              db
                .select({ one: sql`1` })
                .from(requirementControls)
                .where(
                  and(
                    eq(requirementControls.requirementId, requirementId),
                    eq(requirementControls.controlId, items.id),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(rank), asc(items.number))
        .limit(limit);
    },

    relatedItems(companyId: string, requirementId: string) {
      return db
        .select({
          id: items.id,
          legacyId: items.legacyId,
          category: items.category,
          number: items.number,
          name: items.name,
          title: items.title,
        })
        .from(requirementRelations)
        .innerJoin(items, eq(items.id, requirementRelations.itemId))
        .where(
          and(
            eq(requirementRelations.companyId, companyId),
            eq(requirementRelations.requirementId, requirementId),
          ),
        )
        .orderBy(asc(items.category), asc(items.number));
    },

    async relate(companyId: string, requirementId: string, itemId: string): Promise<void> {
      await db
        .insert(requirementRelations)
        .values({ companyId, requirementId, itemId })
        .onConflictDoNothing();
    },

    async unrelate(companyId: string, requirementId: string, itemId: string): Promise<void> {
      await db
        .delete(requirementRelations)
        .where(
          and(
            eq(requirementRelations.companyId, companyId),
            eq(requirementRelations.requirementId, requirementId),
            eq(requirementRelations.itemId, itemId),
          ),
        );
    },

    /** The company's item of one of the registers a requirement relates to. */
    async findRelatable(companyId: string, category: RequirementRelationCategory | ItemCategory, ref: Ref) {
      const [row] = await db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.companyId, companyId), eq(items.category, category), byRef(items, ref)));
      return row;
    },

    /**
     * What the colours of the requirements in `scope` depend on, in three queries whatever their number
     * (requirements with their own assessment; relation counts; linked controls' executions' dates).
     */
    async semaphoreInputs(
      companyId: string,
      scope: RequirementScope,
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
        .where(where);
      const inputs = new Map<string, SemaphoreInput & { specificationId: string }>();
      for (const r of requirements) inputs.set(r.id, { specificationId: r.specificationId, ...inputOf(r) });
      await addLinks(inputs, where);
      return inputs;
    },

    /**
     * The same for the requirements of one specification whose own assessment the caller has read already
     * (with the tree, say), in two queries: the requirement rows are the bulk of the work.
     */
    async semaphoreInputsOf(
      companyId: string,
      specificationId: string,
      requirements: OwnAssessmentRow[],
    ): Promise<Map<string, SemaphoreInput>> {
      const inputs = new Map<string, SemaphoreInput>();
      for (const r of requirements) inputs.set(r.id, inputOf(r));
      await addLinks(inputs, scopeCondition(companyId, { specificationId }));
      return inputs;
    },
  };
}
