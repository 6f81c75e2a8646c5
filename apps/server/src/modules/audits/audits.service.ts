import {
  type Audit,
  type AuditListQuery,
  type CreateAudit,
  type Said,
  say,
  type UpdateAudit,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { conflict, fieldProblem, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange, recordRead } from '../audit/audit.service.js';
import { canHoldWork } from '../users/users.policy.js';
import { auditNotFound, isAuditor, requireAudit } from './audits.policy.js';
import { presentAudit } from './audits.presenter.js';
import { type AuditRow, type AuditValues, auditsRepository } from './audits.repository.js';

/** The answer for audits as they are now, in the caller's transaction. */
async function presentAll(tx: Executor, companyId: string, rows: AuditRow[]): Promise<Audit[]> {
  const details = await auditsRepository(tx).detailsOf(companyId, rows);
  return details ? rows.map((row) => presentAudit(row, details)) : [];
}

async function presentOne(tx: Executor, companyId: string, row: AuditRow): Promise<Audit> {
  const [audit] = await presentAll(tx, companyId, [row]);
  if (!audit) throw notFound(auditNotFound);
  return audit;
}

/**
 * The people an audit names must be the company's own, who can work in it: an external auditor or someone
 * without access yet cannot lead or join the team.
 */
async function checkPeople(
  tx: Executor,
  actor: Principal,
  input: Pick<UpdateAudit, 'leadAuditorId' | 'teamIds'>,
) {
  const named = [...(input.leadAuditorId ? [input.leadAuditorId] : []), ...(input.teamIds ?? [])];
  const found = new Map(
    (await auditsRepository(tx).peopleIn(actor.companyId, named)).map((person) => [person.id, person.role]),
  );
  const problemOf = (id: string): Said | undefined => {
    const role = found.get(id);
    if (role === undefined) return say('noSuchPerson');
    return canHoldWork(role) ? undefined : say('noAccessYet');
  };
  const lead = input.leadAuditorId ? problemOf(input.leadAuditorId) : undefined;
  if (lead) throw fieldProblem('body.leadAuditorId', lead);
  for (const [index, id] of (input.teamIds ?? []).entries()) {
    const problem = problemOf(id);
    if (problem) throw fieldProblem(`body.teamIds.${index}`, problem);
  }
}

async function checkSpecifications(tx: Executor, actor: Principal, ids: string[] | undefined) {
  if (!ids) return;
  const found = new Set(await auditsRepository(tx).specificationsIn(actor.companyId, ids));
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) throw fieldProblem(`body.specificationIds.${index}`, say('specificationId'));
}

/** A change may name only the end of the period: it must still not end before the stored start. */
function checkPeriod(audit: AuditRow, input: UpdateAudit) {
  const start = input.periodStart === undefined ? audit.periodStart : input.periodStart;
  const end = input.periodEnd === undefined ? audit.periodEnd : input.periodEnd;
  if (start && end && end < start) {
    throw fieldProblem('body.periodEnd', say('expiryBeforeEffective'));
  }
}

const unique = (ids: string[] | undefined) => (ids ? [...new Set(ids)] : undefined);

/** The audit's own columns a create or an update sets; left out, a column keeps its value. */
function valuesOf(input: UpdateAudit): Partial<AuditValues> {
  const { specificationIds: _specifications, teamIds: _team, ...columns } = input;
  return columns;
}

/** Audits of the company's specifications: planning, running, and who leads and takes part. */
export function auditsService(db: Db) {
  async function list(actor: Principal, query: AuditListQuery): Promise<Audit[]> {
    const rows = await auditsRepository(db).list(actor.companyId, {
      ...query,
      grantedTo: isAuditor(actor) ? actor.userId : undefined,
    });
    if (isAuditor(actor)) {
      for (const row of rows) await recordRead(db, actor, 'audits', row.id);
    }
    return presentAll(db, actor.companyId, rows);
  }

  async function get(actor: Principal, id: string): Promise<Audit> {
    return presentOne(db, actor.companyId, await requireAudit(db, actor, id, 'read'));
  }

  function create(actor: Principal, input: CreateAudit): Promise<Audit> {
    return db.transaction(async (tx) => {
      await checkPeople(tx, actor, input);
      await checkSpecifications(tx, actor, input.specificationIds);
      const repo = auditsRepository(tx);
      const row = await repo.insert(actor.companyId, {
        ...valuesOf(input),
        title: input.title,
        kind: input.kind,
        auditDate: input.auditDate,
        createdBy: actor.userId,
      });
      await repo.setSpecifications(actor.companyId, row.id, unique(input.specificationIds) ?? []);
      await repo.setTeam(actor.companyId, row.id, unique(input.teamIds) ?? []);
      const after = await presentOne(tx, actor.companyId, row);
      await recordChange(tx, actor, { action: 'create', entity: 'audits', entityId: row.id, after });
      return after;
    });
  }

  function update(actor: Principal, id: string, input: UpdateAudit): Promise<Audit> {
    return db.transaction(async (tx) => {
      const audit = await requireAudit(tx, actor, id, 'write');
      const repo = auditsRepository(tx);
      const before = await presentOne(tx, actor.companyId, audit);
      checkPeriod(audit, input);
      await checkPeople(tx, actor, input);
      await checkSpecifications(tx, actor, input.specificationIds);
      const specificationIds = unique(input.specificationIds);
      if (specificationIds) {
        const current = new Set(before.specifications.map((specification) => specification.id));
        const changed =
          specificationIds.length !== current.size || specificationIds.some((s) => !current.has(s));
        if (changed && before.snapshots.length > 0) throw conflict(say('auditSpecificationsSealed'));
        if (changed) await repo.setSpecifications(actor.companyId, id, specificationIds);
      }
      const teamIds = unique(input.teamIds);
      if (teamIds) await repo.setTeam(actor.companyId, id, teamIds);
      const row = await repo.update(actor.companyId, id, valuesOf(input));
      if (!row) throw notFound(auditNotFound);
      const after = await presentOne(tx, actor.companyId, row);
      await recordChange(tx, actor, { action: 'update', entity: 'audits', entityId: id, before, after });
      return after;
    });
  }

  function remove(actor: Principal, id: string): Promise<void> {
    return db.transaction(async (tx) => {
      const audit = await requireAudit(tx, actor, id, 'write');
      const repo = auditsRepository(tx);
      const before = await presentOne(tx, actor.companyId, audit);
      if (before.snapshots.length > 0 || (await repo.findingCount(actor.companyId, id)) > 0) {
        throw conflict(say('auditHasRecords'));
      }
      await repo.remove(actor.companyId, id);
      await recordChange(tx, actor, { action: 'delete', entity: 'audits', entityId: id, before });
    });
  }

  return { list, get, create, update, remove };
}

export type AuditsService = ReturnType<typeof auditsService>;
