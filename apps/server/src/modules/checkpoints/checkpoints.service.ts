import type { Checkpoints, DocumentationOwnerCategory, PutCheckpoints, Ref } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { requireOwner } from '../owners/owners.lookup.js';
import { presentCheckpoints } from './checkpoints.presenter.js';
import { checkpointsRepository } from './checkpoints.repository.js';

/** The checkpoint dates of any owner: an item of a register (executions included) or a requirement. */
export function checkpointsService(db: Db) {
  return {
    async get(actor: Principal, category: DocumentationOwnerCategory, ref: Ref): Promise<Checkpoints> {
      const owner = await requireOwner(db, actor.companyId, category, ref);
      return presentCheckpoints(await checkpointsRepository(db).get(actor.companyId, owner));
    },

    /** A date left out stays as it is; null clears it (deleting a date in the interface sends it as null). */
    save(actor: Principal, category: DocumentationOwnerCategory, ref: Ref, input: PutCheckpoints) {
      return db.transaction(async (tx) => {
        const owner = await requireOwner(tx, actor.companyId, category, ref);
        const repo = checkpointsRepository(tx);
        const current = await repo.get(actor.companyId, owner);
        const next = {
          deadline: input.deadlineDate === undefined ? current.deadline : input.deadlineDate,
          implemented: input.implementedDate === undefined ? current.implemented : input.implementedDate,
          expires: input.expiresDate === undefined ? current.expires : input.expiresDate,
        };
        await repo.save(actor.companyId, owner, next);
        const [before, after] = [presentCheckpoints(current), presentCheckpoints(next)];
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'checkpoints',
          entityId: owner.id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
