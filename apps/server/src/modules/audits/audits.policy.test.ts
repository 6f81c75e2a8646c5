import type { Role } from '@praxis/contract';
import { expect, it } from 'vitest';
import type { Executor } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { describeEachDatabase } from '../../test/databases.js';
import { auditRepository } from '../audit/audit.repository.js';
import { usersRepository } from '../users/users.repository.js';
import { auditGrantsRepository } from './audits.grants.repository.js';
import { isAuditTeam, requireAudit } from './audits.policy.js';
import { auditsRepository } from './audits.repository.js';

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function person(db: Executor, company: string, role: Role, email: string): Promise<Principal> {
  const users = usersRepository(db);
  const { id: companyId } = await users.companyNamed(company);
  const row = await users.insert({ companyId, email, role });
  return { userId: row.id, companyId, role, email };
}

/** Two companies: Acme with an audit its User leads, and another company's audit. */
async function world(db: Executor) {
  const admin = await person(db, 'Acme', 'Administrator', 'admin@acme.test');
  const lead = await person(db, 'Acme', 'User', 'lead@acme.test');
  const member = await person(db, 'Acme', 'User', 'member@acme.test');
  const reader = await person(db, 'Acme', 'Reader', 'reader@acme.test');
  const auditor = await person(db, 'Acme', 'Auditor', 'auditor@firm.test');
  const stranger = await person(db, 'Other', 'Administrator', 'admin@other.test');
  const audits = auditsRepository(db);
  const audit = await audits.insert(admin.companyId, {
    title: 'ISO 27001 certification',
    kind: 'certification',
    auditDate: '2026-12-01',
    leadAuditorId: lead.userId,
  });
  await audits.setTeam(admin.companyId, audit.id, [member.userId]);
  const other = await audits.insert(stranger.companyId, {
    title: 'Theirs',
    kind: 'internal',
    auditDate: '2026-12-01',
  });
  const unGranted = await audits.insert(admin.companyId, {
    title: 'Not yours',
    kind: 'other',
    auditDate: '2026-12-02',
  });
  return { admin, lead, member, reader, auditor, stranger, audit, other, unGranted };
}

const NOT_FOUND = { status: 404, code: 'thingNotFound' };
const FORBIDDEN = { status: 403, code: 'notAuthorized' };

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { status?: number; said?: { messageCode: string } }) => ({
      status: error.status,
      code: error.said?.messageCode,
    }),
  );

describeEachDatabase('the audits policy', (database) => {
  it("finds the company's audit for its people and refuses by permission", async () => {
    const db = database().db;
    const { admin, reader, audit, other, stranger } = await world(db);
    expect((await requireAudit(db, admin, audit.id, 'write')).title).toBe('ISO 27001 certification');
    expect((await requireAudit(db, reader, audit.id, 'read')).id).toBe(audit.id);
    expect(await refusal(requireAudit(db, reader, audit.id, 'write'))).toEqual(FORBIDDEN);
    expect(await refusal(requireAudit(db, reader, audit.id, 'record'))).toEqual(FORBIDDEN);
    // Another company's audit is not found, whatever the caller's role there.
    expect(await refusal(requireAudit(db, admin, other.id, 'read'))).toEqual(NOT_FOUND);
    expect(await refusal(requireAudit(db, stranger, audit.id, 'read'))).toEqual(NOT_FOUND);
  });

  it('lets an auditor read and record in a granted audit until the end of its day, and logs each access', async () => {
    const db = database().db;
    const { admin, auditor, audit, unGranted } = await world(db);
    expect(await refusal(requireAudit(db, auditor, audit.id, 'read'))).toEqual(NOT_FOUND);
    const grants = auditGrantsRepository(db);
    await grants.insert({
      companyId: admin.companyId,
      auditId: audit.id,
      userId: auditor.userId,
      until: dayFromToday(0),
      grantedBy: admin.userId,
    });
    expect((await requireAudit(db, auditor, audit.id, 'read')).id).toBe(audit.id);
    expect((await requireAudit(db, auditor, audit.id, 'record')).id).toBe(audit.id);
    expect(await refusal(requireAudit(db, auditor, audit.id, 'write'))).toEqual(FORBIDDEN);
    // An audit without a grant is as absent as another company's.
    expect(await refusal(requireAudit(db, auditor, unGranted.id, 'read'))).toEqual(NOT_FOUND);
    const reads = await auditRepository(db).list(admin.companyId, { userId: auditor.userId }, 10, 0);
    expect(reads.map((event) => [event.action, event.entity, event.entityId])).toEqual([
      ['read', 'audits', audit.id],
      ['read', 'audits', audit.id],
    ]);

    await grants.setUntil(admin.companyId, audit.id, auditor.userId, dayFromToday(-1));
    expect(await refusal(requireAudit(db, auditor, audit.id, 'read'))).toEqual(NOT_FOUND);
  });

  it('knows the lead auditor and the team', async () => {
    const db = database().db;
    const { admin, lead, member, reader, audit } = await world(db);
    expect(await isAuditTeam(db, lead, audit.id)).toBe(true);
    expect(await isAuditTeam(db, member, audit.id)).toBe(true);
    expect(await isAuditTeam(db, reader, audit.id)).toBe(false);
    expect(await isAuditTeam(db, admin, audit.id)).toBe(false);
  });
});
