import type { Language, RiskMatrix, RiskRegisterRow } from '@praxis/contract';
import ExcelJS from 'exceljs';
import {
  type RiskRegisterColumn as Column,
  riskRegisterColumns as columns,
  riskRegisterTexts as texts,
} from '../../i18n/exports.js';
import { personName } from '../users/users.reader.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `#c92a2a` → the ARGB exceljs fills with. */
const argb = (colour: string) => `FF${colour.slice(1).toUpperCase()}`;

/**
 * The register as an XLSX workbook: one row per scenario, headers in the reader's language, dates as
 * YYYY-MM-DD like every export, and each level's cell filled with the company's colour of that level.
 */
export async function registerWorkbook(
  rows: RiskRegisterRow[],
  matrix: RiskMatrix,
  language: Language,
): Promise<Buffer> {
  const text = texts[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Praxis';
  const sheet = workbook.addWorksheet(text.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((key) => ({
    key,
    header: text.headers[key],
    width: key === 'name' ? 40 : Math.max(12, text.headers[key].length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const { treatment } = row;
    const added = sheet.addRow({
      identifier: row.identifier,
      name: row.name,
      inherentLikelihood: row.inherentLikelihood,
      inherentConsequence: row.inherentConsequence,
      inherentScore: row.inherentScore,
      inherentLevel: row.inherentLevel && text.levels[row.inherentLevel],
      residualLikelihood: row.residualLikelihood,
      residualConsequence: row.residualConsequence,
      residualScore: row.residualScore,
      residualLevel: row.residualLevel && text.levels[row.residualLevel],
      decision: treatment && text.decisions[treatment.decision],
      status: treatment && text.statuses[treatment.status],
      owner: treatment?.owner ? personName(treatment.owner) : null,
      dueDate: treatment?.dueDate ?? null,
      expiresDate: treatment?.expiresDate ?? null,
    } satisfies Record<Column, string | number | null>);
    for (const [key, level] of [
      ['inherentLevel', row.inherentLevel],
      ['residualLevel', row.residualLevel],
    ] as const) {
      if (level === null) continue;
      added.getCell(key).fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: argb(matrix.colours[level]) },
      };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
