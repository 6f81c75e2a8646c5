import {
  identifierOf,
  type Occurrence,
  type OccurrenceState,
  plusDays,
  requirementName,
  type Schedule,
  type ScheduleKind,
  type ScheduleOwner,
  scheduleKindOf,
} from '@praxis/contract';
import { personOf } from '../../db/sql.js';
import { ASSET_NOT_FOUND, CONTROL_NOT_FOUND } from '../items/items.presenter.js';
import type { OccurrenceView, OpenSummary, ScheduleView } from './schedules.repository.js';

/** Where an occurrence stands on `today`: an open one is upcoming, due within its grace period, or missed. */
export function occurrenceState(
  status: OccurrenceView['status'],
  dueOn: string,
  graceDays: number,
  today: string,
): OccurrenceState {
  if (status !== 'open') return status;
  if (dueOn > today) return 'upcoming';
  return plusDays(dueOn, graceDays) < today ? 'overdue' : 'due';
}

export function presentOccurrence(view: OccurrenceView, graceDays: number, today: string): Occurrence {
  const graceEndsOn = plusDays(view.dueOn, graceDays);
  return {
    id: view.id,
    scheduleId: view.scheduleId,
    dueOn: view.dueOn,
    graceEndsOn,
    state: occurrenceState(view.status, view.dueOn, graceDays, today),
    doneOn: view.doneOn,
    onTime: view.doneOn === null ? null : view.doneOn <= graceEndsOn,
    comment: view.comment,
    evidenceId: view.evidenceId,
    recordedBy: personOf(view.recordedBy, view.recordedByName),
    recordedAt: view.recordedAt?.toISOString() ?? null,
  };
}

/** The owner as the pages that open it name it: an item by its identifier, a requirement by its code. */
function presentOwner(view: ScheduleView): ScheduleOwner {
  const { item, requirement } = view;
  if (requirement)
    return {
      category: 'Requirements',
      id: requirement.id,
      legacyId: requirement.legacyId,
      code: requirement.code,
      name: requirementName(requirement),
      specificationId: requirement.specificationId,
    };
  // A schedule's owner column, or its evidence's, always names an item when it names no requirement.
  if (!item) throw new Error(`schedule ${view.id} has no owner`);
  return {
    category: item.category,
    id: item.id,
    legacyId: item.legacyId,
    code: identifierOf(item.category, item.number),
    name:
      item.category === 'Executions'
        ? `${item.controlName ?? CONTROL_NOT_FOUND} · ${item.assetName ?? ASSET_NOT_FOUND}`
        : (item.name ?? ''),
    specificationId: null,
  };
}

/** An evidence review, or the kind the owner's register and the subject give. */
function kindOf(view: ScheduleView, owner: ScheduleOwner): ScheduleKind {
  if (view.evidenceId !== null) return 'evidence-review';
  const kind = scheduleKindOf(owner.category === 'Requirements' ? null : owner.category, view.subject);
  // Creating refuses work on a register that plans none, so every stored schedule has a kind.
  if (!kind) throw new Error(`schedule ${view.id} has no kind`);
  return kind;
}

export function presentSchedule(view: ScheduleView, open: OpenSummary | undefined, today: string): Schedule {
  const owner = presentOwner(view);
  return {
    id: view.id,
    kind: kindOf(view, owner),
    subject: view.subject,
    owner,
    evidence: view.evidenceId === null ? null : { id: view.evidenceId, title: view.evidenceTitle ?? '' },
    rule: view.rule,
    startsOn: view.startsOn,
    graceDays: view.graceDays,
    next: open?.next ? presentOccurrence(open.next, view.graceDays, today) : null,
    overdue: open?.overdue ?? 0,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}
