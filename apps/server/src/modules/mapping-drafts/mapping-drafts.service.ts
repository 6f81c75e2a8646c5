import {
  type CreateMappingDrafts,
  type MappingDraft,
  type MaturityClass,
  maturityClasses,
  type Ref,
  say,
} from '@praxis/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { requirementMappings } from '../../db/schema/index.js';
import { badRequest, fieldError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { mappingsRepository } from '../mappings/mappings.repository.js';
import { maturitiesRepository } from '../maturities/maturities.repository.js';
import { requireRequirement } from '../owners/owners.lookup.js';
import { presentLevels } from '../projections/projections.presenter.js';
import { requirementsRepository } from '../requirements/requirements.repository.js';
import { presentMappingDraft } from './mapping-drafts.presenter.js';
import { type MappingDraftRow, mappingDraftsRepository } from './mapping-drafts.repository.js';

const levelColumn = { Current: 'currentLevel', Target: 'targetLevel' } as const satisfies Record<
  MaturityClass,
  keyof MappingDraftRow
>;

/** The drafts waiting on a target (of the company), presented, in three queries. */
export async function draftsOf(
  executor: Executor,
  companyId: string,
  requirementId: string,
): Promise<MappingDraft[]> {
  const rows = await mappingDraftsRepository(executor).listOf(companyId, requirementId);
  if (rows.length === 0) return [];
  const views = new Map(
    (
      await mappingsRepository(executor).views(
        and(
          eq(requirementMappings.companyId, companyId),
          inArray(
            requirementMappings.id,
            rows.map((r) => r.mappingId),
          ),
        ),
      )
    ).map((v) => [v.mapping.id, v]),
  );
  const controls = await mappingDraftsRepository(executor).controls(
    companyId,
    rows.flatMap((r) => r.controlIds),
  );
  const names = new Map(controls.map((c) => [c.id, c.name]));
  return rows.flatMap((row) => {
    const view = views.get(row.mappingId);
    return view ? [presentMappingDraft(row, view, names)] : [];
  });
}

/**
 * 'Apply mapping': a source's assessment copied into drafts of its target, which change the
 * target only when a person confirms them.
 */
export function mappingDraftsService(db: Db) {
  /** What a confirmation changes of a target, for the audit log's before and after. */
  async function assessmentOf(tx: Executor, actor: Principal, requirementId: string) {
    const [applicability, controlIds, maturities] = await Promise.all([
      requirementsRepository(tx).applicability(actor.companyId, requirementId),
      mappingDraftsRepository(tx).linkedControlIds(actor.companyId, requirementId),
      maturitiesRepository(tx).list(actor.companyId, requirementId),
    ]);
    return { ...applicability, controlIds, maturity: presentLevels(maturities) };
  }

  /** The draft a path names, in the caller's company, or 404. */
  async function requireDraft(tx: Executor, actor: Principal, id: string) {
    const draft = await mappingDraftsRepository(tx).find(actor.companyId, id);
    if (!draft) throw notFound(say('thingNotFound', { thing: 'Mapping draft' }));
    return draft;
  }

  return {
    async list(actor: Principal, ref: Ref) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return draftsOf(db, actor.companyId, requirement.id);
    },

    /** Copies the sources of the chosen mappings into this target's drafts; answers its drafts. */
    create: (actor: Principal, ref: Ref, input: CreateMappingDrafts) =>
      db.transaction(async (tx) => {
        const requirement = await requireRequirement(tx, actor.companyId, ref);
        const views = await mappingsRepository(tx).views(
          and(
            eq(requirementMappings.companyId, actor.companyId),
            inArray(requirementMappings.id, input.mappingIds),
            eq(requirementMappings.targetRequirementId, requirement.id),
          ),
        );
        const found = new Set(views.map((v) => v.mapping.id));
        const missing = input.mappingIds.find((id) => !found.has(id));
        if (missing !== undefined) {
          throw badRequest(
            say('notAMappingHere'),
            fieldError('body.mappingIds', say('notAMappingOf', { id: missing })),
          );
        }
        const drafts = mappingDraftsRepository(tx);
        for (const view of views) {
          const source = view.mapping.sourceRequirementId;
          const [applicability, controlIds, maturities] = await Promise.all([
            requirementsRepository(tx).applicability(actor.companyId, source),
            drafts.linkedControlIds(actor.companyId, source),
            maturitiesRepository(tx).list(actor.companyId, source),
          ]);
          const levels = presentLevels(maturities);
          const row = await drafts.save({
            companyId: actor.companyId,
            mappingId: view.mapping.id,
            requirementId: requirement.id,
            applicable: applicability.applicable,
            justification: applicability.justification,
            controlIds,
            currentLevel: levels.current,
            targetLevel: levels.target,
            createdBy: actor.userId,
          });
          await recordChange(tx, actor, {
            action: 'create',
            entity: 'mapping-drafts',
            entityId: row.id,
            after: row,
          });
        }
        return draftsOf(tx, actor.companyId, requirement.id);
      }),

    /**
     * Applies a draft to its target: the source's applicability when it had a decision, its controls that
     * still exist linked as well (links the target has stay), its maturity levels where it had them. Then
     * the draft is gone; answers the target's drafts left.
     */
    confirm: (actor: Principal, id: string) =>
      db.transaction(async (tx) => {
        const draft = await requireDraft(tx, actor, id);
        const target = draft.requirementId;
        const before = await assessmentOf(tx, actor, target);
        const requirements = requirementsRepository(tx);
        if (draft.applicable !== null) {
          await requirements.saveApplicability(actor.companyId, target, {
            applicable: draft.applicable,
            justification: draft.justification,
          });
        }
        for (const control of await mappingDraftsRepository(tx).controls(actor.companyId, draft.controlIds)) {
          await requirements.link(actor.companyId, target, control.id);
        }
        const maturities = maturitiesRepository(tx);
        const held = await maturities.list(actor.companyId, target);
        for (const classId of maturityClasses) {
          const level = draft[levelColumn[classId]];
          if (level === null) continue;
          // The target's own comment stays: it explains the target, not the source.
          const existing = held.find((m) => m.classId === classId);
          if (existing) {
            await maturities.update(actor.companyId, existing.id, {
              classId,
              level,
              comment: existing.comment,
            });
          } else {
            await maturities.create({
              companyId: actor.companyId,
              requirementId: target,
              classId,
              level,
              comment: null,
            });
          }
        }
        await mappingDraftsRepository(tx).remove(actor.companyId, draft.id);
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'mapping-drafts',
          entityId: target,
          before,
          after: await assessmentOf(tx, actor, target),
        });
        return draftsOf(tx, actor.companyId, target);
      }),

    /** Drops a draft; the target stays as it was. */
    discard: (actor: Principal, id: string) =>
      db.transaction(async (tx) => {
        const draft = await requireDraft(tx, actor, id);
        await mappingDraftsRepository(tx).remove(actor.companyId, draft.id);
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'mapping-drafts',
          entityId: draft.id,
          before: draft,
        });
      }),
  };
}
