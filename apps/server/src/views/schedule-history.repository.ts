import { and, asc, between, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';
import {
  assignments,
  companies,
  evidence,
  items,
  requirementControls,
  scheduleOccurrences,
  schedules,
  specificationElements,
  users,
} from '../db/schema/index.js';
import { nameOf, untitledStatement } from '../db/sql.js';

// The owner's tables go by their own names, as the schedules' reads name them (`untitledStatement`).
const ownerItem = items;
const control = alias(items, 'owner_control');
const asset = alias(items, 'owner_asset');
const ownerRequirement = specificationElements;
const counted = alias(specificationElements, 'counted');
/** The aliased table in a hand-written subquery's from clause. */
const countedTable = sql`${specificationElements} ${sql.identifier('counted')}`;
const responsible = alias(users, 'responsible');
const recorder = alias(users, 'recorder');

/** What a schedule is on: its own owner, or the owner of the evidence it reviews. */
const ownerItemId = sql`coalesce(${schedules.itemId}, ${evidence.itemId})`;
const ownerRequirementId = sql`coalesce(${schedules.requirementId}, ${evidence.requirementId})`;

/** A requirement a schedule's work counts for, as the activity's row carries it. */
export interface CountedRequirement {
  id: string;
  code: string;
  name: string;
  specificationId: string;
}

/**
 * The requirements an activity counts for: the requirement that owns it (or owns the reviewed evidence), and
 * every requirement that links the control of the execution that owns it; of one specification when named.
 */
const countedFor = (companyId: string, specificationId: string | undefined) =>
  and(
    eq(counted.companyId, companyId),
    specificationId === undefined ? undefined : eq(counted.specificationId, specificationId),
    or(
      sql`${counted.id} = ${ownerRequirementId}`,
      sql`${counted.id} in (select ${requirementControls.requirementId} from ${requirementControls}
        where ${requirementControls.companyId} = ${companyId}
          and ${requirementControls.controlId} = ${ownerItem.controlId}
          and ${ownerItem.category} = 'Executions')`,
    ),
  ) as SQL;

/**
 * The history's reads: every occurrence due in a window with its schedule, owner, responsible person, who
 * recorded it and the requirements it counts for, in one statement whatever the size. The company's row is
 * the statement's root, so its time zone comes along even when the window holds no occurrence (one row
 * whose occurrence is null).
 */
export function scheduleHistoryRepository(db: Executor) {
  return {
    async occurrences(companyId: string, from: string, to: string, specificationId?: string) {
      const requirementsOf = (where: SQL) => sql`(select ${counted.id} from ${countedTable} where ${where})`;
      const fields = {
        occurrenceId: sql<string>`${scheduleOccurrences.id}`.as('occurrence_id'),
        dueOn: scheduleOccurrences.dueOn,
        status: scheduleOccurrences.status,
        doneOn: scheduleOccurrences.doneOn,
        comment: scheduleOccurrences.comment,
        occurrenceEvidenceId: sql<string | null>`${scheduleOccurrences.evidenceId}`.as(
          'occurrence_evidence_id',
        ),
        recordedBy: scheduleOccurrences.recordedBy,
        recordedByName: sql<string | null>`${nameOf(recorder)}`.as('recorded_by_name'),
        recordedAt: scheduleOccurrences.recordedAt,
        scheduleId: sql<string>`${schedules.id}`.as('schedule_id'),
        scheduleItemId: sql<string | null>`${schedules.itemId}`.as('schedule_item_id'),
        scheduleRequirementId: sql<string | null>`${schedules.requirementId}`.as('schedule_requirement_id'),
        scheduleEvidenceId: sql<string | null>`${schedules.evidenceId}`.as('schedule_evidence_id'),
        subject: schedules.subject,
        rule: schedules.rule,
        startsOn: schedules.startsOn,
        graceDays: schedules.graceDays,
        plannedUntil: schedules.plannedUntil,
        createdBy: schedules.createdBy,
        createdAt: sql<string>`${schedules.createdAt}`.as('schedule_created_at'),
        updatedAt: sql<string>`${schedules.updatedAt}`.as('schedule_updated_at'),
        evidenceTitle: sql<string | null>`${evidence.title}`.as('evidence_title'),
        itemId: sql<string | null>`${ownerItem.id}`.as('item_id'),
        itemLegacyId: sql<number | null>`${ownerItem.legacyId}`.as('item_legacy_id'),
        itemCategory: ownerItem.category,
        itemNumber: ownerItem.number,
        itemName: sql<string | null>`${ownerItem.name}`.as('item_name'),
        controlName: sql<string | null>`${control.name}`.as('control_name'),
        assetName: sql<string | null>`${asset.name}`.as('asset_name'),
        requirementId: sql<string | null>`${ownerRequirement.id}`.as('requirement_id'),
        requirementLegacyId: sql<number | null>`${ownerRequirement.legacyId}`.as('requirement_legacy_id'),
        requirementCode: ownerRequirement.code,
        requirementName: sql<string | null>`${ownerRequirement.name}`.as('requirement_name'),
        requirementSpecificationId: ownerRequirement.specificationId,
        requirementStatement: untitledStatement.as('requirement_statement'),
        responsibleId: sql<string | null>`${responsible.id}`.as('responsible_id'),
        responsibleName: sql<string | null>`${nameOf(responsible)}`.as('responsible_name'),
        countsFor: sql<CountedRequirement[]>`(select coalesce(json_agg(json_build_object(
              'id', ${counted.id}, 'code', ${counted.code}, 'name', ${counted.name},
              'specificationId', ${counted.specificationId}) order by ${counted.id}), '[]')
            from ${countedTable} where ${countedFor(companyId, specificationId)})`.as('counts_for'),
      };
      const rows = db
        .select(fields)
        .from(scheduleOccurrences)
        .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
        .leftJoin(evidence, eq(evidence.id, schedules.evidenceId))
        .leftJoin(ownerItem, sql`${ownerItem.id} = ${ownerItemId}`)
        .leftJoin(control, eq(control.id, ownerItem.controlId))
        .leftJoin(asset, eq(asset.id, ownerItem.assetId))
        .leftJoin(ownerRequirement, sql`${ownerRequirement.id} = ${ownerRequirementId}`)
        .leftJoin(
          assignments,
          and(
            eq(assignments.type, 0),
            or(
              sql`${assignments.itemId} = ${ownerItem.id}`,
              sql`${assignments.requirementId} = ${ownerRequirement.id}`,
            ),
          ),
        )
        .leftJoin(responsible, eq(responsible.id, assignments.userId))
        .leftJoin(recorder, eq(recorder.id, scheduleOccurrences.recordedBy))
        .where(
          and(
            eq(scheduleOccurrences.companyId, companyId),
            eq(schedules.companyId, companyId),
            between(scheduleOccurrences.dueOn, from, to),
            // An evidence of a finding is no item's nor requirement's: its review counts for neither.
            or(isNotNull(ownerItem.id), isNotNull(ownerRequirement.id)),
            specificationId === undefined
              ? undefined
              : sql`exists ${requirementsOf(countedFor(companyId, specificationId))}`,
          ),
        )
        .as('o');
      return db
        .select({
          timeZone: companies.timeZone,
          ...(Object.fromEntries(
            Object.keys(fields).map((key) => [key, rows[key as keyof typeof fields]]),
          ) as {
            [K in keyof typeof fields]: (typeof rows)[K];
          }),
        })
        .from(companies)
        .leftJoin(rows, sql`true`)
        .where(eq(companies.id, companyId))
        .orderBy(asc(rows.scheduleId), asc(rows.dueOn));
    },
  };
}
