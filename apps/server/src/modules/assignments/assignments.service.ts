import { type DocumentationOwnerCategory, type PutAssignment, type Ref, say } from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { badRequest, fieldError, notFoundAt } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { type NotificationsService, roleOfType } from '../notifications/notifications.service.js';
import { requireOwner } from '../owners/owners.lookup.js';
import { canHoldWork } from '../users/users.policy.js';
import { usersRepository } from '../users/users.repository.js';
import { presentAssignment } from './assignments.presenter.js';
import { assignmentsRepository } from './assignments.repository.js';

/** Assignment type 0 is the responsible person, 1 the accountable one. */

/** A leaving person's assignments, handed to another and audited per owner as any assignment change is. */
export async function transferAssignments(
  tx: Executor,
  actor: Principal,
  { fromUserId, toUserId }: { fromUserId: string; toUserId: string },
) {
  const moved = await assignmentsRepository(tx).transfer(actor.companyId, fromUserId, toUserId);
  for (const assignment of moved) {
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'assignments',
      entityId: (assignment.itemId ?? assignment.requirementId) as string,
      before: [{ type: assignment.type, userId: fromUserId }],
      after: [{ type: assignment.type, userId: toUserId }],
    });
  }
  return moved;
}

export function assignmentsService(db: Db, notifications: Pick<NotificationsService, 'notifyAssignment'>) {
  const listOf = async (executor: Executor, actor: Principal, itemId: string) =>
    (await assignmentsRepository(executor).list(actor.companyId, itemId)).map(presentAssignment);

  return {
    async list(actor: Principal, register: DocumentationOwnerCategory, ref: Ref) {
      const item = await requireOwner(db, actor.companyId, register, ref);
      return listOf(db, actor, item.id);
    },

    /** Fills the slot of `type` with a person of the company who has access to it, or empties it when `userId` is null. */
    put(actor: Principal, register: DocumentationOwnerCategory, ref: Ref, input: PutAssignment) {
      return db.transaction(async (tx) => {
        const item = await requireOwner(tx, actor.companyId, register, ref);
        const repo = assignmentsRepository(tx);
        const before = await listOf(tx, actor, item.id);
        if (input.userId === null) await repo.remove(actor.companyId, item.id, input.type);
        else {
          const person = await usersRepository(tx).findInCompany(actor.companyId, input.userId);
          if (!person) throw notFoundAt('body.userId', say('thingNotFound', { thing: 'User' }));
          if (!canHoldWork(person.role))
            throw badRequest(say('noAccessYet'), fieldError('body.userId', say('noAccessYet')));
          await repo.set(actor.companyId, item, input.type, input.userId);
        }
        const after = await listOf(tx, actor, item.id);
        const holder = (list: typeof after) => list.find((a) => a.type === input.type)?.userId ?? null;
        await notifications.notifyAssignment(tx, actor, item, {
          role: roleOfType(input.type),
          before: holder(before),
          after: holder(after),
        });
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'assignments',
          entityId: item.id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
