import {
  type Occurrence,
  type OccurrenceCounts,
  plusDays,
  type Ref,
  type ScheduleHistory,
  type ScheduleHistoryQuery,
  todayIn,
} from '@praxis/contract';
import type { Db } from '../db/database.js';
import { personOf } from '../db/sql.js';
import type { Principal } from '../lib/principal.js';
import { presentOccurrence, presentSchedule } from '../modules/schedules/schedules.presenter.js';
import type { OccurrenceView, ScheduleView } from '../modules/schedules/schedules.repository.js';
import { todayUtc } from '../modules/specifications/specifications.semaphore.js';
import { requireSpecification } from '../modules/specifications/specifications.service.js';
import { type CountedRequirement, scheduleHistoryRepository } from './schedule-history.repository.js';

type Row = Awaited<ReturnType<ReturnType<typeof scheduleHistoryRepository>['occurrences']>>[number];
type Activity = ScheduleHistory['activities'][number];
export type Period = Pick<ScheduleHistory, 'from' | 'to'>;

const noCounts = (): OccurrenceCounts => ({ due: 0, onTime: 0, late: 0, skipped: 0, missed: 0, open: 0 });

const add = (to: OccurrenceCounts, counts: OccurrenceCounts) => {
  for (const key of Object.keys(to) as (keyof OccurrenceCounts)[]) to[key] += counts[key];
};

/**
 * The twelve months up to and including `day`: from the day after the same day a year before (the last of
 * February for a leap day).
 */
export function yearUpTo(day: string): Period {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  const aYearBefore = new Date(Date.UTC(year - 1, month - 1, Math.min(date, lastOfMonth)));
  return { from: plusDays(aYearBefore.toISOString().slice(0, 10), 1), to: day };
}

/** Which count an occurrence due by `asOf` adds to, from where it stands on that day. */
const countOf = ({ state, onTime }: Occurrence): keyof OccurrenceCounts => {
  if (state === 'done') return onTime ? 'onTime' : 'late';
  if (state === 'skipped') return 'skipped';
  return state === 'overdue' ? 'missed' : 'open';
};

/** The row's schedule as the schedules' presenter reads it. */
const scheduleView = (row: Row & { scheduleId: string }, companyId: string): ScheduleView => ({
  id: row.scheduleId,
  companyId,
  itemId: row.scheduleItemId,
  requirementId: row.scheduleRequirementId,
  evidenceId: row.scheduleEvidenceId,
  subject: row.subject ?? 'work',
  rule: row.rule ?? '',
  startsOn: row.startsOn ?? '',
  graceDays: row.graceDays ?? 0,
  plannedUntil: row.plannedUntil,
  createdBy: row.createdBy,
  createdAt: new Date(row.createdAt ?? 0),
  updatedAt: new Date(row.updatedAt ?? 0),
  item:
    row.itemId === null || row.itemCategory === null || row.itemNumber === null
      ? null
      : {
          id: row.itemId,
          legacyId: row.itemLegacyId ?? 0,
          category: row.itemCategory,
          number: row.itemNumber,
          name: row.itemName,
          controlName: row.controlName,
          assetName: row.assetName,
        },
  requirement:
    row.requirementId === null
      ? null
      : {
          id: row.requirementId,
          legacyId: row.requirementLegacyId ?? 0,
          specificationId: row.requirementSpecificationId ?? '',
          code: row.requirementCode ?? '',
          name: row.requirementName ?? '',
          statement: row.requirementStatement,
        },
  evidenceTitle: row.evidenceTitle,
});

/** The row's occurrence as the schedules' presenter reads it. */
const occurrenceView = (
  row: Row & { occurrenceId: string; scheduleId: string; dueOn: string },
  companyId: string,
): OccurrenceView => ({
  id: row.occurrenceId,
  companyId,
  scheduleId: row.scheduleId,
  dueOn: row.dueOn,
  status: row.status ?? 'open',
  doneOn: row.doneOn,
  comment: row.comment,
  evidenceId: row.occurrenceEvidenceId,
  recordedBy: row.recordedBy,
  recordedByName: row.recordedByName,
  recordedAt: row.recordedAt === null ? null : new Date(row.recordedAt),
});

/** PGlite hands json back parsed, node-postgres as well; a driver that keeps the text is read the same. */
const countedOf = (value: CountedRequirement[] | string): CountedRequirement[] =>
  typeof value === 'string' ? (JSON.parse(value) as CountedRequirement[]) : value;

const byCode = (a: { code: string; id: string }, b: { code: string; id: string }) =>
  a.code.localeCompare(b.code, 'en', { numeric: true }) || a.id.localeCompare(b.id);

/**
 * The history of a period from the occurrences read for a window that holds it: every occurrence due in the
 * period up to `asOf`, counted once for its activity, once for each requirement it counts for, and once for
 * the person responsible for its owner. The same rows always give the same answer, in a fixed order.
 */
export function historyOf(
  rows: Row[],
  { from, to }: Period,
  asOf: string,
  companyId: string,
): ScheduleHistory {
  const last = to < asOf ? to : asOf;
  const activities = new Map<string, Activity>();
  const requirements = new Map<string, ScheduleHistory['byRequirement'][number]>();
  const countsFor = new Map<string, CountedRequirement[]>();
  const totals = noCounts();
  for (const row of rows) {
    if (row.occurrenceId === null || row.dueOn === null || row.scheduleId === null) continue;
    if (row.dueOn < from || row.dueOn > last) continue;
    let activity = activities.get(row.scheduleId);
    if (!activity) {
      const { kind, owner, evidence, rule, graceDays } = presentSchedule(
        scheduleView({ ...row, scheduleId: row.scheduleId }, companyId),
        undefined,
        asOf,
      );
      activity = {
        scheduleId: row.scheduleId,
        kind,
        owner,
        evidence,
        rule,
        graceDays,
        responsible: personOf(row.responsibleId, row.responsibleName),
        counts: noCounts(),
        occurrences: [],
      };
      activities.set(row.scheduleId, activity);
      countsFor.set(row.scheduleId, countedOf(row.countsFor));
    }
    const occurrence = presentOccurrence(
      occurrenceView(
        { ...row, occurrenceId: row.occurrenceId, scheduleId: row.scheduleId, dueOn: row.dueOn },
        companyId,
      ),
      activity.graceDays,
      asOf,
    );
    activity.occurrences.push(occurrence);
    activity.counts.due += 1;
    activity.counts[countOf(occurrence)] += 1;
  }
  const people = new Map<string | null, ScheduleHistory['byPerson'][number]>();
  for (const activity of activities.values()) {
    add(totals, activity.counts);
    for (const requirement of countsFor.get(activity.scheduleId) ?? []) {
      const found = requirements.get(requirement.id) ?? { ...requirement, counts: noCounts() };
      add(found.counts, activity.counts);
      requirements.set(requirement.id, found);
    }
    const key = activity.responsible?.id ?? null;
    const person = people.get(key) ?? { person: activity.responsible, counts: noCounts() };
    add(person.counts, activity.counts);
    people.set(key, person);
  }
  return {
    from,
    to,
    asOf,
    totals,
    activities: [...activities.values()].sort(
      (a, b) =>
        byCode(a.owner, b.owner) || a.kind.localeCompare(b.kind) || a.scheduleId.localeCompare(b.scheduleId),
    ),
    byRequirement: [...requirements.values()].sort(
      (a, b) => a.specificationId.localeCompare(b.specificationId) || byCode(a, b),
    ),
    byPerson: [...people.values()].sort((a, b) => {
      if (a.person === null || b.person === null) return a.person === null ? 1 : -1;
      return a.person.name.localeCompare(b.person.name, 'en') || a.person.id.localeCompare(b.person.id);
    }),
  };
}

/**
 * How the recurring work went in a period, as of the company's today: read in one statement with the
 * company's time zone. Without a period, the twelve months up to today: the statement then reads a window
 * wide enough for any time zone's today, and the period is cut from it once today is known.
 */
export async function readHistory(
  db: Db,
  companyId: string,
  period: Period | undefined,
  options: { specificationId?: string; now?: Date } = {},
): Promise<ScheduleHistory> {
  const now = options.now ?? new Date();
  const utc = todayUtc(now);
  const window = period ?? { from: plusDays(yearUpTo(utc).from, -1), to: plusDays(utc, 1) };
  const rows = await scheduleHistoryRepository(db).occurrences(
    companyId,
    window.from,
    window.to,
    options.specificationId,
  );
  const asOf = todayIn(rows[0]?.timeZone ?? 'UTC', now);
  return historyOf(rows, period ?? yearUpTo(asOf), asOf, companyId);
}

/** The history routes: the company's, and that of the work a specification's requirements depend on. */
export function scheduleHistoryService(db: Db, now: () => Date = () => new Date()) {
  return {
    history: (actor: Principal, query: ScheduleHistoryQuery) =>
      readHistory(db, actor.companyId, query, { now: now() }),

    async ofSpecification(actor: Principal, ref: Ref, query: ScheduleHistoryQuery) {
      const specification = await requireSpecification(db, actor, ref);
      return readHistory(db, actor.companyId, query, { specificationId: specification.id, now: now() });
    },
  };
}
