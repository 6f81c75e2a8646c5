import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { findings } from '../../db/schema/index.js';

/** FND-007: how a notification names a finding, with its title after it. */
const number = sql`${findings.number}::text`;
const FINDING_NAME = sql`'FND-' || lpad(${number}, greatest(3, length(${number})), '0') || ' ' || ${findings.title}`;

/** A finding's date event as the daily run reads it (`findingDateEvents`). */
export interface FindingDateEvent {
  companyId: string;
  recipientId: string;
  findingId: string;
  name: string;
  date: string;
  event: 'finding-overdue' | 'finding-due-in-7-days';
}

/**
 * The findings' date events on `today` in every company at once, for their owners: a finding not closed
 * that is due within 7 days, or overdue from the day after its due date; due dates up to `catchUpDays` back
 * still count (a missed daily run).
 */
export async function findingDateEvents(
  db: Executor,
  today: string,
  catchUpDays: number,
): Promise<FindingDateEvent[]> {
  const f = findings;
  const d = sql`${today}::date`;
  const found = await db.execute(sql`
    select ${f.companyId} as "companyId", ${f.ownerId} as "recipientId", ${f.id} as "findingId",
      ${FINDING_NAME} as name, ${f.dueDate}::text as date,
      case when ${f.dueDate} < ${d} then 'finding-overdue' else 'finding-due-in-7-days' end as event
    from ${f}
    where ${f.ownerId} is not null and ${f.status} <> 'closed'
      and ${f.dueDate} between ${d} - ${sql.raw(String(catchUpDays))} and ${d} + 7`);
  return (found as unknown as { rows: FindingDateEvent[] }).rows;
}

/** What a notification about a finding keeps of it: its name, and the finding itself to lead to. */
export const findingSubject = (findingId: string, name: string) => ({
  objectKind: 'finding' as const,
  objectId: findingId,
  name,
  ownerCategory: 'Findings' as const,
  ownerId: findingId,
  ownerName: name,
  specificationId: null,
});
