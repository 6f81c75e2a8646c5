import type { Audit, AuditSnapshotSummary } from '@praxis/contract';
import { testSpecification } from '../specification/testSpecifications';

/** Fixtures for the audits screens' component tests. */
export const ulf = {
  id: '00000000-0000-4000-8000-0000000000a2',
  firstName: 'Ulf',
  lastName: 'User',
  email: 'ulf@example.com',
};

export const testSnapshot: AuditSnapshotSummary = {
  id: '00000000-0000-4000-8000-0000000000b1',
  auditId: '00000000-0000-4000-8000-0000000000a1',
  takenAt: '2026-03-02T09:30:00.000Z',
  takenBy: ulf,
  sha256: 'ab12'.repeat(16),
  requirementCount: 6,
  evidenceCount: 2,
};

export function testAudit(changes: Partial<Audit> = {}): Audit {
  return {
    id: testSnapshot.auditId,
    title: 'ISO 27001 surveillance 2026',
    kind: 'surveillance',
    status: 'in-progress',
    scope: 'The data centre in Oslo',
    periodStart: '2025-03-01',
    periodEnd: '2026-02-28',
    auditDate: '2026-03-02',
    leadAuditor: ulf,
    team: [ulf],
    specifications: [
      { id: testSpecification.id, legacyId: testSpecification.legacyId, name: testSpecification.name },
    ],
    snapshots: [testSnapshot],
    openFindings: 1,
    createdAt: '2026-02-01T08:00:00.000Z',
    updatedAt: '2026-02-01T08:00:00.000Z',
    ...changes,
  };
}
