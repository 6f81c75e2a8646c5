import { type ElementKind, elementKinds, SPECIFICATION_IMPORT_MAX_ELEMENTS } from '@praxis/contract';
import { csvRecords } from '../../../lib/csv.js';
import { DOCUMENT_MAX_DEPTH, fail, tooDeep } from '../../../lib/document-limits.js';
import { paragraphsOf } from './import.html.js';
import type { ImportedElement, ImportedSpecification } from './import.model.js';

/*
 * CSV (RFC 4180): code,name,text,parentCode; more columns may follow (an export carries the assessment).
 * A row without parentCode is a topic. Below, a row is a sub-topic when rows hang under it and a requirement
 * when none do, unless an optional column `kind` (anywhere after the four; the export writes it) says
 * `topic`, `subtopic` or `requirement`. A row under a requirement is a requirement nested in it, so a
 * requirement with requirements under it is written with `kind` requirement; files without the column read
 * as they always did.
 */

const CSV_COLUMNS = ['code', 'name', 'text', 'parentCode'] as const;

const isKind = (value: string): value is ElementKind => (elementKinds as readonly string[]).includes(value);

export function parseCsv(text: string, fileName: string | undefined): ImportedSpecification {
  const records = csvRecords(text, SPECIFICATION_IMPORT_MAX_ELEMENTS);
  const headerNames = records.next().value?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  if (CSV_COLUMNS.some((column, i) => headerNames[i] !== column.toLowerCase())) {
    fail('line 1', `expected the header ${CSV_COLUMNS.join(',')}`);
  }
  const kindColumn = headerNames.indexOf('kind', CSV_COLUMNS.length);
  interface Row {
    code: string;
    name: string;
    text: string | null;
    parentCode: string;
    /** What the `kind` column says; undefined when it is absent or empty. */
    kind: ElementKind | undefined;
    line: number;
    children: Row[];
  }
  const byCode = new Map<string, Row>();
  for (const { fields, line } of records) {
    const at = `line ${line}`;
    if (fields.length !== headerNames.length) {
      fail(at, `expected ${headerNames.length} columns, found ${fields.length}`);
    }
    const [code = '', name = '', body = '', parentCode = ''] = fields.map((f, i) => (i === 2 ? f : f.trim()));
    if (code === '') fail(at, 'missing code');
    if (name === '') fail(at, 'missing name');
    const previous = byCode.get(code);
    if (previous) fail(at, `duplicate code ${code} (first on line ${previous.line})`);
    const kind = kindColumn < 0 ? '' : (fields[kindColumn] ?? '').trim();
    if (kind !== '' && !isKind(kind)) fail(at, `unknown kind ${kind} (expected ${elementKinds.join(', ')})`);
    if ((kind === 'topic') !== (parentCode === '') && kind !== '') {
      fail(at, kind === 'topic' ? 'a topic has no parentCode' : `a ${kind} needs a parentCode`);
    }
    const row = {
      code,
      name,
      text: paragraphsOf(body),
      parentCode,
      kind: kind || undefined,
      line,
      children: [],
    };
    byCode.set(code, row);
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
  // Every row hangs under a root unless its parents go round in a circle. The rows are walked level by
  // level, not by recursion, so that a chain of parents too long to build a tree of is refused here.
  const depths = new Map(roots.map((row) => [row, 1]));
  for (const [row, depth] of depths) {
    for (const child of row.children) {
      if (depth === DOCUMENT_MAX_DEPTH) throw tooDeep(child.line);
      depths.set(child, depth + 1);
    }
  }
  const stray = [...byCode.values()].find((row) => !depths.has(row));
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
  const toElement = (row: Row, order: number, parentKind?: ElementKind): ImportedElement => {
    const kind: ElementKind =
      row.kind ??
      (row.parentCode === ''
        ? 'topic'
        : parentKind === 'requirement' || row.children.length === 0
          ? 'requirement'
          : 'subtopic');
    if (parentKind === 'requirement' && kind !== 'requirement') {
      fail(`line ${row.line}`, `a ${kind} cannot be under the requirement ${row.parentCode}`);
    }
    if (kind === 'requirement') requirements += 1;
    return {
      kind,
      code: row.code,
      oscalId: null,
      name: row.name,
      text: row.text,
      order,
      children: row.children.map((child, i) => toElement(child, i, kind)),
      documentation: row.text === null ? [] : [{ className: 'Description', html: row.text }],
    };
  };
  const topics = roots.map((row, i) => toElement(row, i));
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
