import type {
  AuditKind,
  AuditStatus,
  ComparisonAspect,
  FindingKind,
  FindingStatus,
  Language,
} from '@praxis/contract';

interface AuditReportWords {
  classification: string;
  /** The version line: the snapshot the report shows, or today when the audit has none. */
  versionSealed: (date: string) => string;
  versionToday: (date: string) => string;
  audit: string;
  fields: {
    kind: string;
    status: string;
    scope: string;
    period: string;
    auditDate: string;
    leadAuditor: string;
    team: string;
    specifications: string;
  };
  period: (from: string, to: string) => string;
  notGiven: string;
  kinds: Record<AuditKind, string>;
  statuses: Record<AuditStatus, string>;
  snapshot: string;
  snapshotFields: {
    sealedAt: string;
    sealedBy: string;
    sha256: string;
    requirements: string;
    evidence: string;
  };
  /** Said when the audit has no snapshot, so the statuses shown are today's. */
  noSnapshot: (date: string) => string;
  statusHeaders: { status: string; requirements: string };
  total: string;
  changes: string;
  /** Which two states the changes are between, the earlier first. */
  comparedWith: (earlier: string, later: string) => string;
  sealedOn: (date: string) => string;
  today: (date: string) => string;
  noEarlierSnapshot: string;
  nothingSealed: string;
  noChanges: string;
  changeHeaders: { requirement: string; changed: string; before: string; after: string };
  aspects: Record<ComparisonAspect, string>;
  /** A requirement that was not there on one side of a comparison. */
  absent: string;
  findings: string;
  /** Findings move on after a seal: the report says as of when it shows them. */
  findingsAsOf: (date: string) => string;
  findingHeaders: {
    identifier: string;
    kind: string;
    title: string;
    requirement: string;
    status: string;
    owner: string;
    dueDate: string;
    closedAt: string;
  };
  findingKinds: Record<FindingKind, string>;
  findingStatuses: Record<FindingStatus, string>;
  wholeAudit: string;
  noFindings: string;
  plan: string;
  planCounts: (open: number, overdue: number) => string;
  planHeaders: {
    identifier: string;
    title: string;
    correctiveAction: string;
    owner: string;
    dueDate: string;
    status: string;
    overdue: string;
  };
  overdue: string;
  noOpenFindings: string;
}

/** The audit report's words, as the web's audit pages and plan of action name them. */
export const auditReportWords: Record<Language, AuditReportWords> = {
  'en-US': {
    classification: 'Confidential',
    versionSealed: (date) => `Snapshot sealed ${date}`,
    versionToday: (date) => `As of ${date}`,
    audit: 'The audit',
    fields: {
      kind: 'Kind',
      status: 'Status',
      scope: 'Scope',
      period: 'Period',
      auditDate: 'Audit date',
      leadAuditor: 'Lead auditor',
      team: 'Audit team',
      specifications: 'Specifications',
    },
    period: (from, to) => `${from} – ${to}`,
    notGiven: 'Not given',
    kinds: {
      internal: 'Internal',
      certification: 'Certification',
      surveillance: 'Surveillance',
      other: 'Other',
    },
    statuses: { planned: 'Planned', 'in-progress': 'In progress', closed: 'Closed' },
    snapshot: 'The snapshot',
    snapshotFields: {
      sealedAt: 'Sealed at',
      sealedBy: 'Sealed by',
      sha256: 'SHA-256',
      requirements: 'Requirements',
      evidence: 'Evidence',
    },
    noSnapshot: (date) =>
      `The audit has no sealed snapshot yet. The statuses below are today's, as of ${date}, and change as the work goes on.`,
    statusHeaders: { status: 'Status', requirements: 'Requirements' },
    total: 'Total',
    changes: 'Changes',
    comparedWith: (earlier, later) => `What changed from ${earlier} to ${later}.`,
    sealedOn: (date) => `the snapshot sealed ${date}`,
    today: (date) => `today (${date})`,
    noEarlierSnapshot: 'This is the audit’s first snapshot, so there is nothing to compare it with.',
    nothingSealed: 'Without a sealed snapshot there is nothing to compare.',
    noChanges: 'No requirement changed.',
    changeHeaders: {
      requirement: 'Requirement',
      changed: 'What changed',
      before: 'Colour before',
      after: 'Colour after',
    },
    aspects: {
      colour: 'Colour',
      applicability: 'Applicability',
      maturity: 'Maturity',
      controls: 'Controls',
      evidence: 'Evidence',
    },
    absent: 'Not there',
    findings: 'Findings',
    findingsAsOf: (date) =>
      `Findings as recorded on ${date}: they move on after a snapshot is sealed, so this part is as of the day the report was made.`,
    findingHeaders: {
      identifier: 'Finding',
      kind: 'Kind',
      title: 'Title',
      requirement: 'Requirement',
      status: 'Status',
      owner: 'Owner',
      dueDate: 'Due date',
      closedAt: 'Closed',
    },
    findingKinds: {
      'major-nonconformity': 'Major nonconformity',
      'minor-nonconformity': 'Minor nonconformity',
      observation: 'Observation',
      opportunity: 'Opportunity for improvement',
    },
    findingStatuses: {
      open: 'Open',
      'in-progress': 'In progress',
      'ready-for-verification': 'Ready for verification',
      closed: 'Closed',
    },
    wholeAudit: 'The audit as a whole',
    noFindings: 'No findings have been recorded in this audit.',
    plan: 'Plan of action',
    planCounts: (open, overdue) =>
      `${open} open ${open === 1 ? 'finding' : 'findings'}, ${overdue} of them overdue.`,
    planHeaders: {
      identifier: 'Finding',
      title: 'Title',
      correctiveAction: 'Corrective action',
      owner: 'Owner',
      dueDate: 'Due date',
      status: 'Status',
      overdue: 'Overdue',
    },
    overdue: 'Overdue',
    noOpenFindings: 'No open findings.',
  },
  'nb-NO': {
    classification: 'Konfidensielt',
    versionSealed: (date) => `Øyeblikksbilde forseglet ${date}`,
    versionToday: (date) => `Per ${date}`,
    audit: 'Revisjonen',
    fields: {
      kind: 'Type',
      status: 'Status',
      scope: 'Omfang',
      period: 'Periode',
      auditDate: 'Revisjonsdato',
      leadAuditor: 'Ledende revisor',
      team: 'Revisjonsteam',
      specifications: 'Spesifikasjoner',
    },
    period: (from, to) => `${from}–${to}`,
    notGiven: 'Ikke oppgitt',
    kinds: {
      internal: 'Intern',
      certification: 'Sertifisering',
      surveillance: 'Oppfølging',
      other: 'Annen',
    },
    statuses: { planned: 'Planlagt', 'in-progress': 'Pågår', closed: 'Avsluttet' },
    snapshot: 'Øyeblikksbildet',
    snapshotFields: {
      sealedAt: 'Forseglet',
      sealedBy: 'Forseglet av',
      sha256: 'SHA-256',
      requirements: 'Krav',
      evidence: 'Bevis',
    },
    noSnapshot: (date) =>
      `Revisjonen har ikke noe forseglet øyeblikksbilde ennå. Statusene nedenfor er dagens, per ${date}, og endrer seg etter hvert som arbeidet går framover.`,
    statusHeaders: { status: 'Status', requirements: 'Krav' },
    total: 'Totalt',
    changes: 'Endringer',
    comparedWith: (earlier, later) => `Hva som er endret fra ${earlier} til ${later}.`,
    sealedOn: (date) => `øyeblikksbildet forseglet ${date}`,
    today: (date) => `i dag (${date})`,
    noEarlierSnapshot:
      'Dette er revisjonens første øyeblikksbilde, så det er ikke noe å sammenligne det med.',
    nothingSealed: 'Uten et forseglet øyeblikksbilde er det ikke noe å sammenligne.',
    noChanges: 'Ingen krav er endret.',
    changeHeaders: {
      requirement: 'Krav',
      changed: 'Hva som er endret',
      before: 'Farge før',
      after: 'Farge etter',
    },
    aspects: {
      colour: 'Farge',
      applicability: 'Anvendelighet',
      maturity: 'Modenhet',
      controls: 'Kontroller',
      evidence: 'Bevis',
    },
    absent: 'Fantes ikke',
    findings: 'Funn',
    findingsAsOf: (date) =>
      `Funn slik de var registrert ${date}: de følges opp videre etter at et øyeblikksbilde er forseglet, så denne delen gjelder dagen rapporten ble laget.`,
    findingHeaders: {
      identifier: 'Funn',
      kind: 'Type',
      title: 'Tittel',
      requirement: 'Krav',
      status: 'Status',
      owner: 'Eier',
      dueDate: 'Frist',
      closedAt: 'Lukket',
    },
    findingKinds: {
      'major-nonconformity': 'Større avvik',
      'minor-nonconformity': 'Mindre avvik',
      observation: 'Observasjon',
      opportunity: 'Forbedringsmulighet',
    },
    findingStatuses: {
      open: 'Åpen',
      'in-progress': 'Under arbeid',
      'ready-for-verification': 'Klar for verifisering',
      closed: 'Lukket',
    },
    wholeAudit: 'Revisjonen som helhet',
    noFindings: 'Ingen funn er registrert i denne revisjonen.',
    plan: 'Tiltaksplan',
    planCounts: (open, overdue) =>
      `${open} ${open === 1 ? 'åpent' : 'åpne'} funn, ${overdue} av dem forfalt.`,
    planHeaders: {
      identifier: 'Funn',
      title: 'Tittel',
      correctiveAction: 'Korrigerende tiltak',
      owner: 'Eier',
      dueDate: 'Frist',
      status: 'Status',
      overdue: 'Forfalt',
    },
    overdue: 'Forfalt',
    noOpenFindings: 'Ingen åpne funn.',
  },
};
