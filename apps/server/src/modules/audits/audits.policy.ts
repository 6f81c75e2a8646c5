import { AUDITOR_ROLE, can, type Permission, say } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordRead } from '../audit/audit.service.js';
import { type AuditRow, auditsRepository } from './audits.repository.js';

export type AuditNeed = 'read' | 'write' | 'record';

const permissionFor: Record<AuditNeed, Permission> = {
  read: 'audit:read',
  write: 'audit:write',
  record: 'finding:record',
};

export const auditNotFound = say('thingNotFound', { thing: 'Audit' });

export const isAuditor = (actor: Principal) => actor.role === AUDITOR_ROLE;

/**
 * The audit `auditId` of the caller's company, for what the caller needs to do with it. An external auditor
 * finds only an audit they hold a grant for that has not ended (read per call, so a revoked or ended grant
 * counts on the next request on every instance); any other audit is as absent to them as another company's
 * (404). Past that, the role's permission decides (403): an auditor reads and records findings, never
 * changes the audit. Every audit an auditor reaches is a read in the audit log.
 */
export async function requireAudit(
  tx: Executor,
  actor: Principal,
  auditId: string,
  need: AuditNeed,
): Promise<AuditRow> {
  const audits = auditsRepository(tx);
  const audit = isAuditor(actor)
    ? await audits.findGranted(actor.companyId, auditId, actor.userId)
    : await audits.find(actor.companyId, auditId);
  if (!audit) throw notFound(auditNotFound);
  if (!can(actor.role, permissionFor[need])) throw forbidden(say('notAuthorized'));
  if (isAuditor(actor)) await recordRead(tx, actor, 'audits', audit.id);
  return audit;
}

/** Whether the caller runs the audit: its lead auditor or one of its team. */
export function isAuditTeam(tx: Executor, actor: Principal, auditId: string): Promise<boolean> {
  return auditsRepository(tx).isTeam(actor.companyId, auditId, actor.userId);
}
