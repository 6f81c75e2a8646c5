import { todayIn } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import { usersRepository } from './users.repository.js';

/**
 * Which day it is for the company (YYYY-MM-DD) in its time zone: the day deadlines, expiries and
 * occurrences are compared with. With the default time zone ('UTC') it is the UTC day.
 */
export async function companyToday(db: Executor, companyId: string, now = new Date()): Promise<string> {
  return todayIn(await usersRepository(db).timeZone(companyId), now);
}
