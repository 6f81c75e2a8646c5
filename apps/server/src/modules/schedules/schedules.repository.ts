import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  evidence,
  items,
  type OwnerKey,
  scheduleOccurrences,
  schedules,
  specificationElements,
  users,
} from '../../db/schema/index.js';
import { nameOf, untitledStatement } from '../../db/sql.js';

const control = alias(items, 'schedule_control');
const asset = alias(items, 'schedule_asset');
/** The item or requirement a schedule is about: its own, or its evidence's owner for an evidence review. */
const ownerItemId = sql<string | null>`coalesce(${schedules.itemId}, ${evidence.itemId})`;
const ownerRequirementId = sql<
  string | null
>`coalesce(${schedules.requirementId}, ${evidence.requirementId})`;

export type ScheduleRow = typeof schedules.$inferSelect;
export type OccurrenceRow = typeof scheduleOccurrences.$inferSelect;

/** A schedule with what names its owner and its evidence. */
export interface ScheduleView extends ScheduleRow {
  item: {
    id: string;
    legacyId: number;
    category: (typeof items.$inferSelect)['category'];
    number: number;
    name: string | null;
    controlName: string | null;
    assetName: string | null;
  } | null;
  requirement: {
    id: string;
    legacyId: number;
    specificationId: string;
    code: string;
    name: string;
    statement: string | null;
  } | null;
  evidenceTitle: string | null;
}

export interface OccurrenceView extends OccurrenceRow {
  recordedByName: string | null;
}

/** The first open occurrence of each schedule, and how many open ones are past their grace period. */
export interface OpenSummary {
  next: OccurrenceView | null;
  overdue: number;
}

const viewColumns = {
  schedule: schedules,
  item: {
    id: items.id,
    legacyId: items.legacyId,
    category: items.category,
    number: items.number,
    name: items.name,
    controlName: control.name,
    assetName: asset.name,
  },
  requirement: {
    id: specificationElements.id,
    legacyId: specificationElements.legacyId,
    specificationId: specificationElements.specificationId,
    code: specificationElements.code,
    name: specificationElements.name,
    statement: untitledStatement,
  },
  evidenceTitle: evidence.title,
};

const occurrenceColumns = { occurrence: scheduleOccurrences, recordedByName: nameOf(users) };
const occurrenceView = (row: { occurrence: OccurrenceRow; recordedByName: string | null }) => ({
  ...row.occurrence,
  recordedByName: row.recordedByName,
});

/** Open and past the grace period on `today`: a missed occurrence. */
const missedOn = (today: string) =>
  sql`${scheduleOccurrences.dueOn} + ${schedules.graceDays} < ${today}::date`;

export function schedulesRepository(db: Executor) {
  async function views(where: SQL | undefined): Promise<ScheduleView[]> {
    const rows = await db
      .select(viewColumns)
      .from(schedules)
      .leftJoin(evidence, eq(evidence.id, schedules.evidenceId))
      .leftJoin(items, eq(items.id, ownerItemId))
      .leftJoin(control, eq(control.id, items.controlId))
      .leftJoin(asset, eq(asset.id, items.assetId))
      .leftJoin(specificationElements, eq(specificationElements.id, ownerRequirementId))
      .where(where)
      .orderBy(asc(schedules.createdAt), asc(schedules.id));
    // An owner is an item or a requirement: the other's joined columns are all null.
    return rows.map(({ schedule, item, requirement, evidenceTitle }) => ({
      ...schedule,
      item: item?.id ? (item as ScheduleView['item']) : null,
      requirement: requirement?.id ? (requirement as ScheduleView['requirement']) : null,
      evidenceTitle,
    }));
  }

  return {
    async find(companyId: string, id: string): Promise<ScheduleView | undefined> {
      const [view] = await views(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
      return view;
    },

    /** The schedules of an item or a requirement, by subject. */
    ofOwner(companyId: string, owner: OwnerKey): Promise<ScheduleView[]> {
      const column = owner.isRequirement ? schedules.requirementId : schedules.itemId;
      return views(and(eq(schedules.companyId, companyId), eq(column, owner.id)));
    },

    ofEvidence(companyId: string, evidenceId: string): Promise<ScheduleView[]> {
      return views(and(eq(schedules.companyId, companyId), eq(schedules.evidenceId, evidenceId)));
    },

    async lock(companyId: string, id: string): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .select()
        .from(schedules)
        .where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)))
        .for('update');
      return row;
    },

    /** The new schedule's id; undefined when its owner has one for the subject already. */
    async insert(values: typeof schedules.$inferInsert): Promise<string | undefined> {
      const [row] = await db
        .insert(schedules)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: schedules.id });
      return row?.id;
    },

    async update(
      companyId: string,
      id: string,
      changes: Partial<Pick<ScheduleRow, 'rule' | 'startsOn' | 'graceDays' | 'plannedUntil'>>,
    ): Promise<void> {
      await db
        .update(schedules)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
    },

    async remove(companyId: string, id: string): Promise<void> {
      await db.delete(schedules).where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
    },

    /** The company's schedules not planned up to `until` yet: the daily run's work. */
    shortOf(companyId: string, until: string): Promise<ScheduleRow[]> {
      return db
        .select()
        .from(schedules)
        .where(
          and(
            eq(schedules.companyId, companyId),
            or(isNull(schedules.plannedUntil), lt(schedules.plannedUntil, until)),
          ),
        );
    },

    /**
     * Adds the occurrences on `days`; a day planned already (by another instance, or an earlier run) stays
     * as it is. The schedule remembers the furthest day planned.
     */
    async plan(schedule: ScheduleRow, days: string[], until: string): Promise<void> {
      if (days.length > 0)
        await db
          .insert(scheduleOccurrences)
          .values(days.map((dueOn) => ({ companyId: schedule.companyId, scheduleId: schedule.id, dueOn })))
          .onConflictDoNothing();
      await db
        .update(schedules)
        .set({ plannedUntil: sql`greatest(${schedules.plannedUntil}, ${until}::date)` })
        .where(eq(schedules.id, schedule.id));
    },

    /** Takes back the plan from `from` on: the open occurrences only, the recorded ones stay. */
    async unplanFrom(companyId: string, scheduleId: string, from: string): Promise<void> {
      await db
        .delete(scheduleOccurrences)
        .where(
          and(
            eq(scheduleOccurrences.companyId, companyId),
            eq(scheduleOccurrences.scheduleId, scheduleId),
            eq(scheduleOccurrences.status, 'open'),
            gte(scheduleOccurrences.dueOn, from),
          ),
        );
    },

    /** The open summary of each of `scheduleIds` on `today`. */
    async openSummaries(
      companyId: string,
      scheduleIds: string[],
      today: string,
    ): Promise<Map<string, OpenSummary>> {
      const summaries = new Map<string, OpenSummary>();
      if (scheduleIds.length === 0) return summaries;
      const open = and(
        eq(scheduleOccurrences.companyId, companyId),
        inArray(scheduleOccurrences.scheduleId, scheduleIds),
        eq(scheduleOccurrences.status, 'open'),
      );
      const firsts = await db
        .selectDistinctOn([scheduleOccurrences.scheduleId], occurrenceColumns)
        .from(scheduleOccurrences)
        .leftJoin(users, eq(users.id, scheduleOccurrences.recordedBy))
        .where(open)
        .orderBy(asc(scheduleOccurrences.scheduleId), asc(scheduleOccurrences.dueOn));
      const counts = await db
        .select({
          scheduleId: scheduleOccurrences.scheduleId,
          overdue: sql<number>`count(*)::int`,
        })
        .from(scheduleOccurrences)
        .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
        .where(and(open, missedOn(today)))
        .groupBy(scheduleOccurrences.scheduleId);
      for (const row of firsts)
        summaries.set(row.occurrence.scheduleId, { next: occurrenceView(row), overdue: 0 });
      for (const row of counts) {
        const summary = summaries.get(row.scheduleId);
        if (summary) summary.overdue = Number(row.overdue);
      }
      return summaries;
    },

    /** A schedule's occurrences due from `from` to `to`, earliest first. */
    async occurrences(companyId: string, scheduleId: string, from: string, to: string) {
      const rows = await db
        .select(occurrenceColumns)
        .from(scheduleOccurrences)
        .leftJoin(users, eq(users.id, scheduleOccurrences.recordedBy))
        .where(
          and(
            eq(scheduleOccurrences.companyId, companyId),
            eq(scheduleOccurrences.scheduleId, scheduleId),
            gte(scheduleOccurrences.dueOn, from),
            lte(scheduleOccurrences.dueOn, to),
          ),
        )
        .orderBy(asc(scheduleOccurrences.dueOn));
      return rows.map(occurrenceView);
    },

    async occurrence(companyId: string, id: string): Promise<OccurrenceView | undefined> {
      const [row] = await db
        .select(occurrenceColumns)
        .from(scheduleOccurrences)
        .leftJoin(users, eq(users.id, scheduleOccurrences.recordedBy))
        .where(and(eq(scheduleOccurrences.companyId, companyId), eq(scheduleOccurrences.id, id)));
      return row && occurrenceView(row);
    },

    async lockOccurrence(companyId: string, id: string): Promise<OccurrenceRow | undefined> {
      const [row] = await db
        .select()
        .from(scheduleOccurrences)
        .where(and(eq(scheduleOccurrences.companyId, companyId), eq(scheduleOccurrences.id, id)))
        .for('update');
      return row;
    },

    async record(
      companyId: string,
      id: string,
      values: Pick<OccurrenceRow, 'status' | 'doneOn' | 'comment' | 'evidenceId' | 'recordedBy'>,
    ): Promise<void> {
      await db
        .update(scheduleOccurrences)
        .set({ ...values, recordedAt: new Date() })
        .where(and(eq(scheduleOccurrences.companyId, companyId), eq(scheduleOccurrences.id, id)));
    },

    /** The latest implementation day of the schedule's done occurrences, and its first open one's day. */
    async checkpointDays(companyId: string, scheduleId: string) {
      const [row] = await db
        .select({
          lastDone: sql<string | null>`max(${scheduleOccurrences.doneOn})::text`,
          nextOpen: sql<
            string | null
          >`min(${scheduleOccurrences.dueOn}) filter (where ${scheduleOccurrences.status} = 'open')::text`,
        })
        .from(scheduleOccurrences)
        .where(
          and(eq(scheduleOccurrences.companyId, companyId), eq(scheduleOccurrences.scheduleId, scheduleId)),
        );
      return { lastDone: row?.lastDone ?? null, nextOpen: row?.nextOpen ?? null };
    },

    /** An evidence of the company with its owner columns, for what a schedule may name. */
    async evidence(companyId: string, id: string) {
      const [row] = await db
        .select({
          id: evidence.id,
          itemId: evidence.itemId,
          requirementId: evidence.requirementId,
          findingId: evidence.findingId,
        })
        .from(evidence)
        .where(and(eq(evidence.companyId, companyId), eq(evidence.id, id)));
      return row;
    },
  };
}
