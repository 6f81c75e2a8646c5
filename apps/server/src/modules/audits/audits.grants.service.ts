import { AUDITOR_ROLE, type AuditorGrant, type GrantAuditor, say } from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { conflict, fieldError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import type { PasswordsService } from '../passwords/passwords.service.js';
import { usersRepository } from '../users/users.repository.js';
import { auditGrantsRepository } from './audits.grants.repository.js';
import { requireAudit } from './audits.policy.js';
import { presentGrant } from './audits.presenter.js';

const grantNotFound = say('thingNotFound', { thing: 'Auditor' });

async function requireGrant(tx: Executor, actor: Principal, auditId: string, userId: string) {
  const grant = await auditGrantsRepository(tx).find(actor.companyId, auditId, userId);
  if (!grant) throw notFound(grantNotFound);
  return presentGrant(grant);
}

/**
 * The external auditors of an audit. An auditor is a person of the company whose role is Auditor, which only a
 * grant gives; their grants say which audits they see and until which day. The log files each change under
 * the audit, so that its history shows who was let in.
 */
export function auditGrantsService(db: Db, passwords: Pick<PasswordsService, 'inviteIn'>) {
  async function list(actor: Principal, auditId: string): Promise<AuditorGrant[]> {
    await requireAudit(db, actor, auditId, 'read');
    return (await auditGrantsRepository(db).list(actor.companyId, auditId)).map(presentGrant);
  }

  /**
   * Someone the company does not know yet is invited as its usual invitation does (a link by mail with the
   * built-in provider, the company's own sign-in otherwise); an auditor already known gets one grant more;
   * a person who works in the company with another role cannot become an auditor. A second grant of the same
   * audit sets its day.
   */
  function grant(actor: Principal, auditId: string, input: GrantAuditor): Promise<AuditorGrant> {
    return db.transaction(async (tx) => {
      await requireAudit(tx, actor, auditId, 'write');
      const grants = auditGrantsRepository(tx);
      const known = await usersRepository(tx).findByEmailInCompany(actor.companyId, input.email);
      if (known && known.role !== AUDITOR_ROLE) {
        const said = say('auditorHasOtherRole', { role: known.role });
        throw conflict(said, fieldError('body.email', said));
      }
      const userId =
        known?.id ??
        (
          await passwords.inviteIn(tx, actor, {
            email: input.email,
            firstName: input.firstName ?? undefined,
            lastName: input.lastName ?? undefined,
            userType: AUDITOR_ROLE,
          })
        ).id;
      const before = await grants.find(actor.companyId, auditId, userId);
      if (before) await grants.setUntil(actor.companyId, auditId, userId, input.until);
      else
        await grants.insert({
          companyId: actor.companyId,
          auditId,
          userId,
          until: input.until,
          grantedBy: actor.userId,
        });
      const after = await requireGrant(tx, actor, auditId, userId);
      await recordChange(tx, actor, {
        action: before ? 'update' : 'create',
        entity: 'audit-auditors',
        entityId: auditId,
        before: before ? presentGrant(before) : undefined,
        after,
      });
      return after;
    });
  }

  function update(actor: Principal, auditId: string, userId: string, until: string): Promise<AuditorGrant> {
    return db.transaction(async (tx) => {
      await requireAudit(tx, actor, auditId, 'write');
      const before = await requireGrant(tx, actor, auditId, userId);
      await auditGrantsRepository(tx).setUntil(actor.companyId, auditId, userId, until);
      const after = await requireGrant(tx, actor, auditId, userId);
      await recordChange(tx, actor, {
        action: 'update',
        entity: 'audit-auditors',
        entityId: auditId,
        before,
        after,
      });
      return after;
    });
  }

  function revoke(actor: Principal, auditId: string, userId: string): Promise<void> {
    return db.transaction(async (tx) => {
      await requireAudit(tx, actor, auditId, 'write');
      const before = await requireGrant(tx, actor, auditId, userId);
      await auditGrantsRepository(tx).remove(actor.companyId, auditId, userId);
      await recordChange(tx, actor, {
        action: 'delete',
        entity: 'audit-auditors',
        entityId: auditId,
        before,
      });
    });
  }

  return { list, grant, update, revoke };
}
