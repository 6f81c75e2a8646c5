import type {
  AuditEntity,
  LinkControl,
  PutApplicability,
  PutCheckpoints,
  Ref,
  Requirement,
  RequirementRelationCategory,
} from '@praxis/contract';
import { SUGGESTED_CONTROLS_LIMIT } from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { notFound, notFoundAt } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { presentV2 } from '../documentation/documentation.presenter.js';
import { documentationRepository } from '../documentation/documentation.repository.js';
import { coloursOf } from '../specifications/specifications.colours.js';
import { requireRequirement } from './requirements.lookup.js';
import {
  presentApplicability,
  presentCheckpointDates,
  presentLinkedControls,
  presentRelations,
  presentSuggested,
} from './requirements.presenter.js';
import { type AssessmentRow, requirementsRepository } from './requirements.repository.js';

export function requirementsService(db: Db) {
  const controlsOf = async (executor: Executor, actor: Principal, requirementId: string) =>
    presentLinkedControls(
      await requirementsRepository(executor).linkedControls(actor.companyId, requirementId),
    );
  const relationsOf = async (executor: Executor, actor: Principal, requirementId: string) =>
    presentRelations(await requirementsRepository(executor).relatedItems(actor.companyId, requirementId));

  /** Reads the requirement's assessment, applies `change`, saves it, and records the change. */
  function changeAssessment<T>(
    actor: Principal,
    ref: Ref,
    entity: AuditEntity,
    change: (current: AssessmentRow) => AssessmentRow,
    present: (assessment: AssessmentRow) => T,
  ) {
    return db.transaction(async (tx) => {
      const requirement = await requireRequirement(tx, actor.companyId, ref);
      const repo = requirementsRepository(tx);
      const current = await repo.assessment(actor.companyId, requirement.id);
      const next = change(current);
      await repo.saveAssessment(actor.companyId, requirement.id, next);
      const [before, after] = [present(current), present(next)];
      await recordChange(tx, actor, { action: 'update', entity, entityId: requirement.id, before, after });
      return after;
    });
  }

  /** Runs a change of the requirement's links to other rows and records it; answers the links after. */
  function changeLinks<T>(
    actor: Principal,
    ref: Ref,
    entity: AuditEntity,
    read: (tx: Executor, requirementId: string) => Promise<T>,
    write: (tx: Executor, requirementId: string) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const requirement = await requireRequirement(tx, actor.companyId, ref);
      const before = await read(tx, requirement.id);
      await write(tx, requirement.id);
      const after = await read(tx, requirement.id);
      await recordChange(tx, actor, { action: 'update', entity, entityId: requirement.id, before, after });
      return after;
    });
  }

  async function requireControl(tx: Executor, actor: Principal, ref: Ref, field: string) {
    const control = await requirementsRepository(tx).findRelatable(actor.companyId, 'Controls', ref);
    if (!control) throw notFoundAt(field, 'Control not found');
    return control;
  }

  return {
    async get(actor: Principal, ref: Ref): Promise<Requirement> {
      const found = await requireRequirement(db, actor.companyId, ref);
      const row = await requirementsRepository(db).find(actor.companyId, found.id);
      if (!row) throw notFound('Requirement not found');
      const colours = await coloursOf(db, actor.companyId, { requirementIds: [found.id] });
      const documentation = await documentationRepository(db).listFor(actor.companyId, [found.id]);
      return {
        id: row.element.id,
        legacyId: row.element.legacyId,
        specificationId: row.element.specificationId,
        specificationLegacyId: row.specificationLegacyId,
        parentId: row.element.parentId,
        code: row.element.code,
        name: row.element.name,
        text: row.element.text,
        order: row.element.order,
        semaphore: colours.get(found.id) ?? 'gray',
        documentation: documentation.map(presentV2),
      };
    },

    async applicability(actor: Principal, ref: Ref) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return presentApplicability(
        await requirementsRepository(db).assessment(actor.companyId, requirement.id),
      );
    },

    putApplicability: (actor: Principal, ref: Ref, input: PutApplicability) =>
      changeAssessment(
        actor,
        ref,
        'requirement-applicability',
        (a) => ({ ...a, applicable: input.applicable, justification: input.justification ?? null }),
        presentApplicability,
      ),

    async checkpoints(actor: Principal, ref: Ref) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return presentCheckpointDates(
        await requirementsRepository(db).assessment(actor.companyId, requirement.id),
      );
    },

    /** A date left out stays as it is; null clears it (like the executions' checkpoints). */
    putCheckpoints: (actor: Principal, ref: Ref, input: PutCheckpoints) =>
      changeAssessment(
        actor,
        ref,
        'checkpoints',
        (a) => ({
          ...a,
          deadline: input.deadlineDate === undefined ? a.deadline : input.deadlineDate,
          implemented: input.implementedDate === undefined ? a.implemented : input.implementedDate,
          expires: input.expiresDate === undefined ? a.expires : input.expiresDate,
        }),
        presentCheckpointDates,
      ),

    async controls(actor: Principal, ref: Ref) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return controlsOf(db, actor, requirement.id);
    },

    linkControl: (actor: Principal, ref: Ref, input: LinkControl) =>
      changeLinks(
        actor,
        ref,
        'requirement-controls',
        (tx, id) => controlsOf(tx, actor, id),
        async (tx, id) => {
          const control = await requireControl(tx, actor, input.controlId, 'body.controlId');
          await requirementsRepository(tx).link(actor.companyId, id, control.id);
        },
      ),

    unlinkControl: (actor: Principal, ref: Ref, controlRef: Ref) =>
      changeLinks(
        actor,
        ref,
        'requirement-controls',
        (tx, id) => controlsOf(tx, actor, id),
        async (tx, id) => {
          const control = await requireControl(tx, actor, controlRef, 'params.controlId');
          if (!(await requirementsRepository(tx).isLinked(actor.companyId, id, control.id)))
            throw notFound('The control is not linked to the requirement');
          await requirementsRepository(tx).unlink(actor.companyId, id, control.id);
        },
      ),

    async suggested(actor: Principal, ref: Ref, filter: string | undefined) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      const rows = await requirementsRepository(db).suggested(
        actor.companyId,
        requirement.id,
        filter?.trim() || undefined,
        SUGGESTED_CONTROLS_LIMIT,
      );
      return rows.map(presentSuggested);
    },

    async relations(actor: Principal, ref: Ref) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return relationsOf(db, actor, requirement.id);
    },

    /** Relates (`add`) or unrelates an asset, product, threat or treatment of the company. */
    relate: (actor: Principal, ref: Ref, category: RequirementRelationCategory, itemRef: Ref, add: boolean) =>
      changeLinks(
        actor,
        ref,
        'requirement-relations',
        (tx, id) => relationsOf(tx, actor, id),
        async (tx, id) => {
          const repo = requirementsRepository(tx);
          const item = await repo.findRelatable(actor.companyId, category, itemRef);
          if (!item) throw notFoundAt('params.itemId', `${category.slice(0, -1)} not found`);
          if (add) await repo.relate(actor.companyId, id, item.id);
          else await repo.unrelate(actor.companyId, id, item.id);
        },
      ),
  };
}
