import type { Evidence, Occurrence, Schedule } from '@praxis/contract';

export const execution = { id: 'e1000000-0000-4000-8000-000000000001', code: 'EXE-001' };
export const schedulesPath = `/v2/Executions/${execution.id}/schedules`;
const scheduleId = 'f1000000-0000-4000-8000-000000000001';

/** Occurrence `n` of the test schedule: open and due on `dueOn` unless changed. */
export function testOccurrence(n: number, changes: Partial<Occurrence> = {}): Occurrence {
  return {
    id: `f2000000-0000-4000-8000-00000000000${n}`,
    scheduleId,
    dueOn: '2026-09-30',
    graceEndsOn: '2026-10-07',
    state: 'due',
    doneOn: null,
    onTime: null,
    comment: null,
    evidenceId: null,
    recordedBy: null,
    recordedAt: null,
    ...changes,
  };
}

/** A quarterly access review on the test execution, with its first occurrence due. */
export function testSchedule(changes: Partial<Schedule> = {}): Schedule {
  return {
    id: scheduleId,
    kind: 'execution',
    subject: 'work',
    owner: {
      category: 'Executions',
      id: execution.id,
      legacyId: 1,
      code: execution.code,
      name: 'Access review on the HR system',
      specificationId: null,
    },
    evidence: null,
    rule: 'FREQ=MONTHLY;INTERVAL=3',
    startsOn: '2026-09-30',
    graceDays: 7,
    next: testOccurrence(1),
    overdue: 0,
    createdAt: '2026-09-01T10:00:00.000Z',
    updatedAt: '2026-09-01T10:00:00.000Z',
    ...changes,
  };
}

/** An evidence of the test execution, a file. */
export function testEvidence(n: number, title: string): Evidence {
  const id = `f3000000-0000-4000-8000-00000000000${n}`;
  const revision = {
    url: `/v2/evidence/${id}/download`,
    fileName: `${title}.pdf`,
    mediaType: 'application/pdf' as const,
    size: 1024,
    sha256: 'a'.repeat(64),
    effectiveDate: null,
    expiresDate: null,
    status: 'draft' as const,
    uploadedBy: { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ulla User' },
    uploadedAt: '2026-09-01T10:00:00.000Z',
  };
  return {
    id,
    ownerCategory: 'Executions',
    ownerId: execution.id,
    title,
    description: null,
    kind: 'file',
    ...revision,
    reviewer: null,
    reviewComment: null,
    reviewedAt: null,
    revision: 1,
    revisions: [{ number: 1, ...revision }],
  };
}
