import { type MessageCode, type MessageParams, messageText } from '@praxis/contract';

/*
 * What every importer refuses before a parser or reader sees the file: a document type declaration, whose
 * entities could name files or addresses to read or swell a few bytes into gigabytes, and nesting deeper
 * than any real document, which the readers (they walk a document by recursion) would meet as a stack
 * overflow. Both are found by one linear pass over the text, which keeps nothing of it.
 */

/**
 * Levels a document may nest: XML elements, JSON objects and arrays, rows of a CSV under their parents.
 * Published catalogs stay below twenty, and a hundred levels of recursion are nothing to the stack.
 */
export const DOCUMENT_MAX_DEPTH = 100;

/** Characters of the longest text an import keeps (a statement, a title), and so of a CSV cell. */
export const IMPORT_MAX_TEXT_CHARS = 200_000;

/**
 * A file Praxis cannot import, as a code of the catalogue with its parameters; the route adds the name of
 * the file (`file`), which the readers never know.
 */
export class ImportError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: MessageParams,
  ) {
    super(messageText(code, params));
    this.name = 'ImportError';
  }
}

/** Refuses a file in the importer's own words, which name the place first ('line 12', 'element ac-2'). */
export function fail(at: string, problem: string): never {
  throw new ImportError('importProblem', { problem: `${at}: ${problem}` });
}

export const tooDeep = (line: number) => new ImportError('importTooDeep', { line, max: DOCUMENT_MAX_DEPTH });

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [0x5b, 0x5d, 0x7b, 0x7d];

/** Refuses JSON that nests deeper than DOCUMENT_MAX_DEPTH, counting brackets outside strings. */
export function guardJson(text: string): void {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // To the closing quote: one that an odd run of backslashes escapes is part of the string.
      let escaped = true;
      while (escaped && i !== -1) {
        i = text.indexOf('"', i + 1);
        let backslashes = 0;
        while (text.charCodeAt(i - 1 - backslashes) === BACKSLASH) backslashes += 1;
        escaped = backslashes % 2 === 1;
      }
      if (i === -1) return;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > DOCUMENT_MAX_DEPTH) throw tooDeep(lineAndColumn(text, i).line);
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
}

/** The index after `marker`, searched from `from`; the end of the text when it never comes. */
function after(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  return at === -1 ? text.length : at + marker.length;
}

/** The index after the `>` that closes the tag at `from`, skipping quoted attribute values. */
function tagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from + 1; i < text.length; i += 1) {
    const c = text[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return text.length;
}

/**
 * Refuses XML with a document type declaration, and XML whose elements nest deeper than DOCUMENT_MAX_DEPTH.
 * Comments, CDATA sections and processing instructions are skipped, so markup quoted in them counts for
 * nothing; a malformed file may be counted wrong here, and the parser's validation refuses it then.
 */
export function guardXml(text: string): void {
  let depth = 0;
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i)) {
    if (text.startsWith('<!--', i)) i = after(text, '-->', i + 4);
    else if (text.startsWith('<![CDATA[', i)) i = after(text, ']]>', i + 9);
    else if (text.startsWith('<?', i)) i = after(text, '?>', i + 2);
    else if (text.startsWith('<!', i) && text.slice(i + 2, i + 9).toUpperCase() === 'DOCTYPE') {
      throw new ImportError('importDoctype', { line: lineAndColumn(text, i).line });
    } else {
      const end = tagEnd(text, i);
      if (text[i + 1] === '/') depth -= 1;
      else if (text[i + 1] !== '!' && text[end - 2] !== '/') {
        depth += 1;
        if (depth > DOCUMENT_MAX_DEPTH) throw tooDeep(lineAndColumn(text, i).line);
      }
      i = end;
    }
  }
}
