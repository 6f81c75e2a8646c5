import type { Language } from '@praxis/contract';

/** How an acceptance stands: only an accepted risk waits for an Administrator's approval. */
export type ApprovalState = 'approved' | 'awaiting' | 'notRequired';

interface RiskDocumentWords {
  title: string;
  version: (date: string) => string;
  classification: string;
  summary: string;
  /** The heading of the matrix's levels with their scores. */
  matrix: string;
  /** What the register's short rating headers stand for. */
  legend: string;
  legendItems: readonly (readonly [string, string])[];
  register: string;
  plan: string;
  planned: string;
  noScenarios: string;
  noDecisions: string;
  noPlanned: string;
  notRated: string;
  total: string;
  overdue: string;
  expired: string;
  headers: {
    level: string;
    inherent: string;
    residual: string;
    assets: string;
    reductions: string;
    inherentL: string;
    inherentC: string;
    inherentScore: string;
    inherentLevel: string;
    residualL: string;
    residualC: string;
    residualScore: string;
    residualLevel: string;
    approval: string;
    scenario: string;
    kind: string;
    nextDue: string;
  };
  approvals: Record<ApprovalState, string>;
}

/**
 * The risk register and treatment plan's own words; the column names, levels, decisions and statuses the XLSX
 * export already has come from there (`riskRegisterTexts`).
 */
export const riskDocumentWords: Record<Language, RiskDocumentWords> = {
  'en-US': {
    title: 'Risk register and treatment plan',
    version: (date) => `As of ${date}`,
    classification: 'Internal',
    summary: 'Summary',
    matrix: "Risk levels by the company's risk matrix (score = likelihood × consequence)",
    legend: 'Columns of the risk register',
    legendItems: [
      ['L', 'Likelihood, 1 (rare) to 5 (almost certain)'],
      ['C', 'Consequence, 1 (insignificant) to 5 (severe)'],
      ['Inherent', 'Before the reducing controls and treatments'],
      ['Residual', 'After the reducing controls and treatments'],
    ],
    register: 'Risk register',
    plan: 'Risk treatment plan',
    planned: 'Planned controls and treatments',
    noScenarios: 'The company has no risk scenarios.',
    noDecisions: 'No risk scenario has a treatment decision.',
    noPlanned: 'No control or treatment reduces the treated risk scenarios.',
    notRated: 'Not rated',
    total: 'Total',
    overdue: '(overdue)',
    expired: '(expired)',
    headers: {
      level: 'Risk level',
      inherent: 'Inherent risk',
      residual: 'Residual risk',
      assets: 'Affected assets',
      reductions: 'Reduced by',
      inherentL: 'Inherent L',
      inherentC: 'Inherent C',
      inherentScore: 'Inherent score',
      inherentLevel: 'Inherent level',
      residualL: 'Residual L',
      residualC: 'Residual C',
      residualScore: 'Residual score',
      residualLevel: 'Residual level',
      approval: 'Approval',
      scenario: 'Risk scenario',
      kind: 'Kind',
      nextDue: 'Next due',
    },
    approvals: {
      approved: 'Approved',
      awaiting: 'Awaiting approval',
      notRequired: 'Not required',
    },
  },
  'nb-NO': {
    title: 'Risikoregister og tiltaksplan',
    version: (date) => `Per ${date}`,
    classification: 'Intern',
    summary: 'Sammendrag',
    matrix: 'Risikonivåer etter virksomhetens risikomatrise (risikoverdi = sannsynlighet × konsekvens)',
    legend: 'Kolonnene i risikoregisteret',
    legendItems: [
      ['S', 'Sannsynlighet, fra 1 (sjelden) til 5 (nesten sikkert)'],
      ['K', 'Konsekvens, fra 1 (ubetydelig) til 5 (svært alvorlig)'],
      ['Iboende', 'Før risikoreduserende kontroller og tiltak'],
      ['Rest', 'Etter risikoreduserende kontroller og tiltak'],
    ],
    register: 'Risikoregister',
    plan: 'Tiltaksplan',
    planned: 'Planlagte kontroller og tiltak',
    noScenarios: 'Virksomheten har ingen risikoscenarioer.',
    noDecisions: 'Ingen risikoscenarioer har en behandlingsbeslutning.',
    noPlanned: 'Ingen kontroller eller tiltak reduserer de behandlede risikoscenarioene.',
    notRated: 'Ikke vurdert',
    total: 'Totalt',
    overdue: '(forfalt)',
    expired: '(utløpt)',
    headers: {
      level: 'Risikonivå',
      inherent: 'Iboende risiko',
      residual: 'Restrisiko',
      assets: 'Berørte eiendeler',
      reductions: 'Reduseres av',
      inherentL: 'Iboende S',
      inherentC: 'Iboende K',
      inherentScore: 'Iboende verdi',
      inherentLevel: 'Iboende nivå',
      residualL: 'Rest S',
      residualC: 'Rest K',
      residualScore: 'Restverdi',
      residualLevel: 'Restnivå',
      approval: 'Godkjenning',
      scenario: 'Risikoscenario',
      kind: 'Type',
      nextDue: 'Neste frist',
    },
    approvals: {
      approved: 'Godkjent',
      awaiting: 'Venter på godkjenning',
      notRequired: 'Ikke påkrevd',
    },
  },
};
