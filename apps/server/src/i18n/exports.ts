import type { Language, RiskLevel, TreatmentDecision, TreatmentStatus, WorkDateKind } from '@praxis/contract';

/** The register's columns in the order the sheet shows them. */
export const riskRegisterColumns = [
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
export type RiskRegisterColumn = (typeof riskRegisterColumns)[number];

interface Texts {
  sheet: string;
  headers: Record<RiskRegisterColumn, string>;
  levels: Record<RiskLevel, string>;
  decisions: Record<TreatmentDecision, string>;
  statuses: Record<TreatmentStatus, string>;
}

/** The risk register sheet's words in the reader's language, as the web's risk view names them. */
export const riskRegisterTexts: Record<Language, Texts> = {
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

/** What each event of the calendar feed starts its title with, in the person's language. */
export const calendarTitles: Record<Language, Record<WorkDateKind, string> & { calendar: string }> = {
  'en-US': {
    deadline: 'Deadline',
    expires: 'Expires',
    due: 'Due',
    calendar: 'Praxis: my deadlines and expiries',
  },
  'nb-NO': {
    deadline: 'Frist',
    expires: 'Utløper',
    due: 'Forfaller',
    calendar: 'Praxis: mine frister og utløp',
  },
};
