import { type ElementKind, SPECIFICATION_IMPORT_MAX_ELEMENTS } from '@praxis/contract';
import { paragraphsOf } from './import.html.js';
import {
  fail,
  IMPORT_MAX_TEXT_CHARS,
  type ImportedElement,
  type ImportedSpecification,
} from './import.model.js';

// CSV (RFC 4180): code,name,text,parentCode; more columns may follow (an export carries the assessment).

const CSV_COLUMNS = ['code', 'name', 'text', 'parentCode'] as const;

interface CsvRecord {
  fields: string[];
  line: number;
}

export function readCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record; a lone empty field from it would only trip the column count.
    if (fields.length > 1 || fields[0] !== '') records.push({ fields, line: recordLine });
    fields = [];
    field = '';
    recordLine = line;
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
        const next = text[i + 1];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          fail(`line ${line}`, 'a quoted field must end at a comma or the end of the line');
        }
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      endRecord();
    } else {
      field += c;
    }
  }
  if (quoted) fail(`line ${quoteLine}`, 'a quoted field is never closed');
  endRecord();
  return records;
}

export function parseCsv(text: string, fileName: string | undefined): ImportedSpecification {
  const [header, ...rows] = readCsvRecords(text);
  const headerNames = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  if (CSV_COLUMNS.some((column, i) => headerNames[i] !== column.toLowerCase())) {
    fail('line 1', `expected the header ${CSV_COLUMNS.join(',')}`);
  }
  if (rows.length > SPECIFICATION_IMPORT_MAX_ELEMENTS) {
    fail('root', `the file has more than ${SPECIFICATION_IMPORT_MAX_ELEMENTS.toLocaleString('en')} elements`);
  }
  interface Row {
    code: string;
    name: string;
    text: string | null;
    parentCode: string;
    line: number;
    children: Row[];
  }
  const byCode = new Map<string, Row>();
  for (const { fields, line } of rows) {
    const at = `line ${line}`;
    if (fields.length !== headerNames.length) {
      fail(at, `expected ${headerNames.length} columns, found ${fields.length}`);
    }
    const [code = '', name = '', body = '', parentCode = ''] = fields.map((f, i) => (i === 2 ? f : f.trim()));
    if (code === '') fail(at, 'missing code');
    if (name === '') fail(at, 'missing name');
    for (const [what, value] of [
      ['code', code],
      ['name', name],
      ['text', body],
    ]) {
      if ((value ?? '').length > IMPORT_MAX_TEXT_CHARS) {
        fail(at, `the ${what} is longer than ${IMPORT_MAX_TEXT_CHARS.toLocaleString('en')} characters`);
      }
    }
    const previous = byCode.get(code);
    if (previous) fail(at, `duplicate code ${code} (first on line ${previous.line})`);
    byCode.set(code, { code, name, text: paragraphsOf(body), parentCode, line, children: [] });
  }
  const roots: Row[] = [];
  for (const row of byCode.values()) {
    if (row.parentCode === '') {
      roots.push(row);
      continue;
    }
    const parent = byCode.get(row.parentCode);
    if (!parent) fail(`line ${row.line}`, `unknown parentCode ${row.parentCode}`);
    parent.children.push(row);
  }
  // Every row hangs under a root unless its parents go round in a circle.
  const reached = new Set<Row>();
  const reach = (row: Row) => {
    reached.add(row);
    row.children.forEach(reach);
  };
  roots.forEach(reach);
  const stray = [...byCode.values()].find((row) => !reached.has(row));
  if (stray) {
    // The first stray row may only hang below the circle; follow its parents until one comes back.
    const path: Row[] = [];
    const seen = new Set<Row>();
    let row: Row | undefined = stray;
    while (row && !seen.has(row)) {
      path.push(row);
      seen.add(row);
      row = byCode.get(row.parentCode);
    }
    if (row) {
      const circle = [...path.slice(path.indexOf(row)), row].map((r) => r.code);
      fail(`line ${row.line}`, `parentCode makes a cycle: ${circle.join(' → ')}`);
    }
  }
  let requirements = 0;
  const toElement = (row: Row, order: number): ImportedElement => {
    const kind: ElementKind =
      row.parentCode === '' ? 'topic' : row.children.length > 0 ? 'subtopic' : 'requirement';
    if (kind === 'requirement') requirements += 1;
    return {
      kind,
      code: row.code,
      oscalId: null,
      name: row.name,
      text: row.text,
      order,
      children: row.children.map(toElement),
      documentation: row.text === null ? [] : [{ className: 'Description', html: row.text }],
    };
  };
  const topics = roots.map(toElement);
  if (requirements === 0)
    fail('root', 'the file contains no requirements (rows under a topic without rows under them)');
  return {
    format: 'csv',
    name:
      fileName
        ?.replace(/^.*[\\/]/, '')
        .replace(/\.[^.]*$/, '')
        .trim() || 'Imported specification',
    description: null,
    version: null,
    source: 'CSV',
    sourceId: null,
    topics,
  };
}
