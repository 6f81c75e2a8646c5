import {
  type CreateFinding,
  type Finding,
  type FindingListQuery,
  type FindingStatus,
  type FindingTransition,
  nonconformityKinds,
  say,
  type UpdateFinding,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { conflict, fieldError, fieldProblem, forbidden, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { type AuditNeed, isAuditor, isAuditTeam, requireAudit } from '../audits/audits.policy.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { usersRepository } from '../users/users.repository.js';
import { presentFinding } from './findings.presenter.js';
import { type FindingRow, type FindingValues, findingsRepository } from './findings.repository.js';

const findingNotFound = say('thingNotFound', { thing: 'Finding' });

/** Where each status may go: on, one step at a time, and back from verification to work. */
const nextSteps: Record<FindingStatus, FindingStatus[]> = {
  open: ['in-progress'],
  'in-progress': ['ready-for-verification'],
  'ready-for-verification': ['closed', 'in-progress'],
  closed: [],
};
/** The steps that verify: closing, and sending back. Only the audit's team or an Administrator takes them. */
const verifies = (from: FindingStatus, to: FindingStatus) =>
  from === 'ready-for-verification' && (to === 'closed' || to === 'in-progress');
const mayVerify = async (tx: Executor, actor: Principal, auditId: string) =>
  actor.role === 'Administrator' || (await isAuditTeam(tx, actor, auditId));
const isNonconformity = (kind: FindingRow['kind']) =>
  (nonconformityKinds as readonly string[]).includes(kind);

export function findingsService(db: Db, notifications: Pick<NotificationsService, 'notifyFindingOwner'>) {
  /**
   * The finding of the company and its audit as the caller may reach it for `need`, or 404. An external
   * auditor reads the audit's findings but changes only those they recorded themselves (403).
   */
  async function findingFor(tx: Executor, actor: Principal, id: string, need: AuditNeed) {
    const row = await findingsRepository(tx).lock(actor.companyId, id);
    if (!row) throw notFound(findingNotFound);
    const audit = await requireAudit(tx, actor, row.auditId, need);
    if (need !== 'read' && isAuditor(actor) && row.recordedBy !== actor.userId)
      throw forbidden(say('notAuthorized'));
    return { row, audit };
  }

  async function present(tx: Executor, actor: Principal, id: string): Promise<Finding> {
    const view = await findingsRepository(tx).find(actor.companyId, id);
    if (!view) throw notFound(findingNotFound);
    return presentFinding(view);
  }

  /** The requirement must be one of the audit's, the owner a person of the company (400 naming the field). */
  async function checkReferences(tx: Executor, actor: Principal, auditId: string, input: UpdateFinding) {
    if (
      input.requirementId &&
      !(await findingsRepository(tx).isRequirementOfAudit(actor.companyId, auditId, input.requirementId))
    )
      throw fieldProblem('body.requirementId', say('findingRequirementNotInAudit'));
    if (input.ownerId && !(await usersRepository(tx).findInCompany(actor.companyId, input.ownerId)))
      throw fieldProblem('body.ownerId', say('thingNotFound', { thing: 'User' }));
  }

  /** A new owner hears of it at once; giving a finding to oneself is no news to oneself. */
  async function tellOwner(tx: Executor, actor: Principal, finding: Finding) {
    if (finding.owner && finding.owner.id !== actor.userId)
      await notifications.notifyFindingOwner(tx, actor, {
        findingId: finding.id,
        name: `${finding.identifier} ${finding.title}`,
        ownerId: finding.owner.id,
      });
  }

  return {
    /** The plan of action and other lists. An external auditor lists one audit at a time, one granted to them. */
    list(actor: Principal, query: FindingListQuery): Promise<Finding[]> {
      return db.transaction(async (tx) => {
        if (isAuditor(actor)) {
          if (!query.auditId) throw fieldProblem('query.auditId', say('isRequired'));
          await requireAudit(tx, actor, query.auditId, 'read');
        }
        return (await findingsRepository(tx).list(actor.companyId, query)).map(presentFinding);
      });
    },

    get(actor: Principal, id: string): Promise<Finding> {
      return db.transaction(async (tx) => {
        await findingFor(tx, actor, id, 'read');
        return present(tx, actor, id);
      });
    },

    create(actor: Principal, auditId: string, input: CreateFinding): Promise<Finding> {
      return db.transaction(async (tx) => {
        const audit = await requireAudit(tx, actor, auditId, 'record');
        if (audit.status === 'closed') throw conflict(say('findingAuditClosed'));
        await checkReferences(tx, actor, auditId, input);
        const repo = findingsRepository(tx);
        const values: FindingValues = {
          kind: input.kind,
          title: input.title,
          description: input.description ?? null,
          rootCause: input.rootCause ?? null,
          correctiveAction: input.correctiveAction ?? null,
          requirementId: input.requirementId ?? null,
          ownerId: input.ownerId ?? null,
          dueDate: input.dueDate ?? null,
        };
        const number = await repo.takeNumber(actor.companyId);
        const id = await repo.insert({
          ...values,
          companyId: actor.companyId,
          auditId,
          number,
          recordedBy: actor.userId,
        });
        await repo.step(actor.companyId, id, 'open', actor.userId, null);
        const after = await present(tx, actor, id);
        await recordChange(tx, actor, { action: 'create', entity: 'findings', entityId: id, after });
        await tellOwner(tx, actor, after);
        return after;
      });
    },

    update(actor: Principal, id: string, input: UpdateFinding): Promise<Finding> {
      return db.transaction(async (tx) => {
        const { row } = await findingFor(tx, actor, id, 'record');
        if (row.status === 'closed') throw conflict(say('findingClosed'));
        await checkReferences(tx, actor, row.auditId, input);
        const before = await present(tx, actor, id);
        const changes = Object.fromEntries(
          Object.entries(input).filter(([, value]) => value !== undefined),
        ) as Partial<FindingValues>;
        await findingsRepository(tx).update(actor.companyId, id, changes);
        const after = await present(tx, actor, id);
        await recordChange(tx, actor, { action: 'update', entity: 'findings', entityId: id, before, after });
        if (after.owner?.id !== before.owner?.id) await tellOwner(tx, actor, after);
        return after;
      });
    },

    /**
     * Moves the finding one step on (or back to work from verification). Verifying is for the audit's team
     * or an Administrator; closing says why, and a nonconformity closes only with evidence on the finding.
     */
    transition(actor: Principal, id: string, input: FindingTransition): Promise<Finding> {
      return db.transaction(async (tx) => {
        const { row, audit } = await findingFor(tx, actor, id, 'record');
        if (!nextSteps[row.status].includes(input.status))
          throw conflict(say('findingStepNotAllowed', { from: row.status, to: input.status }));
        if (verifies(row.status, input.status) && !(await mayVerify(tx, actor, audit.id)))
          throw forbidden(say('findingVerifiers'));
        const comment = input.comment?.trim() || null;
        if (input.status === 'closed' && comment === null)
          throw fieldProblem('body.comment', say('isRequired'));
        const before = await present(tx, actor, id);
        if (input.status === 'closed' && isNonconformity(row.kind) && before.evidenceCount === 0)
          throw conflict(say('findingNeedsEvidence'), fieldError('body.status', say('findingNeedsEvidence')));
        await findingsRepository(tx).step(actor.companyId, id, input.status, actor.userId, comment);
        const after = await present(tx, actor, id);
        await recordChange(tx, actor, { action: 'update', entity: 'findings', entityId: id, before, after });
        return after;
      });
    },

    remove(actor: Principal, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        await findingFor(tx, actor, id, 'write');
        const before = await present(tx, actor, id);
        await findingsRepository(tx).remove(actor.companyId, id);
        await recordChange(tx, actor, { action: 'delete', entity: 'findings', entityId: id, before });
      });
    },
  };
}
