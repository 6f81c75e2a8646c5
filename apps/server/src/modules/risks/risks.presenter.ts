import {
  DEFAULT_RISK_MATRIX,
  type ItemCategory,
  identifierOf,
  type RiskHeatmap,
  type RiskMatrix,
  type RiskRegisterRow,
  riskLevelOf,
  riskScoreOf,
} from '@praxis/contract';
import type { HeatmapCell, RegisterLink, RegisterRow, RiskMatrixRow } from './risks.repository.js';

/** The company's matrix, the default while no Administrator changed it. */
export const presentMatrix = (row: RiskMatrixRow | undefined): RiskMatrix =>
  row === undefined
    ? DEFAULT_RISK_MATRIX
    : {
        thresholds: { medium: row.mediumFrom, high: row.highFrom, critical: row.criticalFrom },
        colours: row.colours,
      };

const emptyGrid = () => Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => 0));

/** The counts as two 5×5 grids indexed [likelihood − 1][consequence − 1]. */
export function presentHeatmap(cells: HeatmapCell[]): RiskHeatmap {
  const heatmap = { inherent: emptyGrid(), residual: emptyGrid() };
  for (const cell of cells) {
    const row = heatmap[cell.rating][cell.likelihood - 1];
    if (row) row[cell.consequence - 1] = cell.count;
  }
  return heatmap;
}

function rating(likelihood: number | null, consequence: number | null, matrix: RiskMatrix) {
  const score = riskScoreOf(likelihood, consequence);
  return { score, level: score === null ? null : riskLevelOf(score, matrix) };
}

/**
 * A scenario of the register. Dates are compared with the company's today (YYYY-MM-DD strings compare like
 * dates, as in My work): an acceptance has expired once its expiry date is before today, a treatment not
 * done is overdue once its due date is.
 */
export function presentRegisterRow(row: RegisterRow, matrix: RiskMatrix, today: string): RiskRegisterRow {
  const inherent = rating(row.likelihood, row.consequence, matrix);
  const residual = rating(row.residualLikelihood, row.residualConsequence, matrix);
  return {
    id: row.id,
    legacyId: row.legacyId,
    identifier: identifierOf('Threats', row.number),
    name: row.name ?? '',
    inherentLikelihood: row.likelihood,
    inherentConsequence: row.consequence,
    inherentScore: inherent.score,
    inherentLevel: inherent.level,
    residualLikelihood: row.residualLikelihood,
    residualConsequence: row.residualConsequence,
    residualScore: residual.score,
    residualLevel: residual.level,
    assets: row.assets,
    reducedBy: row.reducedBy,
    treatment:
      row.decision === null || row.status === null
        ? null
        : {
            decision: row.decision,
            owner:
              row.ownerId === null || row.ownerEmail === null
                ? null
                : {
                    userId: row.ownerId,
                    firstName: row.ownerFirstName,
                    lastName: row.ownerLastName,
                    email: row.ownerEmail,
                  },
            dueDate: row.dueDate,
            status: row.status,
            expiresDate: row.expiresDate,
            approvedAt: row.approvedAt?.toISOString() ?? null,
            expired: row.decision === 'accept' && row.expiresDate !== null && row.expiresDate < today,
            overdue: row.status !== 'done' && row.dueDate !== null && row.dueDate < today,
          },
  };
}

/** An item a scenario links to, as the register document names it. */
export interface ScenarioLink {
  category: ItemCategory;
  identifier: string;
  name: string;
  /** A treatment's next open day of its recurring work; null when it plans none. */
  nextDue: string | null;
}

/** A scenario's affected assets and the controls and treatments that reduce it. */
export interface ScenarioLinks {
  assets: ScenarioLink[];
  reductions: ScenarioLink[];
}

/** The links by scenario id, in the order the repository read them. */
export function presentRegisterLinks(rows: RegisterLink[]): Map<string, ScenarioLinks> {
  const byScenario = new Map<string, ScenarioLinks>();
  for (const row of rows) {
    const links = byScenario.get(row.threatId) ?? { assets: [], reductions: [] };
    byScenario.set(row.threatId, links);
    links[row.relationType === 'AssetThreat' ? 'assets' : 'reductions'].push({
      category: row.category,
      identifier: identifierOf(row.category, row.number),
      name: row.name ?? '',
      nextDue: row.nextDue,
    });
  }
  return byScenario;
}
