import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/index.js';

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMail = Omit<
  typeof mailOutbox.$inferInsert,
  'id' | 'status' | 'dueAt' | 'leaseId' | 'attempts'
>;

/** Longest error text kept on a row: enough for an SMTP answer, never a whole stack. */
const ERROR_LENGTH = 1000;

const afterMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::float8)`;
const held = (id: string, leaseId: string) => and(eq(mailOutbox.id, id), eq(mailOutbox.leaseId, leaseId));

export function mailRepository(db: Executor) {
  return {
    async insert(mail: NewMail): Promise<void> {
      await db.insert(mailOutbox).values(mail);
    },

    /**
     * Takes the next due mail for one send attempt, or undefined when none is due. `FOR UPDATE SKIP LOCKED`
     * lets instances claim side by side without ever taking the same row; the claim pushes `due_at` one
     * lease ahead, so a mail whose instance dies mid-send becomes due again when the lease runs out.
     */
    async claim(leaseMs: number): Promise<MailRow | undefined> {
      const next = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.dueAt, sql`now()`)))
        .orderBy(asc(mailOutbox.dueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(mailOutbox)
        .set({ dueAt: afterMs(leaseMs), leaseId: sql`gen_random_uuid()` })
        // A scalar subquery runs once (an InitPlan); `IN (…)` may be re-run by the planner and claim more.
        .where(eq(mailOutbox.id, sql`(${next})`))
        .returning();
      return row;
    },

    /** False when the lease was lost (it ran out and another claim took the mail). */
    async markSent(id: string, leaseId: string): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, leaseId: null, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(held(id, leaseId))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    async scheduleRetry(id: string, leaseId: string, delayMs: number, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          dueAt: afterMs(delayMs),
          leaseId: null,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error.slice(0, ERROR_LENGTH),
        })
        .where(held(id, leaseId));
    },

    async markFailed(id: string, leaseId: string, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: 'failed',
          leaseId: null,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error.slice(0, ERROR_LENGTH),
        })
        .where(held(id, leaseId));
    },
  };
}
