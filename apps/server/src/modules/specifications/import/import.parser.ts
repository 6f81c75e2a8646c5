import { parseCsv } from './csv.reader.js';
import { fail, IMPORT_MAX_BYTES, type ImportedSpecification } from './import.model.js';
import { buildOscal } from './oscal.builder.js';
import { parseJson, readJsonCatalog } from './oscal-json.reader.js';
import { parseXml, readXmlCatalog } from './oscal-xml.reader.js';

/*
 * Reads a specification file (OSCAL catalog in JSON or XML, or the simple CSV) into a tree of topics,
 * sub-topics and requirements (DESIGN §6). Pure: no database, no I/O; the caller stores the result in one
 * transaction, so every problem is found here, before anything is written.
 */

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
export function parseSpecification(content: Buffer, fileName?: string): ImportedSpecification {
  const { text, first } = readImportText(content, 'an OSCAL catalog (JSON or XML) or CSV');
  if (first === '{' || first === '[') return buildOscal(readJsonCatalog(parseJson(text)), 'oscal-json');
  if (first === '<') return buildOscal(readXmlCatalog(parseXml(text)), 'oscal-xml');
  if (/^[^\r\n]*,/.test(text.trimStart())) return parseCsv(text, fileName);
  fail('root', 'the file is neither an OSCAL catalog (JSON or XML) nor CSV');
}
