import type { Language, SemaphoreColour, SoaStatus } from '@praxis/contract';

/** The words every document of the engine prints around its content, in the reader's language. */
export interface DocumentWords {
  /** The footer of each page: `{page}` and `{pages}` stand for the page's number and the page count. */
  pageOf: string;
  contents: string;
  documentControl: string;
  company: string;
  version: string;
  classification: string;
  preparedBy: string;
  generatedAt: string;
  snapshotHash: string;
  /** What a semaphore cell says when its block gives no word of its own. */
  colours: Record<SemaphoreColour, string>;
  yes: string;
  no: string;
}

export const documentWords: Record<Language, DocumentWords> = {
  'en-US': {
    pageOf: 'Page {page} of {pages}',
    contents: 'Contents',
    documentControl: 'Document control',
    company: 'Company',
    version: 'Version',
    classification: 'Classification',
    preparedBy: 'Prepared by',
    generatedAt: 'Generated',
    snapshotHash: 'SHA-256 of the snapshot',
    colours: { green: 'Green', yellow: 'Yellow', red: 'Red', gray: 'Gray' },
    yes: 'Yes',
    no: 'No',
  },
  'nb-NO': {
    pageOf: 'Side {page} av {pages}',
    contents: 'Innhold',
    documentControl: 'Dokumentkontroll',
    company: 'Virksomhet',
    version: 'Versjon',
    classification: 'Gradering',
    preparedBy: 'Utarbeidet av',
    generatedAt: 'Generert',
    snapshotHash: 'SHA-256 for øyeblikksbildet',
    colours: { green: 'Grønn', yellow: 'Gul', red: 'Rød', gray: 'Grå' },
    yes: 'Ja',
    no: 'Nei',
  },
};

interface SoaWords {
  title: string;
  /** The version line of today's statement and of one sealed on a day. */
  versionToday: (date: string) => string;
  versionSealed: (date: string) => string;
  classification: string;
  summary: string;
  requirements: string;
  noRequirements: string;
  headers: {
    requirement: string;
    applicable: string;
    status: string;
    justification: string;
    controls: string;
  };
  statuses: Record<SoaStatus, string>;
  /** The heading and sheet of the requirements outside any topic. */
  noTopic: string;
}

/** The Statement of Applicability's words, as the web's SoA names them. */
export const soaWords: Record<Language, SoaWords> = {
  'en-US': {
    title: 'Statement of Applicability',
    versionToday: (date) => `As of ${date}`,
    versionSealed: (date) => `As sealed on ${date}`,
    classification: 'Internal',
    summary: 'Summary',
    requirements: 'Requirements',
    noRequirements: 'The specification has no requirements.',
    headers: {
      requirement: 'Requirement',
      applicable: 'Applicable',
      status: 'Status',
      justification: 'Justification',
      controls: 'Controls',
    },
    statuses: {
      implemented: 'Implemented',
      partial: 'Partially implemented',
      'not-implemented': 'Not implemented',
      'not-assessed': 'Not assessed',
      excluded: 'Excluded',
    },
    noTopic: 'Other requirements',
  },
  'nb-NO': {
    title: 'Erklæring om anvendelighet',
    versionToday: (date) => `Per ${date}`,
    versionSealed: (date) => `Som forseglet ${date}`,
    classification: 'Intern',
    summary: 'Sammendrag',
    requirements: 'Krav',
    noRequirements: 'Spesifikasjonen har ingen krav.',
    headers: {
      requirement: 'Krav',
      applicable: 'Anvendelig',
      status: 'Status',
      justification: 'Begrunnelse',
      controls: 'Kontroller',
    },
    statuses: {
      implemented: 'Implementert',
      partial: 'Delvis implementert',
      'not-implemented': 'Ikke implementert',
      'not-assessed': 'Ikke vurdert',
      excluded: 'Utelatt',
    },
    noTopic: 'Andre krav',
  },
};
