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
import { checkpointDates } from '../checkpoints/checkpoints.repository.js';
import { elementIdsOf, isRequirementOf } from '../owners/owners.repository.js';
import type { ApplicabilityRow } from '../specifications/specifications.assessments.js';

const execution = alias(items, 'execution');
const asset = alias(items, 'asset');

export function requirementsRepository(db: Executor) {
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
        ...checkpointDates,
      })
      .from(requirementControls)
      .innerJoin(items, eq(items.id, requirementControls.controlId))
      .leftJoin(execution, and(eq(execution.controlId, items.id), eq(execution.category, 'Executions')))
      .leftJoin(asset, eq(asset.id, execution.assetId))
      .leftJoin(checkpoints, eq(checkpoints.itemId, execution.id))
      .where(where)
      .orderBy(asc(items.number), asc(execution.number));

  return {
    async find(companyId: string, ref: Ref) {
      const [row] = await db
        .select({
          element: specificationElements,
          specificationLegacyId: specifications.legacyId,
        })
        .from(specificationElements)
        .innerJoin(specifications, eq(specifications.id, specificationElements.specificationId))
        .where(and(isRequirementOf(companyId), byRef(specificationElements, ref)));
      return row;
    },

    async applicability(companyId: string, requirementId: string): Promise<ApplicabilityRow> {
      const [row] = await db
        .select({
          applicable: requirementAssessments.applicable,
          justification: requirementAssessments.justification,
        })
        .from(requirementAssessments)
        .where(
          and(
            eq(requirementAssessments.companyId, companyId),
            eq(requirementAssessments.requirementId, requirementId),
          ),
        );
      return row ?? { applicable: null, justification: null };
    },

    async saveApplicability(
      companyId: string,
      requirementId: string,
      values: ApplicabilityRow,
    ): Promise<void> {
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
  };
}
