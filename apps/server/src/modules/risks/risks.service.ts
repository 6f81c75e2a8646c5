import { languages, type RiskMatrix } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import type { DocumentFile, DocumentRequest } from '../../lib/documents/render.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { companyToday } from '../company/company.service.js';
import { todayUtc } from '../specifications/specifications.semaphore.js';
import { exportDocument } from '../users/users.reader.js';
import { usersRepository } from '../users/users.repository.js';
import { riskRegisterDocument } from './risks.document.js';
import { registerWorkbook, XLSX_CONTENT_TYPE } from './risks.export.js';
import {
  presentHeatmap,
  presentMatrix,
  presentRegisterLinks,
  presentRegisterRow,
} from './risks.presenter.js';
import { risksRepository } from './risks.repository.js';

/**
 * The company's risk matrix, heat map and register, and the register as a spreadsheet and as a document;
 * the document's day is the company's at `now`, the app's clock.
 */
export function risksService(db: Db, now: () => Date = () => new Date()) {
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

    /**
     * The risk register and treatment plan as a PDF, Word or spreadsheet file in the caller's language, as of
     * the company's today; every such export is in the audit log, under the company's risk matrix.
     */
    async document(actor: Principal, request: DocumentRequest): Promise<DocumentFile> {
      const generatedAt = now();
      const today = await companyToday(db, actor.companyId, generatedAt);
      const [{ matrix, rows }, links, reader] = await Promise.all([
        register(actor, today),
        risks.registerLinks(actor.companyId),
        exportDocument(db, actor, {
          entity: 'risk-matrices',
          entityId: actor.companyId,
          format: request.format,
          details: { document: 'risk-register' },
        }),
      ]);
      return {
        fileName: `risk-register-${today}`,
        source: riskRegisterDocument(
          { matrix, rows, links: presentRegisterLinks(links) },
          {
            company: reader.company,
            preparedBy: reader.name,
            language: reader.language,
            paper: request.paper,
            today,
            generatedAt,
          },
        ),
      };
    },
  };
}
