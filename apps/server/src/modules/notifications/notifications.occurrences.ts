import { isTimeZone, notificationOwnerCategories, todayIn } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  assignments,
  companies,
  evidence,
  items,
  scheduleOccurrences,
  schedules,
  specificationElements,
} from '../../db/schema/index.js';
import { untitledStatement } from '../../db/sql.js';
import { control, type NewNotification, ownerNameOf } from './notifications.rows.js';

/**
 * An occurrence's date event as the daily run reads it (`occurrenceDateEvents`), with the columns that name
 * its owner as the repository names owners.
 */
export type OccurrenceDateEvent = {
  companyId: string;
  recipientId: string;
  occurrenceId: string;
  event: 'occurrence-due' | 'occurrence-overdue';
  ownerCategory: string | null;
  ownerId: string;
  specificationId: string | null;
  date: string;
} & Record<'code' | 'requirementName' | 'statement' | 'category' | 'itemName' | 'controlName', string | null>;

/**
 * The occurrences' date events at `now` in every company at once, each on the company's own today (its time
 * zone): an open occurrence on its day (or later in its grace period, when the run missed its day), and one
 * whose grace period has passed, from the day after it. Only days up to `catchUpDays` back count, so a
 * schedule that starts in the past brings no flood of old news; the notifications' key (the occurrence)
 * makes every later run add nothing. Each goes to the person responsible for the schedule's owner: an
 * evidence review's is the evidence's owner.
 */
export async function occurrenceDateEvents(
  db: Executor,
  now: Date,
  catchUpDays: number,
): Promise<OccurrenceDateEvent[]> {
  const zones = await db.selectDistinct({ zone: companies.timeZone }).from(companies);
  if (zones.length === 0) return [];
  const todays = sql.join(
    zones.map(({ zone }) => sql`(${zone}, ${todayIn(isTimeZone(zone) ? zone : 'UTC', now)}::date)`),
    sql`, `,
  );
  const o = scheduleOccurrences;
  const sc = schedules;
  const e = evidence;
  const s = specificationElements;
  const i = items;
  const a = assignments;
  const since = sql`z.today - ${sql.raw(String(catchUpDays))}`;
  const missedOn = sql`${o.dueOn} + ${sc.graceDays} + 1`;
  const found = await db.execute(sql`
    select ${o.companyId} as "companyId", ${a.userId} as "recipientId", ${o.id} as "occurrenceId",
      case when ${missedOn} <= z.today then 'occurrence-overdue' else 'occurrence-due' end as event,
      case when ${s.id} is null then ${i.category} else 'Requirements' end as "ownerCategory",
      coalesce(${s.id}, ${i.id}) as "ownerId", ${s.specificationId} as "specificationId",
      ${o.dueOn}::text as date, ${s.code} as code, ${s.name} as "requirementName",
      ${untitledStatement} as statement, ${i.category} as category, ${i.name} as "itemName",
      ${control.name} as "controlName"
    from ${o}
    join ${sc} on ${sc.id} = ${o.scheduleId}
    join ${companies} on ${companies.id} = ${o.companyId}
    join (values ${todays}) as z(zone, today) on z.zone = ${companies.timeZone}
    left join ${e} on ${e.id} = ${sc.evidenceId}
    left join ${s} on ${s.id} = coalesce(${sc.requirementId}, ${e.requirementId}) and ${s.companyId} = ${o.companyId}
    left join ${i} on ${i.id} = coalesce(${sc.itemId}, ${e.itemId}) and ${i.companyId} = ${o.companyId}
    left join ${i} as "control" on ${control.id} = ${i.controlId}
    join ${a} on ${a.companyId} = ${o.companyId} and ${a.type} = 0
      and (${a.itemId} = ${i.id} or ${a.requirementId} = ${s.id})
    where ${o.status} = 'open'
      and (${missedOn} between ${since} and z.today
        or (${o.dueOn} between ${since} and z.today and ${missedOn} > z.today))`);
  return (found as unknown as { rows: OccurrenceDateEvent[] }).rows;
}

/** The occurrences' date events at `now` as notifications, each named by its owner as the app names it. */
export async function occurrenceNotifications(
  db: Executor,
  now: Date,
  catchUpDays: number,
): Promise<NewNotification[]> {
  const due = await occurrenceDateEvents(db, now, catchUpDays);
  return due.flatMap(({ occurrenceId, ownerCategory, date, ...row }): NewNotification[] => {
    const category = notificationOwnerCategories.find((c) => c === ownerCategory);
    if (category === undefined) return [];
    const name = ownerNameOf(row);
    return [
      {
        companyId: row.companyId,
        recipientId: row.recipientId,
        event: row.event,
        objectKind: 'occurrence',
        objectId: occurrenceId,
        name,
        ownerCategory: category,
        ownerId: row.ownerId,
        ownerName: name,
        specificationId: row.specificationId,
        role: null,
        date,
        occasion: date,
      },
    ];
  });
}
