import type {
  DocumentationClass,
  DocumentationPurpose,
  EvidenceStatus,
  Language,
  MaturityLevelName,
  OccurrenceCounts,
  ParameterSource,
  ScheduleKind,
} from '@praxis/contract';

export interface ReportWords {
  title: string;
  /** The version line of today's report and of one sealed on a day. */
  versionToday: (date: string) => string;
  versionSealed: (date: string) => string;
  classification: string;
  summary: string;
  /** The summary's facts of the specification. */
  specificationVersion: string;
  source: string;
  requirementCount: string;
  semaphores: string;
  maturityOverview: string;
  /** A colour's count beside its share of all requirements. */
  share: string;
  noRequirements: string;
  /** The columns of the tables, the spreadsheet's sheets among them. */
  columns: {
    code: string;
    requirement: string;
    topic: string;
    colour: string;
    requirements: string;
    applicable: string;
    applicability: string;
    justification: string;
    withCurrent: string;
    withTarget: string;
    current: string;
    target: string;
    deadline: string;
    implemented: string;
    expires: string;
    controls: string;
    control: string;
    execution: string;
    asset: string;
    labels: string;
    parameter: string;
    label: string;
    value: string;
    source: string;
    evidence: string;
    heldBy: string;
    status: string;
    effective: string;
    revision: string;
    sha256: string;
    link: string;
    activity: string;
    kind: string;
    rule: string;
  };
  /** The spreadsheet's sheets. */
  sheets: {
    summary: string;
    maturity: string;
    requirements: string;
    parameters: string;
    evidence: string;
    recurringWork: string;
  };
  applicable: string;
  notApplicable: string;
  undecided: string;
  /** A maturity level with its name: `3 Defined`. */
  levels: Record<MaturityLevelName, string>;
  notAssessed: string;
  /** The requirement's facts beside the table. */
  justification: string;
  assignments: string;
  /** An assignment's role by its type: 0 does the work, 1 answers for it. */
  roles: readonly [string, string];
  none: string;
  text: string;
  documentation: Record<DocumentationClass, string>;
  purposes: Record<DocumentationPurpose, string>;
  parameters: string;
  parameterSources: Record<ParameterSource, string>;
  parameterUnset: string;
  controls: string;
  noControls: string;
  noExecutions: string;
  evidence: string;
  noEvidence: string;
  evidenceStatuses: Record<EvidenceStatus, string>;
  thisRequirement: string;
  /** An execution that holds evidence: its identifier, its control's and its asset. */
  heldByExecution: (execution: string, control: string, asset: string) => string;
  anExecution: string;
  recurring: {
    title: string;
    period: (from: string, to: string, asOf: string) => string;
    notSealed: string;
    totals: string;
    activities: string;
    noActivities: string;
    byPerson: string;
    responsible: string;
    nobody: string;
    grace: (days: number) => string;
    kinds: Record<ScheduleKind, string>;
    counts: Record<keyof OccurrenceCounts, string>;
  };
}

/** The specification report's words, as the web's report page says them. */
export const reportWords: Record<Language, ReportWords> = {
  'en-US': {
    title: 'Specification report',
    versionToday: (date) => `As of ${date}`,
    versionSealed: (date) => `As sealed on ${date}`,
    classification: 'Internal',
    summary: 'Summary',
    specificationVersion: 'Version of the specification',
    source: 'Source',
    requirementCount: 'Requirements',
    semaphores: 'Semaphores of all requirements',
    maturityOverview: 'Maturity by topic',
    share: 'Share (%)',
    noRequirements: 'The specification has no requirements.',
    columns: {
      code: 'Code',
      requirement: 'Requirement',
      topic: 'Topic',
      colour: 'Semaphore',
      requirements: 'Requirements',
      applicable: 'Applicable',
      applicability: 'Applicability',
      justification: 'Justification',
      withCurrent: 'With current',
      withTarget: 'With target',
      current: 'Current maturity',
      target: 'Target maturity',
      deadline: 'Deadline',
      implemented: 'Implemented',
      expires: 'Expires',
      controls: 'Controls',
      control: 'Control',
      execution: 'Execution',
      asset: 'Asset',
      labels: 'Labels',
      parameter: 'Parameter',
      label: 'Label',
      value: 'Value',
      source: 'Set by',
      evidence: 'Evidence',
      heldBy: 'Held by',
      status: 'Status',
      effective: 'Effective',
      revision: 'Revision',
      sha256: 'SHA-256',
      link: 'Link',
      activity: 'Activity',
      kind: 'Kind',
      rule: 'Rule',
    },
    sheets: {
      summary: 'Summary',
      maturity: 'Maturity',
      requirements: 'Requirements',
      parameters: 'Parameters',
      evidence: 'Evidence',
      recurringWork: 'Recurring work',
    },
    applicable: 'Applicable',
    notApplicable: 'Not applicable',
    undecided: 'Not decided (counts as applicable)',
    levels: {
      initial: 'Initial',
      incomplete: 'Incomplete',
      defined: 'Defined',
      managed: 'Managed',
      quantitative: 'Quantitative',
      optimized: 'Optimized',
    },
    notAssessed: 'Not assessed',
    justification: 'Justification',
    assignments: 'Assignments',
    roles: ['Responsible', 'Accountable'],
    none: 'None',
    text: 'Requirement text',
    documentation: {
      Definition: 'Definition',
      Instruction: 'Instruction',
      Implementation: 'Implementation',
      Description: 'Description',
      Guidance: 'Guidance',
    },
    purposes: { authoritative: 'authoritative', internal: 'internal' },
    parameters: 'Parameters',
    parameterSources: {
      company: 'Set by the company',
      profile: 'Set by the profile',
      catalog: 'Set by the catalog',
    },
    parameterUnset: 'Not set: to be defined by the organisation',
    controls: 'Controls and executions',
    noControls: 'No linked controls.',
    noExecutions: 'No executions',
    evidence: 'Evidence',
    noEvidence: 'No evidence.',
    evidenceStatuses: {
      draft: 'Draft',
      submitted: 'Awaiting review',
      approved: 'Approved',
      rejected: 'Rejected',
    },
    thisRequirement: 'This requirement',
    heldByExecution: (execution, control, asset) => `${execution} (${control} on ${asset})`,
    anExecution: 'An execution',
    recurring: {
      title: 'Recurring work',
      period: (from, to, asOf) => `From ${from} to ${to}, counted on ${asOf}.`,
      notSealed: 'This snapshot was sealed before recurring work was part of snapshots.',
      totals: 'Totals',
      activities: 'Per activity',
      noActivities: 'No recurring work fell due in the period.',
      byPerson: 'Per person',
      responsible: 'Responsible',
      nobody: 'Nobody responsible',
      grace: (days) => (days === 1 ? "(1 day's grace)" : `(${days} days' grace)`),
      kinds: {
        execution: 'Control activity',
        treatment: 'Treatment',
        'risk-review': 'Risk review',
        checkpoint: 'Requirement',
        'evidence-review': 'Evidence review',
        'documentation-review': 'Documentation review',
      },
      counts: {
        due: 'Due',
        onTime: 'On time',
        late: 'Late',
        skipped: 'Skipped',
        missed: 'Missed',
        open: 'Open',
      },
    },
  },
  'nb-NO': {
    title: 'Spesifikasjonsrapport',
    versionToday: (date) => `Per ${date}`,
    versionSealed: (date) => `Som forseglet ${date}`,
    classification: 'Intern',
    summary: 'Sammendrag',
    specificationVersion: 'Spesifikasjonens versjon',
    source: 'Kilde',
    requirementCount: 'Krav',
    semaphores: 'Semaforer for alle krav',
    maturityOverview: 'Modenhet per tema',
    share: 'Andel (%)',
    noRequirements: 'Spesifikasjonen har ingen krav.',
    columns: {
      code: 'Kode',
      requirement: 'Krav',
      topic: 'Tema',
      colour: 'Semafor',
      requirements: 'Krav',
      applicable: 'Gjelder',
      applicability: 'Anvendelighet',
      justification: 'Begrunnelse',
      withCurrent: 'Med nåværende',
      withTarget: 'Med mål',
      current: 'Nåværende modenhet',
      target: 'Målmodenhet',
      deadline: 'Frist',
      implemented: 'Implementert',
      expires: 'Utløper',
      controls: 'Kontroller',
      control: 'Kontroll',
      execution: 'Utførelse',
      asset: 'Eiendel',
      labels: 'Etiketter',
      parameter: 'Parameter',
      label: 'Betegnelse',
      value: 'Verdi',
      source: 'Angitt av',
      evidence: 'Bevis',
      heldBy: 'Hører til',
      status: 'Status',
      effective: 'Gyldig fra',
      revision: 'Versjon',
      sha256: 'SHA-256',
      link: 'Lenke',
      activity: 'Aktivitet',
      kind: 'Type',
      rule: 'Regel',
    },
    sheets: {
      summary: 'Sammendrag',
      maturity: 'Modenhet',
      requirements: 'Krav',
      parameters: 'Parametere',
      evidence: 'Bevis',
      recurringWork: 'Gjentakende arbeid',
    },
    applicable: 'Gjelder',
    notApplicable: 'Gjelder ikke',
    undecided: 'Ikke avgjort (regnes som gjeldende)',
    levels: {
      initial: 'Innledende',
      incomplete: 'Ufullstendig',
      defined: 'Definert',
      managed: 'Styrt',
      quantitative: 'Kvantitativt styrt',
      optimized: 'Optimalisert',
    },
    notAssessed: 'Ikke vurdert',
    justification: 'Begrunnelse',
    assignments: 'Tildelinger',
    roles: ['Utførende', 'Ansvarlig'],
    none: 'Ingen',
    text: 'Kravtekst',
    documentation: {
      Definition: 'Definisjon',
      Instruction: 'Instruks',
      Implementation: 'Implementering',
      Description: 'Beskrivelse',
      Guidance: 'Veiledning',
    },
    purposes: { authoritative: 'autoritativ', internal: 'intern' },
    parameters: 'Parametere',
    parameterSources: {
      company: 'Angitt av virksomheten',
      profile: 'Angitt av profilen',
      catalog: 'Angitt av katalogen',
    },
    parameterUnset: 'Ikke angitt: fastsettes av virksomheten',
    controls: 'Kontroller og utførelser',
    noControls: 'Ingen tilknyttede kontroller.',
    noExecutions: 'Ingen utførelser',
    evidence: 'Bevis',
    noEvidence: 'Ingen bevis.',
    evidenceStatuses: {
      draft: 'Utkast',
      submitted: 'Venter på godkjenning',
      approved: 'Godkjent',
      rejected: 'Avvist',
    },
    thisRequirement: 'Dette kravet',
    heldByExecution: (execution, control, asset) => `${execution} (${control} på ${asset})`,
    anExecution: 'En utførelse',
    recurring: {
      title: 'Gjentakende arbeid',
      period: (from, to, asOf) => `Fra ${from} til ${to}, telt ${asOf}.`,
      notSealed: 'Dette øyeblikksbildet ble forseglet før gjentakende arbeid ble en del av øyeblikksbildene.',
      totals: 'Totalt',
      activities: 'Per aktivitet',
      noActivities: 'Ikke noe gjentakende arbeid forfalt i perioden.',
      byPerson: 'Per person',
      responsible: 'Ansvarlig',
      nobody: 'Ingen ansvarlig',
      grace: (days) => (days === 1 ? '(1 dags frist)' : `(${days} dagers frist)`),
      kinds: {
        execution: 'Kontrollaktivitet',
        treatment: 'Tiltak',
        'risk-review': 'Risikogjennomgang',
        checkpoint: 'Krav',
        'evidence-review': 'Gjennomgang av bevis',
        'documentation-review': 'Gjennomgang av dokumentasjon',
      },
      counts: {
        due: 'Forfalt',
        onTime: 'I tide',
        late: 'For sent',
        skipped: 'Hoppet over',
        missed: 'Uteblitt',
        open: 'Åpne',
      },
    },
  },
};
