import { fail } from '../../../lib/document-limits.js';
import { parseCsv } from './csv.reader.js';
import { IMPORT_MAX_BYTES, type ImportedSpecification } from './import.model.js';
import { buildOscal } from './oscal.builder.js';
import type { OscalCatalog } from './oscal.model.js';
import { isObject, parseJson, readJsonCatalog } from './oscal-json.reader.js';
import { isOscalRoot, parseXml, readXmlCatalog } from './oscal-xml.reader.js';
import type { OscalProfile } from './profile.model.js';
import { readJsonProfile } from './profile-json.reader.js';
import { readXmlProfile } from './profile-xml.reader.js';

/*
 * Reads a specification file (OSCAL catalog or profile in JSON or XML, or the simple CSV) into a tree of
 * topics, sub-topics and requirements. Pure: no database, no I/O; the caller stores the result in
 * one transaction, so every problem is found here, before anything is written.
 */

export type OscalFormat = 'oscal-json' | 'oscal-xml';

/** A file read: a catalog, a profile that still needs its catalogs, or a CSV already made into a tree. */
export type ImportDocument =
  | { kind: 'catalog'; format: OscalFormat; catalog: OscalCatalog }
  | { kind: 'profile'; format: OscalFormat; profile: OscalProfile }
  | { kind: 'csv'; specification: ImportedSpecification };

/**
 * An uploaded file's text and its first non-blank character, by which the caller tells the format;
 * `expected` says what the file should have been when it is not text.
 */
export function readImportText(content: Buffer, expected: string): { text: string; first: string } {
  if (content.length > IMPORT_MAX_BYTES) fail('root', 'the file is larger than 20 MB');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    fail('root', `the file is not UTF-8 text; expected ${expected}`);
  }
  if (text.includes('\u0000')) fail('root', `the file is not text; expected ${expected}`);
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) fail('root', 'the file is empty');
  return { text, first };
}

/** The format is recognised from the content: a file name says nothing a user cannot get wrong. */
export function readDocument(content: Buffer, fileName?: string): ImportDocument {
  const { text, first } = readImportText(content, 'an OSCAL catalog or profile (JSON or XML) or CSV');
  if (first === '{' || first === '[') {
    const json = parseJson(text);
    if (isObject(json) && isObject(json.profile)) {
      return { kind: 'profile', format: 'oscal-json', profile: readJsonProfile(json.profile) };
    }
    return { kind: 'catalog', format: 'oscal-json', catalog: readJsonCatalog(json) };
  }
  if (first === '<') {
    const root = parseXml(text);
    if (isOscalRoot(root, 'profile'))
      return { kind: 'profile', format: 'oscal-xml', profile: readXmlProfile(root) };
    return { kind: 'catalog', format: 'oscal-xml', catalog: readXmlCatalog(root) };
  }
  if (/^[^\r\n]*,/.test(text.trimStart())) return { kind: 'csv', specification: parseCsv(text, fileName) };
  fail('root', 'the file is neither an OSCAL catalog or profile (JSON or XML) nor CSV');
}

/** A catalog or CSV file as a tree; a profile is refused, since it means nothing without its catalogs. */
export function parseSpecification(content: Buffer, fileName?: string): ImportedSpecification {
  const document = readDocument(content, fileName);
  if (document.kind === 'csv') return document.specification;
  if (document.kind === 'catalog') return buildOscal(document.catalog, document.format);
  fail('root', 'an OSCAL profile is resolved against its catalogs, not read alone');
}
