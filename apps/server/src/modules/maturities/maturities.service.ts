import {
  type CreateMaturity,
  type MaturityClass,
  type Ref,
  say,
  type UpdateMaturity,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { requireRequirement } from '../owners/owners.lookup.js';
import { presentMaturity, presentMaturityClasses } from './maturities.presenter.js';
import { maturitiesRepository } from './maturities.repository.js';

const taken = (classId: MaturityClass) => conflict(say('maturityExists', { classId }));

export function maturitiesService(db: Db) {
  async function requireMaturity(tx: Executor, actor: Principal, requirementRef: Ref, maturityRef: Ref) {
    const requirement = await requireRequirement(tx, actor.companyId, requirementRef);
    const found = await maturitiesRepository(tx).find(actor.companyId, requirement.id, maturityRef);
    if (!found) throw notFound(say('thingNotFound', { thing: 'Maturity' }));
    return found;
  }

  return {
    classes: presentMaturityClasses,

    async list(actor: Principal, ref: Ref) {
      const requirement = await requireRequirement(db, actor.companyId, ref);
      return (await maturitiesRepository(db).list(actor.companyId, requirement.id)).map(presentMaturity);
    },

    /** One maturity per class and requirement: a second answers 409. */
    create(actor: Principal, ref: Ref, input: CreateMaturity) {
      return db.transaction(async (tx) => {
        const requirement = await requireRequirement(tx, actor.companyId, ref);
        const row = await maturitiesRepository(tx).create({
          companyId: actor.companyId,
          requirementId: requirement.id,
          classId: input.classId,
          level: input.level,
          comment: input.comment ?? null,
        });
        if (!row) throw taken(input.classId);
        const after = presentMaturity(row);
        await recordChange(tx, actor, { action: 'create', entity: 'maturities', entityId: row.id, after });
        return after;
      });
    },

    /** Fields left out keep their value; moving to a class the requirement has already answers 409. */
    update(actor: Principal, ref: Ref, maturityRef: Ref, input: UpdateMaturity) {
      return db.transaction(async (tx) => {
        const current = await requireMaturity(tx, actor, ref, maturityRef);
        const repo = maturitiesRepository(tx);
        const classId = input.classId ?? current.classId;
        if (
          classId !== current.classId &&
          (await repo.findOfClass(actor.companyId, current.requirementId, classId))
        )
          throw taken(classId);
        const row = await repo.update(actor.companyId, current.id, {
          classId,
          level: input.level ?? current.level,
          comment: input.comment === undefined ? current.comment : input.comment,
        });
        const after = presentMaturity(row);
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'maturities',
          entityId: row.id,
          before: presentMaturity(current),
          after,
        });
        return after;
      });
    },

    remove(actor: Principal, ref: Ref, maturityRef: Ref) {
      return db.transaction(async (tx) => {
        const current = await requireMaturity(tx, actor, ref, maturityRef);
        await maturitiesRepository(tx).remove(actor.companyId, current.id);
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'maturities',
          entityId: current.id,
          before: presentMaturity(current),
        });
      });
    },
  };
}
