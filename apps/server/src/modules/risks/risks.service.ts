import { languages, type RiskMatrix } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { todayUtc } from '../specifications/specifications.semaphore.js';
import { usersRepository } from '../users/users.repository.js';
import { registerWorkbook, XLSX_CONTENT_TYPE } from './risks.export.js';
import { presentHeatmap, presentMatrix, presentRegisterRow } from './risks.presenter.js';
import { risksRepository } from './risks.repository.js';

/** The company's risk matrix, heat map and register, and the register as a spreadsheet. */
export function risksService(db: Db) {
  const risks = risksRepository(db);

  async function register(actor: Principal, today: string) {
    const matrix = presentMatrix(await risks.matrix(actor.companyId));
    const rows = (await risks.register(actor.companyId)).map((row) => presentRegisterRow(row, matrix, today));
    return { matrix, rows };
  }

  return {
    matrix: async (actor: Principal) => presentMatrix(await risks.matrix(actor.companyId)),

    /** The matrix is the company's one row: the audit event names the company. */
    saveMatrix: (actor: Principal, matrix: RiskMatrix) =>
      db.transaction(async (tx) => {
        const repo = risksRepository(tx);
        const before = presentMatrix(await repo.matrix(actor.companyId));
        await repo.saveMatrix(actor.companyId, matrix);
        const after = presentMatrix(await repo.matrix(actor.companyId));
        await recordChange(tx, actor, {
          action: 'update',
          entity: 'risk-matrices',
          entityId: actor.companyId,
          before,
          after,
        });
        return after;
      }),

    heatmap: async (actor: Principal) => presentHeatmap(await risks.heatmap(actor.companyId)),

    register: async (actor: Principal, today = todayUtc()) => (await register(actor, today)).rows,

    /** The register as an XLSX file, its headers and words in the caller's language. */
    async export(actor: Principal, today = todayUtc()) {
      const { matrix, rows } = await register(actor, today);
      const caller = await usersRepository(db).findInCompany(actor.companyId, actor.userId);
      const language = languages.find((l) => l === caller?.language) ?? 'en-US';
      return {
        fileName: `risk-register-${today}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        body: await registerWorkbook(rows, matrix, language),
      };
    },
  };
}
