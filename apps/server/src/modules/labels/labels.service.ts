import {
  type DocumentationOwnerCategory,
  type LabelInput,
  type PutOwnerLabels,
  type Ref,
  say,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, fieldError, notFound, notFoundAt } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { requireOwner } from '../owners/owners.lookup.js';
import { presentLabel } from './labels.presenter.js';
import { labelsRepository } from './labels.repository.js';

/** Runs a write; a name the company already has answers 409 naming body.name, so the form shows it there. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(
        say('categoryNameTaken', { what: 'label', name }),
        fieldError('body.name', say('labelExists')),
      );
    }
    throw error;
  }
}

export function labelsService(db: Db) {
  async function requireLabel(tx: Executor, actor: Principal, id: string) {
    const row = await labelsRepository(tx).find(actor.companyId, id);
    if (!row) throw notFound(say('thingNotFound', { thing: 'Label' }));
    return row;
  }
  const labelsOf = async (tx: Executor, actor: Principal, ownerId: string) =>
    (await labelsRepository(tx).ofOwners(actor.companyId, [ownerId])).get(ownerId) ?? [];

  return {
    list: async (actor: Principal) => (await labelsRepository(db).list(actor.companyId)).map(presentLabel),

    create: (actor: Principal, input: LabelInput) =>
      uniqueName(input.name, () =>
        db.transaction(async (tx) => {
          const after = presentLabel(
            await labelsRepository(tx).insert({ companyId: actor.companyId, ...input }),
          );
          await recordChange(tx, actor, { action: 'create', entity: 'labels', entityId: after.id, after });
          return after;
        }),
      ),

    update: (actor: Principal, id: string, input: LabelInput) =>
      uniqueName(input.name, () =>
        db.transaction(async (tx) => {
          const before = presentLabel(await requireLabel(tx, actor, id));
          const after = presentLabel(await labelsRepository(tx).update(actor.companyId, id, input));
          await recordChange(tx, actor, { action: 'update', entity: 'labels', entityId: id, before, after });
          return after;
        }),
      ),

    /** Takes the label off every item and requirement too (the cascading key), in the same transaction. */
    remove: (actor: Principal, id: string) =>
      db.transaction(async (tx) => {
        const before = presentLabel(await requireLabel(tx, actor, id));
        await labelsRepository(tx).remove(actor.companyId, id);
        await recordChange(tx, actor, { action: 'delete', entity: 'labels', entityId: id, before });
      }),

    async ofOwner(actor: Principal, category: DocumentationOwnerCategory, ref: Ref) {
      const owner = await requireOwner(db, actor.companyId, category, ref);
      return labelsOf(db, actor, owner.id);
    },

    /** Replaces the labels on an item or a requirement; a label of another company answers 404. */
    putOnOwner(actor: Principal, category: DocumentationOwnerCategory, ref: Ref, input: PutOwnerLabels) {
      return db.transaction(async (tx) => {
        const owner = await requireOwner(tx, actor.companyId, category, ref);
        const repo = labelsRepository(tx);
        const known = await repo.existing(actor.companyId, input.labelIds);
        const missing = input.labelIds.findIndex((id) => !known.has(id));
        if (missing >= 0)
          throw notFoundAt(`body.labelIds.${missing}`, say('thingNotFound', { thing: 'Label' }));
        const before = await labelsOf(tx, actor, owner.id);
        await repo.setOfOwner(actor.companyId, owner, input.labelIds);
        const after = await labelsOf(tx, actor, owner.id);
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'owner-labels',
          entityId: owner.id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
