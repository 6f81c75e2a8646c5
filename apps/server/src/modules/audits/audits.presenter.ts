import type { Audit, AuditorGrant, AuditPerson } from '@praxis/contract';
import type { GrantRow } from './audits.grants.repository.js';
import type { AuditDetails, AuditPersonRow, AuditRow } from './audits.repository.js';

const presentPerson = ({ id, firstName, lastName, email }: AuditPersonRow): AuditPerson => ({
  id,
  firstName,
  lastName,
  email,
});

/** An audit with what `detailsOf` read for it: people, specifications, snapshots and open findings. */
export function presentAudit(row: AuditRow, details: AuditDetails): Audit {
  const lead = row.leadAuditorId ? details.leads.get(row.leadAuditorId) : undefined;
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    scope: row.scope,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    auditDate: row.auditDate,
    leadAuditor: lead ? presentPerson(lead) : null,
    team: (details.team.get(row.id) ?? []).map(presentPerson),
    specifications: (details.specifications.get(row.id) ?? []).map(({ id, legacyId, name }) => ({
      id,
      legacyId,
      name,
    })),
    snapshots: (details.snapshots.get(row.id) ?? []).map((snapshot) => ({
      id: snapshot.id,
      auditId: snapshot.auditId,
      takenAt: snapshot.takenAt.toISOString(),
      takenBy: snapshot.takenBy ? presentPerson(snapshot.takenBy) : null,
      sha256: snapshot.sha256,
      requirementCount: snapshot.requirementCount,
      evidenceCount: snapshot.evidenceCount,
    })),
    openFindings: details.openFindings.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentGrant = (row: GrantRow): AuditorGrant => ({
  userId: row.userId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  until: row.until,
  grantedAt: row.grantedAt.toISOString(),
  active: row.signedIn,
});
