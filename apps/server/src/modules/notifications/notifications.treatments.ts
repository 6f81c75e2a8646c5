import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { items, threatTreatments } from '../../db/schema/index.js';
import type { NewNotification } from './notifications.rows.js';

/** A treatment's date event as the daily run reads it (`treatmentDateEvents`). */
export interface TreatmentDateEvent {
  companyId: string;
  recipientId: string;
  threatId: string;
  name: string;
  event: 'treatment-overdue' | 'treatment-due-in-7-days' | 'acceptance-expired';
  date: string;
}

/**
 * The treatments' date events on `today` in every company at once, for their owners: a treatment not done
 * that is due within 7 days or overdue, and an acceptance past its expiry date, to be reconsidered; dates
 * up to `catchUpDays` back still count (a missed daily run). Overdue and expired count from the day after
 * the date, as the treatment reads them.
 */
export async function treatmentDateEvents(
  db: Executor,
  today: string,
  catchUpDays: number,
): Promise<TreatmentDateEvent[]> {
  const t = threatTreatments;
  const i = items;
  const d = sql`${today}::date`;
  const since = sql`${d} - ${sql.raw(String(catchUpDays))}`;
  const found = await db.execute(sql`
    select ${t.companyId} as "companyId", ${t.ownerId} as "recipientId", ${t.threatId} as "threatId",
      coalesce(${i.name}, '') as name, case when ${t.dueDate} < ${d} then 'treatment-overdue' else 'treatment-due-in-7-days' end as event,
      ${t.dueDate}::text as date
    from ${t} join ${i} on ${i.id} = ${t.threatId}
    where ${t.ownerId} is not null and ${t.status} <> 'done' and ${t.dueDate} between ${since} and ${d} + 7
    union all
    select ${t.companyId}, ${t.ownerId}, ${t.threatId}, coalesce(${i.name}, ''), 'acceptance-expired', ${t.expiresDate}::text
    from ${t} join ${i} on ${i.id} = ${t.threatId}
    where ${t.ownerId} is not null and ${t.decision} = 'accept' and ${t.expiresDate} between ${since} and ${d} - 1`);
  return (found as unknown as { rows: TreatmentDateEvent[] }).rows;
}

/** The treatments' date events on `today` as notifications about their risk scenarios. */
export async function treatmentNotifications(
  db: Executor,
  today: string,
  catchUpDays: number,
): Promise<NewNotification[]> {
  const due = await treatmentDateEvents(db, today, catchUpDays);
  return due.map(({ threatId, date, ...row }) => ({
    ...row,
    objectKind: 'item',
    objectId: threatId,
    ownerCategory: 'Threats',
    ownerId: threatId,
    ownerName: row.name,
    specificationId: null,
    role: null,
    date,
    occasion: date,
  }));
}
