import { type CompanySettings, todayIn, type UpdateCompanySettings } from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { companyRepository } from './company.repository.js';

/** Which day it is for the company at `now`: its schedules, semaphore and calendar count from it. */
export async function companyToday(db: Executor, companyId: string, now: Date): Promise<string> {
  return todayIn(await companyRepository(db).timeZone(companyId), now);
}

/** The company's settings: its time zone, which an Administrator sets. */
export function companyService(db: Db) {
  return {
    async settings(actor: Principal): Promise<CompanySettings> {
      return { timeZone: await companyRepository(db).timeZone(actor.companyId) };
    },

    updateSettings(actor: Principal, input: UpdateCompanySettings): Promise<CompanySettings> {
      return db.transaction(async (tx) => {
        const repo = companyRepository(tx);
        const before = { timeZone: await repo.timeZone(actor.companyId) };
        await repo.setTimeZone(actor.companyId, input.timeZone);
        const after = { timeZone: input.timeZone };
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'companies',
          entityId: actor.companyId,
          before,
          after,
        });
        return after;
      });
    },
  };
}
