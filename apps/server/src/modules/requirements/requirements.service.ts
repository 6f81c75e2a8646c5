import type {
  AuditEntity,
  LinkControl,
  PutApplicability,
  Ref,
  Requirement,
  RequirementRelationCategory,
} from '@praxis/contract';
import { requirementName, SUGGESTED_CONTROLS_LIMIT, say } from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { notFound, notFoundAt } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { presentV2 } from '../documentation/documentation.presenter.js';
import { documentationRepository } from '../documentation/documentation.repository.js';
import { labelsRepository } from '../labels/labels.repository.js';
import { requirementRef, requireRequirement } from '../owners/owners.lookup.js';
import { coloursOf } from '../specifications/specifications.colours.js';
import {
  presentApplicability,
  presentLinkedControls,
  presentRelations,
  presentSuggested,
} from './requirements.presenter.js';
import { requirementsRepository } from './requirements.repository.js';

export function requirementsService(db: Db) {
  const controlsOf = async (executor: Executor, actor: Principal, requirementId: string) =>
    presentLinkedControls(
      await requirementsRepository(executor).linkedControls(actor.companyId, requirementId),
    );
  const relationsOf = async (executor: Executor, actor: Principal, requirementId: string) =>
    presentRelations(await requirementsRepository(executor).relatedItems(actor.companyId, requirementId));
  const applicabilityOf = async (executor: Executor, actor: Principal, requirementId: string) =>
    presentApplicability(
      await requirementsRepository(executor).applicability(actor.companyId, requirementId),
    );

  const suggestedOf = async (actor: Principal, requirementId: string, filter: string | undefined) =>
    (
      await requirementsRepository(db).suggested(
        actor.companyId,
        requirementId,
        filter?.trim() || undefined,
        SUGGESTED_CONTROLS_LIMIT,
      )
    ).map(presentSuggested);

  /** The requirement a path names, whole, in one lookup; or 404. */
  async function requireRow(actor: Principal, ref: Ref) {
    const key = requirementRef(ref);
    const row = key === undefined ? undefined : await requirementsRepository(db).find(actor.companyId, key);
    if (!row) throw notFound(say('thingNotFound', { thing: 'Requirement' }));
    return row;
  }

  type RequirementRow = Awaited<ReturnType<typeof requireRow>>;

  async function present(
    actor: Principal,
    { element, specificationLegacyId }: RequirementRow,
  ): Promise<Requirement> {
    const [colours, documentation, labels] = await Promise.all([
      coloursOf(db, actor.companyId, { requirementIds: [element.id] }),
      documentationRepository(db).listFor(actor.companyId, [element.id]),
      labelsRepository(db).ofOwners(actor.companyId, [element.id]),
    ]);
    return {
      id: element.id,
      legacyId: element.legacyId,
      specificationId: element.specificationId,
      specificationLegacyId,
      parentId: element.parentId,
      code: element.code,
      name: requirementName({ ...element, statement: element.text }),
      text: element.text,
      order: element.order,
      semaphore: colours.get(element.id) ?? 'gray',
      documentation: documentation.map(presentV2),
      labels: labels.get(element.id) ?? [],
    };
  }

  const requirementOf = async (actor: Principal, ref: Ref) => present(actor, await requireRow(actor, ref));

  /** Runs a change of what the requirement has (applicability, links) and records it; answers it after. */
  function change<T>(
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

  /** Links or unlinks a control; answers the linked controls after. */
  const changeControls = (
    actor: Principal,
    ref: Ref,
    write: (tx: Executor, requirementId: string) => Promise<void>,
  ) => change(actor, ref, 'requirement-controls', (tx, id) => controlsOf(tx, actor, id), write);

  async function requireControl(tx: Executor, actor: Principal, ref: Ref, field: string) {
    const control = await requirementsRepository(tx).findRelatable(actor.companyId, 'Controls', ref);
    if (!control) throw notFoundAt(field, say('thingNotFound', { thing: 'Control' }));
    return control;
  }

  return {
    get: requirementOf,

    /** What the requirement view (`views/requirement-view.ts`) reads of the requirement itself. */
    parts: { requireRow, present, applicabilityOf, controlsOf, suggestedOf, relationsOf },

    async applicability(actor: Principal, ref: Ref) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return applicabilityOf(db, actor, requirement.id);
    },

    putApplicability: (actor: Principal, ref: Ref, input: PutApplicability) =>
      change(
        actor,
        ref,
        'requirement-applicability',
        (tx, id) => applicabilityOf(tx, actor, id),
        (tx, id) =>
          requirementsRepository(tx).saveApplicability(actor.companyId, id, {
            applicable: input.applicable,
            justification: input.justification ?? null,
          }),
      ),

    async controls(actor: Principal, ref: Ref) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return controlsOf(db, actor, requirement.id);
    },

    linkControl: (actor: Principal, ref: Ref, input: LinkControl) =>
      changeControls(actor, ref, async (tx, id) => {
        const control = await requireControl(tx, actor, input.controlId, 'body.controlId');
        await requirementsRepository(tx).link(actor.companyId, id, control.id);
      }),

    unlinkControl: (actor: Principal, ref: Ref, controlRef: Ref) =>
      changeControls(actor, ref, async (tx, id) => {
        const control = await requireControl(tx, actor, controlRef, 'params.controlId');
        if (!(await requirementsRepository(tx).isLinked(actor.companyId, id, control.id)))
          throw notFound(say('controlNotLinked'));
        await requirementsRepository(tx).unlink(actor.companyId, id, control.id);
      }),

    async suggested(actor: Principal, ref: Ref, filter: string | undefined) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return suggestedOf(actor, requirement.id, filter);
    },

    async relations(actor: Principal, ref: Ref) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return relationsOf(db, actor, requirement.id);
    },

    /** Relates (`add`) or unrelates an asset, product, threat or treatment of the company. */
    relate: (actor: Principal, ref: Ref, category: RequirementRelationCategory, itemRef: Ref, add: boolean) =>
      change(
        actor,
        ref,
        'requirement-relations',
        (tx, id) => relationsOf(tx, actor, id),
        async (tx, id) => {
          const repo = requirementsRepository(tx);
          const item = await repo.findRelatable(actor.companyId, category, itemRef);
          if (!item)
            throw notFoundAt('params.itemId', say('thingNotFound', { thing: category.slice(0, -1) }));
          if (add) await repo.relate(actor.companyId, id, item.id);
          else await repo.unrelate(actor.companyId, id, item.id);
        },
      ),
  };
}
