import type { Audit, Finding } from '@praxis/contract';
import { jsonResponse } from '../../test/fakeApi';

export const lead = {
  id: 'a0000000-0000-4000-8000-000000000001',
  firstName: 'Lea',
  lastName: 'Lead',
  email: 'lea@example.com',
};
export const owner = {
  id: 'a0000000-0000-4000-8000-000000000002',
  firstName: 'Ola',
  lastName: 'Owner',
  email: 'ola@example.com',
};
const specification = { id: 'b0000000-0000-4000-8000-000000000001', legacyId: 3, name: 'ISO 27001' };
export const requirement = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Access control policy' };

export const testAudit: Audit = {
  id: 'd0000000-0000-4000-8000-000000000001',
  title: 'Certification 2026',
  kind: 'certification',
  status: 'in-progress',
  scope: null,
  periodStart: null,
  periodEnd: '2026-12-31',
  auditDate: '2026-11-20',
  leadAuditor: lead,
  team: [],
  specifications: [specification],
  snapshots: [],
  openFindings: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** Finding `n` of the audit: a minor nonconformity on the requirement, open, owned, due on `dueDate`. */
export function testFinding(n: number, changes: Partial<Finding> = {}): Finding {
  return {
    id: `e0000000-0000-4000-8000-00000000000${n}`,
    identifier: `FND-00${n}`,
    auditId: testAudit.id,
    auditTitle: testAudit.title,
    requirement: {
      ...requirement,
      specificationId: specification.id,
      specificationName: specification.name,
    },
    kind: 'minor-nonconformity',
    title: `Finding ${n}`,
    description: null,
    rootCause: null,
    correctiveAction: null,
    owner,
    dueDate: '2099-01-31',
    status: 'open',
    recordedBy: lead,
    recordedAt: '2026-11-20T10:00:00.000Z',
    closedAt: null,
    history: [{ status: 'open', at: '2026-11-20T10:00:00.000Z', by: lead, comment: null }],
    evidenceCount: 0,
    ...changes,
  };
}

const element = { parentLegacyId: null, semaphore: null, counts: null, labels: [] };
/** The answer about the audit's one specification's tree: a topic and the requirement under it. */
export const specificationElements = {
  [`GET /v2/specifications/${specification.id}/elements`]: () =>
    jsonResponse([
      {
        ...element,
        id: specification.id.replace('b', 'f'),
        legacyId: 1,
        kind: 'topic',
        parentId: null,
        code: 'A.5',
        name: 'Policies',
        order: 1,
      },
      {
        ...element,
        id: requirement.id,
        legacyId: 2,
        kind: 'requirement',
        parentId: null,
        code: 'A.5.1',
        name: requirement.name,
        order: 2,
        semaphore: 'red',
      },
    ]),
};
