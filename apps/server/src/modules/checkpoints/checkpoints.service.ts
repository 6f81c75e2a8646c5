import type { PutCheckpoints, Ref } from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { findItem } from '../items/items.lookup.js';
import { presentCheckpoints } from '../items/items.presenter.js';
import { checkpointsRepository } from './checkpoints.repository.js';

export function checkpointsService(db: Db) {
  async function requireExecution(executor: Executor, actor: Principal, ref: Ref) {
    const execution = await findItem(executor, actor.companyId, 'Executions', ref);
    if (!execution) throw notFound('Execution not found');
    return execution;
  }

  return {
    async get(actor: Principal, ref: Ref) {
      const execution = await requireExecution(db, actor, ref);
      return presentCheckpoints(await checkpointsRepository(db).get(actor.companyId, execution.id));
    },

    /** A date left out stays as it is; null clears it (spec §4: deleting one sends it as null). */
    save(actor: Principal, ref: Ref, input: PutCheckpoints) {
      return db.transaction(async (tx) => {
        const execution = await requireExecution(tx, actor, ref);
        const repo = checkpointsRepository(tx);
        const current = await repo.get(actor.companyId, execution.id);
        const next = {
          deadline: input.deadlineDate === undefined ? current.deadline : input.deadlineDate,
          implemented: input.implementedDate === undefined ? current.implemented : input.implementedDate,
          expires: input.expiresDate === undefined ? current.expires : input.expiresDate,
        };
        await repo.save(actor.companyId, execution.id, next);
        const [before, after] = [presentCheckpoints(current), presentCheckpoints(next)];
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'checkpoints',
          entityId: execution.id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
