import { type PutTreatment, type Ref, say, type Treatment } from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { badRequest, conflict, fieldError, forbidden, notFound, notFoundAt } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { requireOwner } from '../owners/owners.lookup.js';
import { todayUtc } from '../specifications/specifications.semaphore.js';
import { canHoldWork } from '../users/users.policy.js';
import { usersRepository } from '../users/users.repository.js';
import { presentTreatment } from './threat-treatments.presenter.js';
import { type TreatmentRow, threatTreatmentsRepository } from './threat-treatments.repository.js';

/** The approval an acceptance keeps through a change: none once its decision, owner or expiry changes. */
const keptApproval = (before: TreatmentRow | undefined, input: PutTreatment) =>
  before !== undefined &&
  before.approvedBy !== null &&
  input.decision === 'accept' &&
  before.decision === 'accept' &&
  before.ownerId === input.ownerId &&
  before.expiresDate === input.expiresDate
    ? { approvedBy: before.approvedBy, approvedAt: before.approvedAt }
    : { approvedBy: null, approvedAt: null };

/** Whether a change leaves an acceptance waiting that did not wait before, as it is now (news to approvers). */
const asksForApproval = (before: TreatmentRow | undefined, after: TreatmentRow) =>
  after.decision === 'accept' &&
  after.approvedBy === null &&
  !(
    before?.decision === 'accept' &&
    before.approvedBy === null &&
    before.ownerId === after.ownerId &&
    before.expiresDate === after.expiresDate
  );

/**
 * A leaving person's treatments: they have one owner rather than assignments, and go to the person who takes
 * the assignments over, audited as any treatment change is.
 */
export async function transferTreatments(
  tx: Executor,
  actor: Principal,
  { fromUserId, toUserId }: { fromUserId: string; toUserId: string },
) {
  const treatments = await threatTreatmentsRepository(tx).transferOwner(
    actor.companyId,
    fromUserId,
    toUserId,
  );
  for (const threatId of treatments) {
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'threat-treatments',
      entityId: threatId,
      before: { ownerId: fromUserId },
      after: { ownerId: toUserId, approvedBy: null },
    });
  }
}

/**
 * A risk scenario's treatment decision: one per item of the Threats register, decided by
 * writers; an acceptance counts once an Administrator other than its owner approved it.
 */
export function threatTreatmentsService(
  db: Db,
  notifications: Pick<NotificationsService, 'notifyApprovalWanted'>,
) {
  const threatOf = (executor: Executor, actor: Principal, ref: Ref) =>
    requireOwner(executor, actor.companyId, 'Threats', ref);
  const read = async (executor: Executor, actor: Principal, threatId: string) => {
    const view = await threatTreatmentsRepository(executor).find(actor.companyId, threatId);
    return view && presentTreatment(view, todayUtc());
  };
  const existing = async (executor: Executor, actor: Principal, ref: Ref) => {
    const threat = await threatOf(executor, actor, ref);
    const view = await threatTreatmentsRepository(executor).find(actor.companyId, threat.id);
    if (!view) throw notFound(say('noTreatmentYet'));
    return { threat, view };
  };

  return {
    async get(actor: Principal, ref: Ref): Promise<Treatment | null> {
      const threat = await threatOf(db, actor, ref);
      return (await read(db, actor, threat.id)) ?? null;
    },

    /** Decides or changes the treatment; its owner must be a person of the company with access, as assignments require. */
    put(actor: Principal, ref: Ref, input: PutTreatment): Promise<Treatment> {
      return db.transaction(async (tx) => {
        const threat = await threatOf(tx, actor, ref);
        if (input.ownerId !== null) {
          const person = await usersRepository(tx).findInCompany(actor.companyId, input.ownerId);
          if (!person) throw notFoundAt('body.ownerId', say('thingNotFound', { thing: 'User' }));
          if (!canHoldWork(person.role))
            throw badRequest(say('noAccessYet'), fieldError('body.ownerId', say('noAccessYet')));
        }
        const repo = threatTreatmentsRepository(tx);
        const beforeView = await repo.find(actor.companyId, threat.id);
        await repo.put(actor.companyId, threat.id, {
          ...input,
          ...keptApproval(beforeView?.treatment, input),
        });
        const afterView = await repo.find(actor.companyId, threat.id);
        if (!afterView) throw new Error('the treatment just written is gone');
        if (asksForApproval(beforeView?.treatment, afterView.treatment)) {
          await notifications.notifyApprovalWanted(tx, actor, threat, afterView.treatment);
        }
        const today = todayUtc();
        const after = presentTreatment(afterView, today);
        await recordChange(tx, actor, {
          action: beforeView ? 'update' : 'create',
          entity: 'threat-treatments',
          entityId: threat.id,
          before: beforeView && presentTreatment(beforeView, today),
          after,
        });
        return after;
      });
    },

    /** An Administrator other than the owner approves an acceptance that waits. */
    approve(actor: Principal, ref: Ref): Promise<Treatment> {
      return db.transaction(async (tx) => {
        const { threat, view } = await existing(tx, actor, ref);
        if (view.treatment.decision !== 'accept') throw conflict(say('notAnAcceptance'));
        if (view.treatment.approvedBy !== null) throw conflict(say('alreadyApproved'));
        if (view.treatment.ownerId === actor.userId) throw forbidden(say('ownerCannotApprove'));
        await threatTreatmentsRepository(tx).approve(actor.companyId, threat.id, actor.userId);
        const after = await read(tx, actor, threat.id);
        if (!after) throw new Error('the treatment just approved is gone');
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'threat-treatments',
          entityId: threat.id,
          before: presentTreatment(view, todayUtc()),
          after,
        });
        return after;
      });
    },

    remove(actor: Principal, ref: Ref): Promise<void> {
      return db.transaction(async (tx) => {
        const { threat, view } = await existing(tx, actor, ref);
        await threatTreatmentsRepository(tx).remove(actor.companyId, threat.id);
        await recordChange(tx, actor, {
          action: 'delete',
          entity: 'threat-treatments',
          entityId: threat.id,
          before: presentTreatment(view, todayUtc()),
        });
      });
    },
  };
}
