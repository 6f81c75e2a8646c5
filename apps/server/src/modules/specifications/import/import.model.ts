import type { ElementKind } from '@praxis/contract';

// What an import makes of a file, and how it refuses one.

export interface ImportedDocumentation {
  className: 'Description' | 'Guidance';
  html: string;
}

export interface ImportedElement {
  kind: ElementKind;
  code: string;
  /** The OSCAL control or group id; null in a CSV. */
  oscalId: string | null;
  name: string;
  text: string | null;
  order: number;
  children: ImportedElement[];
  documentation: ImportedDocumentation[];
}

export interface ImportedSpecification {
  format: 'oscal-json' | 'oscal-xml' | 'csv';
  name: string;
  description: string | null;
  version: string | null;
  source: string;
  sourceId: string | null;
  topics: ImportedElement[];
}

/** A file Praxis cannot import; `message` names the place (`at`) and reads well as a 400 answer. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly at: string,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_TEXT_CHARS = 200_000;

export function fail(at: string, problem: string): never {
  throw new ImportError(`${at}: ${problem}`, at);
}
