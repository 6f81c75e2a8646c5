import { type DatedThing, type Finding, requirementName } from '@praxis/contract';
import type { FindingView } from './findings.repository.js';
import { FINDING_PREFIX } from './findings.repository.js';

/** FND-001: the prefix and the company's number, three digits at least. */
export const findingIdentifier = (number: number) => `${FINDING_PREFIX}-${String(number).padStart(3, '0')}`;

export function presentFinding(view: FindingView): Finding {
  const { requirement } = view;
  return {
    id: view.id,
    identifier: findingIdentifier(view.number),
    auditId: view.auditId,
    auditTitle: view.auditTitle,
    requirement: requirement && {
      id: requirement.id,
      name: `${requirement.code} ${requirementName(requirement)}`,
      specificationId: requirement.specificationId,
      specificationName: requirement.specificationName,
    },
    kind: view.kind,
    title: view.title,
    description: view.description,
    rootCause: view.rootCause,
    correctiveAction: view.correctiveAction,
    owner: view.owner,
    dueDate: view.dueDate,
    status: view.status,
    recordedBy: view.recordedByPerson,
    recordedAt: view.recordedAt.toISOString(),
    closedAt: view.closedAt?.toISOString() ?? null,
    history: view.history.map((step) => ({
      status: step.status,
      at: step.at.toISOString(),
      by: step.by,
      comment: step.comment,
    })),
    evidenceCount: view.evidenceCount,
  };
}

/**
 * An open finding as a dated list shows it (My work, the calendar): its identifier and title, its due date as
 * its deadline, overdue from the day after; the specification of its requirement, if any.
 */
export function presentDatedFinding(view: FindingView, today: string): DatedThing {
  return {
    kind: 'finding',
    id: view.id,
    legacyId: view.number,
    category: null,
    specificationId: view.requirement?.specificationId ?? null,
    code: findingIdentifier(view.number),
    name: view.title,
    date: view.dueDate,
    dateKind: view.dueDate === null ? null : 'deadline',
    overdue: view.dueDate !== null && view.dueDate < today,
  };
}
