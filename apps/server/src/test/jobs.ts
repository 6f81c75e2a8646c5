import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export interface JobRow {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Attempts begun: pg-boss counts a claim after the first as a retry. */
  attempts: number;
  data: Record<string, unknown>;
  output: Record<string, unknown> | null;
  /** While it waits for a retry: how long after the failed attempt began the next may start. */
  delaySeconds: number | null;
  /** How long pg-boss keeps the job once it has finished. */
  deletionSeconds: number;
}

/** A queue's jobs as pg-boss keeps them (schema `pgboss`), oldest first. */
export async function jobRows(database: Database, queue: string): Promise<JobRow[]> {
  const result = await database.db.execute(sql`
    select state::text as state,
      case when started_on is null then 0 else retry_count + 1 end as attempts,
      data, output,
      extract(epoch from start_after - started_on)::float8 as "delaySeconds",
      deletion_seconds as "deletionSeconds"
    from pgboss.job where name = ${queue} order by created_on, id`);
  return (result as unknown as { rows: JobRow[] }).rows;
}

/** Removes every job, as `truncateAll` does the app's tables; pg-boss's schema stays once created. */
export async function clearJobs(database: Database): Promise<void> {
  await database.db.execute(
    sql`do $$ begin if to_regclass('pgboss.job') is not null then delete from pgboss.job; end if; end $$`,
  );
}
