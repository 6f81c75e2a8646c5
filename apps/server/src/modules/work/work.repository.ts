import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  assignments,
  checkpoints,
  items,
  scheduleOccurrences,
  schedules,
  specificationElements,
} from '../../db/schema/index.js';
import { untitledStatement } from '../../db/sql.js';
import { checkpointDates } from '../checkpoints/checkpoints.repository.js';
import {
  graceEndsOn,
  joinReviewed,
  occurrenceIs,
  reviewed,
  scheduleOwner,
} from '../schedules/schedules.states.repository.js';

const control = alias(items, 'thing_control');
const asset = alias(items, 'thing_asset');

/**
 * What names a thing (an item or a requirement) in a dated list, with its checkpoint dates: the columns of
 * `joinThings`. Exactly one of `itemId` and `requirementId` is set.
 */
export const thingColumns = {
  itemId: items.id,
  itemLegacyId: items.legacyId,
  category: items.category,
  number: items.number,
  itemName: items.name,
  controlName: control.name,
  assetName: asset.name,
  requirementId: specificationElements.id,
  requirementLegacyId: specificationElements.legacyId,
  specificationId: specificationElements.specificationId,
  requirementCode: specificationElements.code,
  requirementName: specificationElements.name,
  /** Read by `requirementName` when the requirement has no title of its own (its name is its code). */
  requirementStatement: untitledStatement,
  ...checkpointDates,
};

type Selected<T> = T extends SQL<infer U> ? U : T extends { _: { data: infer U } } ? U : never;
/** A row of `thingColumns`: left joins make every column nullable. */
export type ThingRow = { [K in keyof typeof thingColumns]: Selected<(typeof thingColumns)[K]> | null };

/** Joins an assignment to its owner's checkpoints: both owner columns are indexed there, so one row each. */
export const checkpointsOfAssignment = sql`(${checkpoints.itemId} = ${assignments.itemId} or ${checkpoints.requirementId} = ${assignments.requirementId})`;

/**
 * Joins the item or the requirement an owner-keyed row names (`owner`'s columns), and an execution's control
 * and asset, whose names make its name.
 */
export function joinThings<T extends PgSelect>(
  query: T,
  owner: { itemId: AnyPgColumn | SQL; requirementId: AnyPgColumn | SQL },
) {
  return query
    .leftJoin(items, eq(items.id, owner.itemId))
    .leftJoin(control, eq(control.id, items.controlId))
    .leftJoin(asset, eq(asset.id, items.assetId))
    .leftJoin(specificationElements, eq(specificationElements.id, owner.requirementId));
}

const later = alias(scheduleOccurrences, 'later');

/**
 * What names an occurrence in a dated list: its owner's columns (`thingColumns`; an evidence review's owner
 * is the evidence's), the occurrence and its schedule. The columns of `joinOccurrenceOwners`.
 */
export const occurrenceColumns = {
  ...thingColumns,
  occurrenceId: scheduleOccurrences.id,
  scheduleId: schedules.id,
  subject: schedules.subject,
  reviewsEvidence: sql<boolean>`${schedules.evidenceId} is not null`,
  rule: schedules.rule,
  dueOn: scheduleOccurrences.dueOn,
  graceDays: schedules.graceDays,
  graceEndsOn: sql<string>`${graceEndsOn}::text`,
};
/** A row of `occurrenceColumns`. */
export type OccurrenceRow = ThingRow & {
  occurrenceId: string;
  scheduleId: string;
  subject: 'work' | 'documentation';
  reviewsEvidence: boolean;
  rule: string;
  dueOn: string;
  graceDays: number;
  graceEndsOn: string;
};

/** Joins an occurrence to its schedule, the evidence an evidence review is about, and its owner's thing. */
export function joinOccurrenceOwners<T extends PgSelect>(query: T) {
  const joined = query
    .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
    .leftJoin(reviewed, joinReviewed)
    .leftJoin(
      checkpoints,
      or(
        eq(checkpoints.itemId, scheduleOwner.itemId),
        eq(checkpoints.requirementId, scheduleOwner.requirementId),
      ),
    );
  return joinThings(joined, scheduleOwner);
}

export function workRepository(db: Executor) {
  return {
    /**
     * The occurrences a person does as the one responsible (assignment type 0) for the schedule's owner (an
     * evidence review's: the evidence's owner), in one query: every open one due or missed on `today`, and
     * each schedule's next upcoming one.
     */
    occurrencesOf(companyId: string, userId: string, today: string): Promise<OccurrenceRow[]> {
      const nextUpcoming = sql`${scheduleOccurrences.dueOn} = (${db
        .select({ dueOn: sql`min(${later.dueOn})` })
        .from(later)
        .where(
          and(
            eq(later.scheduleId, scheduleOccurrences.scheduleId),
            eq(later.status, 'open'),
            sql`${later.dueOn} > ${today}::date`,
          ),
        )})`;
      const query = db.select(occurrenceColumns).from(scheduleOccurrences).$dynamic();
      return joinOccurrenceOwners(query)
        .innerJoin(
          assignments,
          and(
            eq(assignments.companyId, companyId),
            eq(assignments.userId, userId),
            eq(assignments.type, 0),
            or(
              eq(assignments.itemId, scheduleOwner.itemId),
              eq(assignments.requirementId, scheduleOwner.requirementId),
            ),
          ),
        )
        .where(
          and(
            eq(scheduleOccurrences.companyId, companyId),
            eq(schedules.companyId, companyId),
            or(
              occurrenceIs.due(today),
              occurrenceIs.overdue(today),
              and(occurrenceIs.upcoming(today), nextUpcoming),
            ),
          ),
        );
    },

    /** Everything assigned to a person, with their role type and its dates, in one query whatever its size. */
    assignedTo(companyId: string, userId: string): Promise<(ThingRow & { type: number })[]> {
      const query = db
        .select({ type: assignments.type, ...thingColumns })
        .from(assignments)
        .leftJoin(checkpoints, checkpointsOfAssignment)
        .$dynamic();
      return joinThings(query, assignments).where(
        and(eq(assignments.companyId, companyId), eq(assignments.userId, userId)),
      );
    },
  };
}
