import { type ElementKind, SPECIFICATION_IMPORT_MAX_ELEMENTS } from '@praxis/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { escapeHtml } from '../../lib/text.js';

/*
 * Reads a specification file (OSCAL catalog in JSON or XML, or the simple CSV) into a tree of topics,
 * sub-topics and requirements (DESIGN §6). Pure: no database, no I/O; the caller stores the result in one
 * transaction, so every problem is found here, before anything is written.
 */

export type { ElementKind };

export interface ImportedDocumentation {
  className: 'Description' | 'Guidance';
  html: string;
}

export interface ImportedElement {
  kind: ElementKind;
  code: string;
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
const OSCAL_NS = 'http://csrc.nist.gov/ns/oscal/1.0';
const CSF_NS = 'https://csrc.nist.gov/ns/csf';
const CSV_COLUMNS = ['code', 'name', 'text', 'parentCode'] as const;

function fail(at: string, problem: string): never {
  throw new ImportError(`${at}: ${problem}`, at);
}

/** The format is recognised from the content: a file name says nothing a user cannot get wrong. */
export function parseSpecification(content: Buffer, fileName?: string): ImportedSpecification {
  if (content.length > IMPORT_MAX_BYTES) fail('root', 'the file is larger than 20 MB');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    fail('root', 'the file is not UTF-8 text; expected an OSCAL catalog (JSON or XML) or CSV');
  }
  if (text.includes('\u0000'))
    fail('root', 'the file is not text; expected an OSCAL catalog (JSON or XML) or CSV');
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) fail('root', 'the file is empty');
  if (first === '{' || first === '[') return buildOscal(readJsonCatalog(parseJson(text)), 'oscal-json');
  if (first === '<') return buildOscal(readXmlCatalog(parseXml(text)), 'oscal-xml');
  if (/^[^\r\n]*,/.test(text.trimStart())) return parseCsv(text, fileName);
  fail('root', 'the file is neither an OSCAL catalog (JSON or XML) nor CSV');
}

// ---------------------------------------------------------------------------------------------------------
// HTML pieces. Only p, ul, ol, li, strong, em, a, br and code are produced, and all text is escaped, so the
// result survives the server's sanitiser unchanged.

const SAFE_HREF = /^(?:https?|ftp|mailto):/i;

/** Drops the whitespace that source indentation leaves around blocks, and blocks left empty. */
function tidy(html: string): string | null {
  const tidied = html
    .replace(/\s*(<\/?(?:p|ul|ol|li)>)\s*/g, '$1')
    .replace(/<p><\/p>|<ul><\/ul>|<ol><\/ol>/g, '')
    .trim();
  return tidied === '' ? null : tidied;
}

function paragraphsOf(plain: string): string | null {
  const paragraphs = plain
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.length === 0
    ? null
    : paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('');
}

// ---------------------------------------------------------------------------------------------------------
// The OSCAL model both readers produce. Prose keeps parameter references open (`Rich`) because a parameter
// may be defined after the text that inserts it, or on an ancestor control.

type Rich = (string | { param: string })[];

interface Prop {
  name: string;
  value: string;
  ns?: string;
  class?: string;
}

interface Part {
  name: string;
  ns?: string;
  title?: string;
  props: Prop[];
  prose: Rich;
  parts: Part[];
}

interface Param {
  id: string;
  label?: string;
  values: string[];
  select?: { howMany?: string; choices: Rich[] };
}

interface OscalNode {
  type: 'group' | 'control';
  id?: string;
  title?: string;
  props: Prop[];
  parts: Part[];
  children: OscalNode[];
  /** Where a message points: 'line 12' (XML) or 'element ac-2' (JSON). */
  at: string;
}

interface OscalCatalog {
  uuid: string | null;
  title: string;
  version: string | null;
  remarks: string | null;
  params: Param[];
  nodes: OscalNode[];
}

/** Counts groups and controls while reading, so a huge file stops early instead of filling memory. */
function elementCounter(): () => void {
  let count = 0;
  return () => {
    count += 1;
    if (count > SPECIFICATION_IMPORT_MAX_ELEMENTS) {
      fail(
        'root',
        `the file has more than ${SPECIFICATION_IMPORT_MAX_ELEMENTS.toLocaleString('en')} elements`,
      );
    }
  };
}

const isCoreNs = (ns: string | undefined) => ns === undefined || ns === 'http://csrc.nist.gov/ns/oscal';

function propValue(props: Prop[], name: string): string | undefined {
  const matching = props.filter((p) => p.name === name && isCoreNs(p.ns));
  // 800-53 gives a control several labels ('AC-02' zero-padded, 'AC-2'); the one without a class is canonical.
  return (matching.find((p) => p.class === undefined) ?? matching[0])?.value.trim() || undefined;
}

const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The label is the code users know ('GV.OC-01', 'AC-2'); CSF labels functions and categories
 * 'Organizational Context (GV.OC)', title then code, so the code is taken out of the parentheses.
 */
function codeOf(node: OscalNode): string | undefined {
  const label = propValue(node.props, 'label');
  if (label === undefined) return node.id;
  const titled = /^(.*\S)\s+\(([^()]+)\)$/.exec(label);
  if (titled?.[1] && titled[2] && normaliseSpace(titled[1]).toLowerCase() === node.title?.toLowerCase()) {
    return titled[2].trim();
  }
  return label;
}

function hasCsfExample(node: OscalNode): boolean {
  return (
    node.parts.some((p) => p.name === 'example' && p.ns === CSF_NS) ||
    node.children.some((child) => hasCsfExample(child))
  );
}

function buildOscal(catalog: OscalCatalog, format: 'oscal-json' | 'oscal-xml'): ImportedSpecification {
  const params = new Map(catalog.params.map((p) => [p.id, p]));
  const renderParam = (id: string, depth: number): string => {
    const param = params.get(id);
    if (param === undefined || depth > 5) return `[Assignment: ${escapeHtml(id)}]`;
    if (param.values.length > 0) return escapeHtml(param.values.join(', '));
    if (param.select) {
      const many = param.select.howMany === 'one-or-more' ? ' (one or more)' : '';
      const choices = param.select.choices.map((choice) => render(choice, depth + 1)).join('; ');
      return `[Selection${many}: ${choices}]`;
    }
    return `[Assignment: ${escapeHtml(param.label ?? id)}]`;
  };
  const render = (rich: Rich, depth = 0): string =>
    rich.map((piece) => (typeof piece === 'string' ? piece : renderParam(piece.param, depth))).join('');

  const partHtml = (part: Part): string => {
    const title = part.title ? `<p><strong>${escapeHtml(part.title)}</strong></p>` : '';
    const items = part.parts.map((item) => `<li>${itemHtml(item)}</li>`).join('');
    return `${title}${render(part.prose)}${items && `<ul>${items}</ul>`}`;
  };
  // An item reads 'a. Define and document …' on one line: its label, then its first paragraph inline.
  const itemHtml = (item: Part): string => {
    const label = propValue(item.props, 'label');
    const html = tidy(partHtml({ ...item, title: undefined })) ?? '';
    const inline = html.replace(/^<p>((?:(?!<\/?p>).)*)<\/p>/s, '$1');
    const title = item.title ? `<strong>${escapeHtml(item.title)}</strong> ` : '';
    return `${label ? `<strong>${escapeHtml(label)}</strong> ` : ''}${title}${inline}`;
  };

  // NIST's CPRT export of CSF 2.0 keeps the 12 categories and 79 subcategories CSF 2.0 withdrew from 1.1,
  // without OSCAL's status prop. Implementation examples tell them apart: every CSF 2.0 subcategory has
  // some and no withdrawn one does, so in a catalog that has CSF examples, a control without any is withdrawn.
  const csfWithExamples = catalog.nodes.some(hasCsfExample);
  const withdrawn = (node: OscalNode) =>
    propValue(node.props, 'status') === 'withdrawn' ||
    (csfWithExamples && node.type === 'control' && !hasCsfExample(node));

  const ids = new Set<string>();
  const checkIds = (node: OscalNode) => {
    if (node.id === undefined && (node.type === 'control' || codeOf(node) === undefined)) {
      fail(node.at, 'missing id');
    }
    if (node.id !== undefined) {
      if (ids.has(node.id)) fail(node.at, `duplicate id ${node.id}`);
      ids.add(node.id);
    }
    node.children.forEach(checkIds);
  };
  catalog.nodes.forEach(checkIds);

  const checkLength = (at: string, what: string, text: string | null) => {
    if (text !== null && text.length > IMPORT_MAX_TEXT_CHARS) {
      fail(at, `the ${what} is longer than ${IMPORT_MAX_TEXT_CHARS.toLocaleString('en')} characters`);
    }
  };
  const codes = new Set<string>();
  let requirements = 0;
  const toElement = (node: OscalNode, root: boolean, order: number): ImportedElement => {
    if (!node.title) fail(node.at, 'missing title');
    checkLength(node.at, 'title', node.title);
    const code = codeOf(node) ?? fail(node.at, 'missing id');
    if (codes.has(code)) fail(node.at, `duplicate code ${code}`);
    codes.add(code);
    const kept = node.children.filter((child) => !withdrawn(child));
    const kind: ElementKind =
      node.type === 'group' || kept.length > 0 ? (root ? 'topic' : 'subtopic') : 'requirement';
    if (kind === 'requirement') requirements += 1;
    // Groups carry an overview instead of a statement (CSF functions); it describes them as well.
    const statement =
      node.parts.find((p) => p.name === 'statement') ?? node.parts.find((p) => p.name === 'overview');
    const text = statement ? tidy(partHtml(statement)) : null;
    checkLength(node.at, 'statement', text);
    const documentation: ImportedDocumentation[] =
      text === null ? [] : [{ className: 'Description', html: text }];
    for (const part of node.parts.filter((p) => p.name === 'guidance')) {
      const html = tidy(partHtml(part));
      checkLength(node.at, 'guidance', html);
      if (html !== null) documentation.push({ className: 'Guidance', html });
    }
    const examples = node.parts.filter((p) => p.name === 'example' && p.ns === CSF_NS);
    if (examples.length > 0) {
      const html = tidy(
        `<p><strong>Implementation examples</strong></p><ul>${examples.map((e) => `<li>${itemHtml(e)}</li>`).join('')}</ul>`,
      );
      checkLength(node.at, 'guidance', html);
      if (html !== null) documentation.push({ className: 'Guidance', html });
    }
    return {
      kind,
      code,
      name: node.title,
      text,
      order,
      children: kept.map((child, i) => toElement(child, false, i)),
      documentation,
    };
  };

  // A catalog may hold controls outside any group. One with nested controls is a topic; loose requirements
  // are gathered under one topic, since the tree has no room for a requirement without a topic.
  const roots = catalog.nodes.filter((node) => !withdrawn(node));
  const isLoose = (node: OscalNode) => node.type === 'control' && !node.children.some((c) => !withdrawn(c));
  const topics: ImportedElement[] = [];
  const loose = roots.filter(isLoose).map((node, i) => toElement(node, false, i));
  if (loose.length > 0) {
    if (codes.has('controls')) fail('root', 'duplicate code controls');
    codes.add('controls');
    topics.push({
      kind: 'topic',
      code: 'controls',
      name: 'Controls',
      text: null,
      order: 0,
      children: loose,
      documentation: [],
    });
  }
  for (const node of roots.filter((node) => !isLoose(node)))
    topics.push(toElement(node, true, topics.length));
  if (requirements === 0) fail('root', 'the file contains no requirements (controls)');

  return {
    format,
    name: catalog.title,
    description: catalog.remarks,
    version: catalog.version,
    source: catalog.title,
    sourceId: catalog.uuid,
    topics,
  };
}

// ---------------------------------------------------------------------------------------------------------
// OSCAL JSON. Prose there is Markdown: paragraphs, lists, **strong**, *em*, `code`, [links](…) and
// {{ insert: param, id }}.

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Where JSON.parse gave up. V8 names no position for some errors ("Unexpected token"), so a small scanner
 * walks the text again; it runs only on a file already known to be broken.
 */
function jsonErrorOffset(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: JSON forbids raw control characters in strings
  const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
  const SCALAR = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const SPACE = /[ \t\n\r]*/y;
  let i = 0;
  const token = (re: RegExp) => {
    re.lastIndex = i;
    if (!re.test(text)) return false;
    i = re.lastIndex;
    return true;
  };
  const key = () => {
    token(SPACE);
    if (!token(STRING)) return false;
    token(SPACE);
    if (text[i] !== ':') return false;
    i += 1;
    return true;
  };
  const closers: string[] = [];
  let wantValue = true;
  for (;;) {
    token(SPACE);
    if (wantValue) {
      const c = text[i];
      if (c === '{' || c === '[') {
        i += 1;
        token(SPACE);
        if (text[i] === (c === '{' ? '}' : ']')) {
          i += 1;
          wantValue = false;
        } else {
          closers.push(c === '{' ? '}' : ']');
          if (c === '{' && !key()) return i;
        }
      } else if (token(STRING) || token(SCALAR)) {
        wantValue = false;
      } else {
        return i;
      }
      continue;
    }
    const closer = closers.at(-1);
    if (closer === undefined || i >= text.length) return i;
    if (text[i] === closer) {
      closers.pop();
      i += 1;
    } else if (text[i] === ',') {
      i += 1;
      if (closer === '}' && !key()) return i;
      wantValue = true;
    } else {
      return i;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const offset = jsonErrorOffset(text);
    const { line, column } = lineAndColumn(text, offset);
    const found =
      offset >= text.length ? 'unexpected end of file' : `unexpected ${JSON.stringify(text[offset])}`;
    fail(`line ${line}`, `malformed JSON at column ${column}: ${found}`);
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function list(value: unknown, at: string, what: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(at, `${what} must be a list`);
  return value;
}

function optionalString(value: unknown, at: string, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail(at, `${what} must be text`);
  return value;
}

function objects(value: unknown, at: string, what: string): Json[] {
  return list(value, at, what).map((item) => (isObject(item) ? item : fail(at, `${what} must hold objects`)));
}

const INLINE_MARKDOWN =
  /\{\{\s*insert:\s*param,\s*([^\s}]+)\s*\}\}|\*\*(.+?)\*\*|\*(?=\S)(.+?)\*|`([^`]+)`|\[([^\]]*)\]\(([^)\s]*)\)|\\([\\`*_{}[\]()#+\-.!])/g;

function inlineMarkdown(text: string): Rich {
  const out: Rich = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARKDOWN)) {
    out.push(escapeHtml(text.slice(last, match.index)));
    last = match.index + match[0].length;
    const [, param, strong, em, code, linkText, href, escaped] = match;
    if (param !== undefined) out.push({ param });
    else if (strong !== undefined) out.push('<strong>', ...inlineMarkdown(strong), '</strong>');
    else if (em !== undefined) out.push('<em>', ...inlineMarkdown(em), '</em>');
    else if (code !== undefined) out.push(`<code>${escapeHtml(code)}</code>`);
    else if (linkText !== undefined) {
      // Links inside the catalog ('#au-2') have no target in Praxis: their text stays, the link goes.
      const inner = inlineMarkdown(linkText);
      out.push(
        ...(href && SAFE_HREF.test(href) ? [`<a href="${escapeHtml(href)}">`, ...inner, '</a>'] : inner),
      );
    } else out.push(escapeHtml(escaped ?? ''));
  }
  out.push(escapeHtml(text.slice(last)));
  return out;
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

function markdownToRich(markdown: string): Rich {
  const out: Rich = [];
  const blocks = markdown.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const block of blocks.map((b) => b.trim()).filter(Boolean)) {
    const lines = block.split('\n');
    if (lines.every((line) => LIST_ITEM.test(line))) {
      const tag = /^\s*\d/.test(block) ? 'ol' : 'ul';
      out.push(`<${tag}>`);
      for (const line of lines) out.push('<li>', ...inlineMarkdown(line.replace(LIST_ITEM, '')), '</li>');
      out.push(`</${tag}>`);
    } else if (/^#{1,6}\s/.test(block) && lines.length === 1) {
      out.push('<p><strong>', ...inlineMarkdown(block.replace(/^#+\s+/, '')), '</strong></p>');
    } else {
      out.push('<p>', ...inlineMarkdown(lines.join(' ')), '</p>');
    }
  }
  return out;
}

function readJsonProps(value: unknown, at: string): Prop[] {
  return objects(value, at, 'props').map((p) => ({
    name: optionalString(p.name, at, 'prop name') ?? '',
    value: optionalString(p.value, at, 'prop value') ?? '',
    ns: optionalString(p.ns, at, 'prop ns'),
    class: optionalString(p.class, at, 'prop class'),
  }));
}

function readJsonPart(part: Json, at: string): Part {
  return {
    name: optionalString(part.name, at, 'part name') ?? '',
    ns: optionalString(part.ns, at, 'part ns'),
    title: optionalString(part.title, at, 'part title'),
    props: readJsonProps(part.props, at),
    prose: markdownToRich(optionalString(part.prose, at, 'prose') ?? ''),
    parts: objects(part.parts, at, 'parts').map((p) => readJsonPart(p, at)),
  };
}

function readJsonParams(value: unknown, at: string, into: Param[]) {
  for (const p of objects(value, at, 'params')) {
    const id = optionalString(p.id, at, 'param id') ?? fail(at, 'param: missing id');
    const select = isObject(p.select) ? p.select : undefined;
    into.push({
      id,
      label: optionalString(p.label, at, 'param label'),
      values: list(p.values, at, 'param values').map((v) =>
        typeof v === 'string' ? v : fail(at, 'param values must be text'),
      ),
      select: select && {
        howMany: optionalString(select['how-many'], at, 'how-many'),
        choices: list(select.choice, at, 'choice').map((c) =>
          typeof c === 'string' ? inlineMarkdown(c) : fail(at, 'choices must be text'),
        ),
      },
    });
  }
}

function readJsonCatalog(document: unknown): OscalCatalog {
  if (!isObject(document) || !isObject(document.catalog)) {
    fail('root', 'not an OSCAL catalog: expected a JSON object with a "catalog" property');
  }
  const catalog = document.catalog;
  const metadata = isObject(catalog.metadata)
    ? catalog.metadata
    : fail('element metadata', 'missing metadata');
  const title = optionalString(metadata.title, 'element metadata', 'title');
  if (!title?.trim()) fail('element metadata', 'missing title');
  const params: Param[] = [];
  const count = elementCounter();
  const readNode = (value: Json, type: OscalNode['type'], path: string): OscalNode => {
    count();
    const id = optionalString(value.id, `element ${path}`, 'id');
    const at = `element ${id ?? path}`;
    readJsonParams(value.params, at, params);
    const childPath = (kind: string, i: number) => `${id ?? path}/${kind}[${i}]`;
    return {
      type,
      id,
      title: optionalString(value.title, at, 'title')?.trim(),
      props: readJsonProps(value.props, at),
      parts: objects(value.parts, at, 'parts').map((p) => readJsonPart(p, at)),
      children: [
        ...objects(value.groups, at, 'groups').map((g, i) => readNode(g, 'group', childPath('groups', i))),
        ...objects(value.controls, at, 'controls').map((c, i) =>
          readNode(c, 'control', childPath('controls', i)),
        ),
      ],
      at,
    };
  };
  readJsonParams(catalog.params, 'element catalog', params);
  const nodes = [
    ...objects(catalog.controls, 'element catalog', 'controls').map((c, i) =>
      readNode(c, 'control', `controls[${i}]`),
    ),
    ...objects(catalog.groups, 'element catalog', 'groups').map((g, i) =>
      readNode(g, 'group', `groups[${i}]`),
    ),
  ];
  const remarks = optionalString(metadata.remarks, 'element metadata', 'remarks');
  return {
    uuid: optionalString(catalog.uuid, 'element catalog', 'uuid') ?? null,
    title: title.trim(),
    version: optionalString(metadata.version, 'element metadata', 'version') ?? null,
    remarks: remarks?.trim() || null,
    params,
    nodes,
  };
}

// ---------------------------------------------------------------------------------------------------------
// OSCAL XML. Prose there is XHTML-like markup in the OSCAL namespace (p, ol, li, em, insert …).

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
  line: number;
}

function parseXml(text: string): XmlElement {
  const valid = XMLValidator.validate(text);
  if (valid !== true) fail(`line ${valid.err.line}`, `malformed XML: ${valid.err.msg}`);
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (index: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= index) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    captureMetaData: true,
  });
  const meta = XMLParser.getMetaDataSymbol() as unknown as symbol;
  type XmlNode = Record<string | symbol, unknown>;
  const convert = (node: XmlNode): XmlElement | string | undefined => {
    if (typeof node['#text'] === 'string') return node['#text'];
    const name = Object.keys(node).find((key) => key !== ':@');
    if (name === undefined || name.startsWith('#')) return undefined;
    const startIndex = (node[meta] as { startIndex?: number } | undefined)?.startIndex ?? 0;
    return {
      name,
      attrs: (node[':@'] as Record<string, string> | undefined) ?? {},
      children: (node[name] as XmlNode[]).map(convert).filter((c) => c !== undefined),
      line: lineOf(startIndex),
    };
  };
  const root = (parser.parse(text) as XmlNode[]).map(convert).find((n) => typeof n === 'object');
  if (root === undefined) fail('root', 'not an OSCAL catalog: the file has no XML element');
  return root;
}

/** Element names in the OSCAL namespace, whether written with a prefix or not. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const elements = (el: XmlElement, name?: string) =>
  el.children.filter(
    (c): c is XmlElement => typeof c === 'object' && (name === undefined || localName(c.name) === name),
  );
const textContent = (el: XmlElement | string): string =>
  typeof el === 'string' ? el : el.children.map(textContent).join('');
const childText = (el: XmlElement, name: string) => {
  const child = elements(el, name)[0];
  return child && normaliseSpace(textContent(child));
};

function markupToRich(nodes: (XmlElement | string)[]): Rich {
  const out: Rich = [];
  const wrap = (open: string, el: XmlElement, close: string) =>
    out.push(open, ...markupToRich(el.children), close);
  for (const node of nodes) {
    if (typeof node === 'string') {
      out.push(escapeHtml(node.replace(/\s+/g, ' ')));
      continue;
    }
    const name = localName(node.name);
    if (name === 'insert') {
      if (node.attrs['id-ref']) out.push({ param: node.attrs['id-ref'] });
    } else if (['p', 'ul', 'ol', 'li', 'em', 'strong', 'code'].includes(name))
      wrap(`<${name}>`, node, `</${name}>`);
    else if (name === 'b') wrap('<strong>', node, '</strong>');
    else if (name === 'i') wrap('<em>', node, '</em>');
    else if (/^h[1-6]$/.test(name)) wrap('<p><strong>', node, '</strong></p>');
    else if (name === 'pre') wrap('<p><code>', node, '</code></p>');
    else if (name === 'tr') wrap('<p>', node, '</p>');
    else if (name === 'td' || name === 'th') wrap('', node, ' ');
    else if (name === 'q') wrap('“', node, '”');
    else if (name === 'br') out.push('<br>');
    else if (name === 'img') out.push(escapeHtml(node.attrs.alt ?? ''));
    else if (name === 'a' && SAFE_HREF.test(node.attrs.href ?? '')) {
      wrap(`<a href="${escapeHtml(node.attrs.href ?? '')}">`, node, '</a>');
    } else out.push(...markupToRich(node.children));
  }
  return out;
}

function readXmlProps(el: XmlElement): Prop[] {
  return elements(el, 'prop').map((p) => ({
    name: p.attrs.name ?? '',
    value: p.attrs.value ?? '',
    ns: p.attrs.ns,
    class: p.attrs.class,
  }));
}

const PART_STRUCTURE = new Set(['title', 'prop', 'part', 'link']);

function readXmlPart(el: XmlElement): Part {
  return {
    name: el.attrs.name ?? '',
    ns: el.attrs.ns,
    title: childText(el, 'title'),
    props: readXmlProps(el),
    prose: markupToRich(
      el.children.filter((c) => typeof c === 'string' || !PART_STRUCTURE.has(localName(c.name))),
    ),
    parts: elements(el, 'part').map(readXmlPart),
  };
}

function readXmlParams(el: XmlElement, into: Param[]) {
  for (const p of elements(el, 'param')) {
    if (!p.attrs.id) fail(`line ${p.line}`, 'param: missing id');
    const select = elements(p, 'select')[0];
    into.push({
      id: p.attrs.id,
      label: childText(p, 'label'),
      values: elements(p, 'value').map((v) => normaliseSpace(textContent(v))),
      select: select && {
        howMany: select.attrs['how-many'],
        choices: elements(select, 'choice').map((c) => markupToRich(c.children)),
      },
    });
  }
}

function readXmlCatalog(root: XmlElement): OscalCatalog {
  const prefix = root.name.includes(':') ? `:${root.name.slice(0, root.name.indexOf(':'))}` : '';
  if (localName(root.name) !== 'catalog' || root.attrs[`xmlns${prefix}`] !== OSCAL_NS) {
    fail(
      `line ${root.line}`,
      `not an OSCAL catalog: expected <catalog xmlns="${OSCAL_NS}">, found <${root.name}>`,
    );
  }
  const metadata = elements(root, 'metadata')[0] ?? fail(`line ${root.line}`, 'missing metadata');
  const title = childText(metadata, 'title');
  if (!title) fail(`line ${metadata.line}`, 'metadata: missing title');
  const params: Param[] = [];
  const count = elementCounter();
  const readNode = (el: XmlElement): OscalNode => {
    count();
    readXmlParams(el, params);
    return {
      type: localName(el.name) === 'group' ? 'group' : 'control',
      id: el.attrs.id,
      title: childText(el, 'title'),
      props: readXmlProps(el),
      parts: elements(el, 'part').map(readXmlPart),
      children: elements(el)
        .filter((c) => ['group', 'control'].includes(localName(c.name)))
        .map(readNode),
      at: `line ${el.line}`,
    };
  };
  readXmlParams(root, params);
  const nodes = elements(root)
    .filter((c) => ['group', 'control'].includes(localName(c.name)))
    .map(readNode);
  const remarks = elements(metadata, 'remarks')[0];
  return {
    uuid: root.attrs.uuid ?? null,
    title,
    version: childText(metadata, 'version') ?? null,
    remarks: remarks ? normaliseSpace(textContent(remarks)) || null : null,
    params,
    nodes,
  };
}

// ---------------------------------------------------------------------------------------------------------
// CSV (RFC 4180): code,name,text,parentCode; more columns may follow (an export carries the assessment).

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

function parseCsv(text: string, fileName: string | undefined): ImportedSpecification {
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
