import type { Treatment } from '@praxis/contract';
import { treatmentDeadlines } from './threat-treatments.dates.js';
import type { TreatmentView } from './threat-treatments.repository.js';

type Person = TreatmentView['owner'];
const presentPerson = (person: Person) =>
  person === null
    ? null
    : { userId: person.userId, firstName: person.firstName, lastName: person.lastName, email: person.email };

/** A treatment with what its dates mean on `today`. */
export function presentTreatment({ treatment: t, owner, approver }: TreatmentView, today: string): Treatment {
  const { expired, overdue } = treatmentDeadlines(t, today);
  return {
    threatId: t.threatId,
    decision: t.decision,
    owner: presentPerson(owner),
    dueDate: t.dueDate,
    status: t.status,
    justification: t.justification,
    expiresDate: t.expiresDate,
    approvedBy: presentPerson(approver),
    approvedAt: t.approvedAt?.toISOString() ?? null,
    expired,
    overdue,
    updatedAt: t.updatedAt.toISOString(),
  };
}
