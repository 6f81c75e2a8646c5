import type { AuditSnapshotSummary, Language, PaperSize } from '@praxis/contract';
import type { DocumentMeta } from '../lib/documents/model.js';

/** Who a document is for and how it is printed: what the data it shows does not say. */
export interface PrintedFor {
  company: string;
  preparedBy: string;
  language: Language;
  paper: PaperSize;
}

/** A person as documents name them: their name, or their address when they gave none. */
export const personName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

/** Which state of a specification a document shows: today's, made at `generatedAt`, or a snapshot's. */
export interface Edition {
  snapshot: Pick<AuditSnapshotSummary, 'takenAt' | 'sha256'> | null;
  /** When today's document is made; a sealed one is dated at its seal instead. */
  generatedAt: string;
}

/** The words a specification's document names itself with. */
export interface EditionWords {
  title: string;
  classification: string;
  versionToday: (date: string) => string;
  versionSealed: (date: string) => string;
}

/**
 * The title page and document control of a document of one specification: today's is dated now, a sealed one
 * at its seal with the snapshot's hash, so the same snapshot prints the same file every time.
 */
export function specificationDocumentMeta(
  words: EditionWords,
  specificationName: string,
  edition: Edition,
  printed: PrintedFor,
): DocumentMeta {
  const generatedAt = new Date(edition.snapshot?.takenAt ?? edition.generatedAt);
  const day = generatedAt.toISOString().slice(0, 10);
  return {
    company: printed.company,
    title: words.title,
    subtitle: specificationName,
    version: edition.snapshot ? words.versionSealed(day) : words.versionToday(day),
    classification: words.classification,
    preparedBy: printed.preparedBy,
    generatedAt,
    snapshotHash: edition.snapshot?.sha256 ?? null,
    language: printed.language,
    paper: printed.paper,
  };
}
