import type { ElementKind } from '@praxis/contract';
import type { ImportedParameter } from './oscal.params.js';

// What an import makes of a file.

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
  /** Resolved from an OSCAL profile. */
  tailored?: boolean;
  topics: ImportedElement[];
  /** An OSCAL catalog's parameters; a CSV has none. */
  parameters?: ImportedParameter[];
}

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
