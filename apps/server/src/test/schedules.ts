import { occurrenceDays, plusDays, todayIn } from '@praxis/contract';
import { asc, eq } from 'drizzle-orm';
import { companies, scheduleOccurrences, schedules } from '../db/schema/index.js';
import type { TestDatabase } from './databases.js';

export const QUARTERLY = 'FREQ=MONTHLY;INTERVAL=3';

type ScheduleOwner = { itemId: string } | { requirementId: string } | { evidenceId: string };

/**
 * A schedule on `owner` (of Demo AS) with its occurrences planned as the schedules module plans them (each rule day from
 * the start up to a year ahead); its id and its occurrences, earliest first.
 */
export async function plantSchedule(
  db: TestDatabase,
  owner: ScheduleOwner,
  fields: { rule?: string; startsOn: string; graceDays?: number; subject?: 'work' | 'documentation' },
) {
  const [company] = await db.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo AS'));
  const companyId = company?.id as string;
  const rule = fields.rule ?? QUARTERLY;
  const [schedule] = await db.db
    .insert(schedules)
    .values({
      companyId,
      ...owner,
      subject: fields.subject ?? 'work',
      rule,
      startsOn: fields.startsOn,
      graceDays: fields.graceDays ?? 0,
    })
    .returning({ id: schedules.id });
  const scheduleId = schedule?.id as string;
  const days = occurrenceDays(rule, fields.startsOn, fields.startsOn, plusDays(todayIn('UTC'), 400));
  await db.db.insert(scheduleOccurrences).values(days.map((dueOn) => ({ companyId, scheduleId, dueOn })));
  const occurrences = await db.db
    .select({ id: scheduleOccurrences.id, dueOn: scheduleOccurrences.dueOn })
    .from(scheduleOccurrences)
    .where(eq(scheduleOccurrences.scheduleId, scheduleId))
    .orderBy(asc(scheduleOccurrences.dueOn));
  return { id: scheduleId, occurrences };
}

/** Records an occurrence done on `doneOn`. */
export async function recordDone(db: TestDatabase, occurrenceId: string, doneOn: string) {
  await db.db
    .update(scheduleOccurrences)
    .set({ status: 'done', doneOn })
    .where(eq(scheduleOccurrences.id, occurrenceId));
}
