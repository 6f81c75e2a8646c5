import type {
  Language,
  RiskLevel,
  RiskMatrix,
  RiskRegisterRow,
  TreatmentDecision,
  TreatmentStatus,
} from '@praxis/contract';
import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The register's columns in the order the sheet shows them. */
const columns = [
  'identifier',
  'name',
  'inherentLikelihood',
  'inherentConsequence',
  'inherentScore',
  'inherentLevel',
  'residualLikelihood',
  'residualConsequence',
  'residualScore',
  'residualLevel',
  'decision',
  'status',
  'owner',
  'dueDate',
  'expiresDate',
] as const;
type Column = (typeof columns)[number];

interface Texts {
  sheet: string;
  headers: Record<Column, string>;
  levels: Record<RiskLevel, string>;
  decisions: Record<TreatmentDecision, string>;
  statuses: Record<TreatmentStatus, string>;
}

/** The sheet's words in the reader's language, as the web's risk view names them. */
const texts: Record<Language, Texts> = {
  'en-US': {
    sheet: 'Risk register',
    headers: {
      identifier: 'Identifier',
      name: 'Name',
      inherentLikelihood: 'Inherent likelihood',
      inherentConsequence: 'Inherent consequence',
      inherentScore: 'Inherent score',
      inherentLevel: 'Inherent level',
      residualLikelihood: 'Residual likelihood',
      residualConsequence: 'Residual consequence',
      residualScore: 'Residual score',
      residualLevel: 'Residual level',
      decision: 'Treatment',
      status: 'Status',
      owner: 'Owner',
      dueDate: 'Due date',
      expiresDate: 'Expires',
    },
    levels: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
    decisions: { mitigate: 'Mitigate', accept: 'Accept', transfer: 'Transfer', avoid: 'Avoid' },
    statuses: { planned: 'Planned', inProgress: 'In progress', done: 'Done' },
  },
  'nb-NO': {
    sheet: 'Risikoregister',
    headers: {
      identifier: 'Identifikator',
      name: 'Navn',
      inherentLikelihood: 'Iboende sannsynlighet',
      inherentConsequence: 'Iboende konsekvens',
      inherentScore: 'Iboende risikoverdi',
      inherentLevel: 'Iboende risikonivå',
      residualLikelihood: 'Restsannsynlighet',
      residualConsequence: 'Restkonsekvens',
      residualScore: 'Restrisikoverdi',
      residualLevel: 'Restrisikonivå',
      decision: 'Behandling',
      status: 'Status',
      owner: 'Eier',
      dueDate: 'Frist',
      expiresDate: 'Utløper',
    },
    levels: { low: 'Lav', medium: 'Middels', high: 'Høy', critical: 'Kritisk' },
    decisions: { mitigate: 'Redusere', accept: 'Akseptere', transfer: 'Overføre', avoid: 'Unngå' },
    statuses: { planned: 'Planlagt', inProgress: 'Pågår', done: 'Ferdig' },
  },
};

const personName = (owner: NonNullable<RiskRegisterRow['treatment']>['owner']) =>
  owner === null ? null : [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email;

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
      owner: treatment && personName(treatment.owner),
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
