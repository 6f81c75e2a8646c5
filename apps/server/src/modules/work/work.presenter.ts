import type { SemaphoreColour } from '@praxis/contract';
import {
  type DatedThing,
  identifierOf,
  requirementName,
  scheduleKindOf,
  type WorkEntry,
  workRoleOfType,
} from '@praxis/contract';
import { presentDatedFinding } from '../findings/findings.presenter.js';
import type { FindingView } from '../findings/findings.repository.js';
import { ASSET_NOT_FOUND, CONTROL_NOT_FOUND } from '../items/items.presenter.js';
import { occurrenceState } from '../schedules/schedules.presenter.js';
import type { DueTreatment } from '../threat-treatments/threat-treatments.repository.js';
import { nearestDate, nearestTreatmentDate } from './work.dates.js';
import type { OccurrenceRow, ThingRow } from './work.repository.js';

/** A row of `thingColumns` as the API shows it, with its nearest date on `today`. */
export function presentThing(row: ThingRow, today: string): DatedThing {
  const dates = { deadline: row.deadline, implemented: row.implemented, expires: row.expires };
  if (row.requirementId !== null) {
    return {
      kind: 'requirement',
      id: row.requirementId,
      legacyId: row.requirementLegacyId ?? 0,
      category: null,
      specificationId: row.specificationId,
      code: row.requirementCode ?? '',
      name: requirementName({
        code: row.requirementCode ?? '',
        name: row.requirementName ?? '',
        statement: row.requirementStatement,
      }),
      ...nearestDate(dates, today),
    };
  }
  const category = row.category ?? 'Assets';
  return {
    kind: category === 'Executions' ? 'execution' : 'item',
    id: row.itemId ?? '',
    legacyId: row.itemLegacyId ?? 0,
    category,
    specificationId: null,
    code: identifierOf(category, row.number ?? 0),
    name:
      category === 'Executions'
        ? `${row.controlName ?? CONTROL_NOT_FOUND} · ${row.assetName ?? ASSET_NOT_FOUND}`
        : (row.itemName ?? ''),
    ...nearestDate(dates, today),
  };
}

export const presentWorkEntry = (
  row: ThingRow & { type: number },
  colour: SemaphoreColour,
  today: string,
): WorkEntry => ({ ...presentThing(row, today), role: workRoleOfType(row.type), colour });

/**
 * A risk scenario's treatment in My work: its owner's to carry out, or an Administrator's
 * acceptance to approve. Red once its deadline or expiry has passed, green when it is done and nobody's
 * approval is missing, yellow while work or an approval is open.
 */
export function presentTreatmentEntry(
  row: DueTreatment,
  role: 'owner' | 'approver',
  today: string,
): WorkEntry {
  const dated = nearestTreatmentDate(row, today);
  const waiting = row.decision === 'accept' && row.approvedBy === null;
  const colour = dated.overdue ? 'red' : row.status === 'done' && !waiting ? 'green' : 'yellow';
  return {
    kind: role === 'owner' ? 'treatment' : 'approval',
    id: row.threatId,
    legacyId: row.legacyId,
    category: 'Threats',
    specificationId: null,
    code: identifierOf('Threats', row.number),
    name: row.name ?? '',
    ...dated,
    role,
    colour,
  };
}

/**
 * An open finding its owner follows to closure: red once overdue and while a major nonconformity is open
 * (it turns its requirement red too), yellow otherwise, as open work is.
 */
export function presentFindingEntry(view: FindingView, today: string): WorkEntry {
  const dated = presentDatedFinding(view, today);
  const red = dated.overdue || view.kind === 'major-nonconformity';
  return { ...dated, role: 'owner', colour: red ? 'red' : 'yellow' };
}

/** The colour of an open occurrence by its state (the list holds open ones only). */
const occurrenceColours = {
  overdue: 'red',
  due: 'yellow',
  upcoming: 'gray',
  done: 'green',
  skipped: 'gray',
} as const;

/**
 * An open occurrence of recurring work, dated by the day it falls on and overdue once its grace period has
 * passed (missed). The row names the schedule's owner, which is what opens.
 */
export function presentOccurrence(row: OccurrenceRow, today: string): DatedThing {
  const scheduleKind = row.reviewsEvidence
    ? 'evidence-review'
    : (scheduleKindOf(row.requirementId === null ? row.category : null, row.subject) ?? 'checkpoint');
  return {
    ...presentThing(row, today),
    kind: 'occurrence',
    date: row.dueOn,
    dateKind: 'due',
    overdue: occurrenceState('open', row.dueOn, row.graceDays, today) === 'overdue',
    activity: {
      occurrenceId: row.occurrenceId,
      scheduleId: row.scheduleId,
      scheduleKind,
      rule: row.rule,
      graceEndsOn: row.graceEndsOn,
    },
  };
}

/**
 * An occurrence in the list of the person responsible for its owner: red once missed, yellow while due,
 * gray while it is still ahead.
 */
export function presentOccurrenceEntry(row: OccurrenceRow, today: string): WorkEntry {
  const state = occurrenceState('open', row.dueOn, row.graceDays, today);
  return { ...presentOccurrence(row, today), role: 'responsible', colour: occurrenceColours[state] };
}
