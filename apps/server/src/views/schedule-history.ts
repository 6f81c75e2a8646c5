import {
  identifierOf,
  type Occurrence,
  type OccurrenceCounts,
  type OccurrenceState,
  plusDays,
  type Ref,
  type ScheduleHistory,
  type ScheduleHistoryQuery,
  type ScheduleOwner,
  scheduleKindOf,
  todayIn,
} from '@praxis/contract';
import type { Db } from '../db/database.js';
import { personOf } from '../db/sql.js';
import type { Principal } from '../lib/principal.js';
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

/** How an occurrence due by `asOf` stands on that day, and which count it adds to. */
function stateOf(row: Row & { dueOn: string }, asOf: string) {
  const graceEndsOn = plusDays(row.dueOn, row.graceDays ?? 0);
  if (row.status === 'done') {
    const onTime = (row.doneOn as string) <= graceEndsOn;
    return {
      graceEndsOn,
      state: 'done' as OccurrenceState,
      onTime,
      count: onTime ? 'onTime' : 'late',
    } as const;
  }
  if (row.status === 'skipped')
    return { graceEndsOn, state: 'skipped', onTime: null, count: 'skipped' } as const;
  return graceEndsOn < asOf
    ? ({ graceEndsOn, state: 'overdue', onTime: null, count: 'missed' } as const)
    : ({ graceEndsOn, state: 'due', onTime: null, count: 'open' } as const);
}

function ownerOf(row: Row): ScheduleOwner {
  if (row.itemId !== null && row.itemCategory !== null && row.itemNumber !== null) {
    return {
      category: row.itemCategory,
      id: row.itemId,
      legacyId: row.itemLegacyId as number,
      code: identifierOf(row.itemCategory, row.itemNumber),
      name:
        row.itemCategory === 'Executions' ? (row.controlName ?? 'Control not found') : (row.itemName ?? ''),
      specificationId: null,
    };
  }
  return {
    category: 'Requirements',
    id: row.requirementId as string,
    legacyId: row.requirementLegacyId as number,
    code: row.requirementCode ?? '',
    name: row.requirementName ?? '',
    specificationId: row.requirementSpecificationId,
  };
}

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
export function historyOf(rows: Row[], { from, to }: Period, asOf: string): ScheduleHistory {
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
      const owner = ownerOf(row);
      activity = {
        scheduleId: row.scheduleId,
        kind:
          row.evidenceId !== null
            ? 'evidence-review'
            : (scheduleKindOf(
                owner.category === 'Requirements' ? null : owner.category,
                row.subject ?? 'work',
              ) ?? 'execution'),
        owner,
        evidence: row.evidenceId === null ? null : { id: row.evidenceId, title: row.evidenceTitle ?? '' },
        rule: row.rule ?? '',
        graceDays: row.graceDays ?? 0,
        responsible: personOf(row.responsibleId, row.responsibleName),
        counts: noCounts(),
        occurrences: [],
      };
      activities.set(row.scheduleId, activity);
      countsFor.set(row.scheduleId, countedOf(row.countsFor));
    }
    const { graceEndsOn, state, onTime, count } = stateOf({ ...row, dueOn: row.dueOn }, asOf);
    const occurrence: Occurrence = {
      id: row.occurrenceId,
      scheduleId: row.scheduleId,
      dueOn: row.dueOn,
      graceEndsOn,
      state,
      doneOn: row.doneOn,
      onTime,
      comment: row.comment,
      evidenceId: row.occurrenceEvidenceId,
      recordedBy: personOf(row.recordedById, row.recordedByName),
      recordedAt: row.recordedAt === null ? null : new Date(row.recordedAt).toISOString(),
    };
    activity.occurrences.push(occurrence);
    activity.counts.due += 1;
    activity.counts[count] += 1;
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
  return historyOf(rows, period ?? yearUpTo(asOf), asOf);
}

/** The company's today, as its schedules count it. */
export const companyToday = async (db: Db, companyId: string, now = new Date()) =>
  todayIn(await scheduleHistoryRepository(db).timeZone(companyId), now);

/** The history routes: the company's, and that of the work a specification's requirements depend on. */
export function scheduleHistoryService(db: Db) {
  return {
    history: (actor: Principal, query: ScheduleHistoryQuery) => readHistory(db, actor.companyId, query),

    async ofSpecification(actor: Principal, ref: Ref, query: ScheduleHistoryQuery) {
      const specification = await requireSpecification(db, actor, ref);
      return readHistory(db, actor.companyId, query, { specificationId: specification.id });
    },
  };
}
