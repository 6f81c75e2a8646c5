import { unstorableCharacter } from '@praxis/contract';
import { fail, guardJson, ImportError, lineAndColumn } from '../../../lib/document-limits.js';
import { escapeHtml } from '../../../lib/text.js';
import { SAFE_HREF } from './import.html.js';
import type { OscalCatalog, OscalNode, Param, Part, Prop, Rich } from './oscal.model.js';
import { elementCounter, normaliseSpace } from './oscal.model.js';

/*
 * OSCAL JSON. Prose there is Markdown: paragraphs, lists, **strong**, *em*, `code`, [links](…) and
 * {{ insert: param, id }}.
 */

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

export function parseJson(text: string): unknown {
  guardJson(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const offset = jsonErrorOffset(text);
    const { line, column } = lineAndColumn(text, offset);
    const found =
      offset >= text.length ? 'unexpected end of file' : `unexpected ${JSON.stringify(text[offset])}`;
    fail(`line ${line}`, `malformed JSON at column ${column}: ${found}`);
  }
  // An escape (\u0000) brings in what the raw bytes could not: refused here, not by the database mid-import.
  const character = unstorableCharacter(value);
  if (character !== undefined) throw new ImportError('importUnstorable', { character });
  return value;
}

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function list(value: unknown, at: string, what: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(at, `${what} must be a list`);
  return value;
}

export function optionalString(value: unknown, at: string, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail(at, `${what} must be text`);
  return value;
}

export function objects(value: unknown, at: string, what: string): Json[] {
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

export function readJsonProps(value: unknown, at: string): Prop[] {
  return objects(value, at, 'props').map((p) => ({
    name: optionalString(p.name, at, 'prop name') ?? '',
    value: optionalString(p.value, at, 'prop value') ?? '',
    ns: optionalString(p.ns, at, 'prop ns'),
    class: optionalString(p.class, at, 'prop class'),
  }));
}

export function readJsonPart(part: Json, at: string): Part {
  return {
    id: optionalString(part.id, at, 'part id'),
    name: optionalString(part.name, at, 'part name') ?? '',
    ns: optionalString(part.ns, at, 'part ns'),
    title: optionalString(part.title, at, 'part title'),
    props: readJsonProps(part.props, at),
    prose: markdownToRich(optionalString(part.prose, at, 'prose') ?? ''),
    parts: objects(part.parts, at, 'parts').map((p) => readJsonPart(p, at)),
  };
}

/** A param, or a profile's set-parameter (which names its param by `param-id`). */
export function readJsonParam(p: Json, id: string, at: string): Param {
  const select = isObject(p.select) ? p.select : undefined;
  return {
    id,
    class: optionalString(p.class, at, 'param class'),
    label: optionalString(p.label, at, 'param label'),
    guidelines:
      objects(p.guidelines, at, 'guidelines')
        .map((g) => normaliseSpace(optionalString(g.prose, at, 'guideline prose') ?? ''))
        .filter(Boolean)
        .join(' ') || undefined,
    values: list(p.values, at, 'param values').map((v) =>
      typeof v === 'string' ? v : fail(at, 'param values must be text'),
    ),
    select: select && {
      howMany: optionalString(select['how-many'], at, 'how-many'),
      choices: list(select.choice, at, 'choice').map((c) =>
        typeof c === 'string' ? inlineMarkdown(c) : fail(at, 'choices must be text'),
      ),
    },
  };
}

export function readJsonParams(value: unknown, at: string, into: Param[], definedBy?: string) {
  for (const p of objects(value, at, 'params')) {
    const param = readJsonParam(p, optionalString(p.id, at, 'param id') ?? fail(at, 'param: missing id'), at);
    into.push(definedBy === undefined ? param : { ...param, definedBy });
  }
}

/** What a catalog and a profile both say of themselves: their uuid and metadata. */
export function readJsonHeader(model: Json, at: string) {
  const metadata = isObject(model.metadata) ? model.metadata : fail('element metadata', 'missing metadata');
  const title = optionalString(metadata.title, 'element metadata', 'title')?.trim();
  if (!title) fail('element metadata', 'missing title');
  const remarks = optionalString(metadata.remarks, 'element metadata', 'remarks');
  return {
    uuid: optionalString(model.uuid, at, 'uuid') ?? null,
    title,
    version: optionalString(metadata.version, 'element metadata', 'version') ?? null,
    remarks: remarks?.trim() || null,
  };
}

export function readJsonCatalog(document: unknown): OscalCatalog {
  if (!isObject(document) || !isObject(document.catalog)) {
    fail('root', 'not an OSCAL catalog: expected a JSON object with a "catalog" property');
  }
  const catalog = document.catalog;
  const header = readJsonHeader(catalog, 'element catalog');
  const params: Param[] = [];
  const count = elementCounter();
  const readNode = (value: Json, type: OscalNode['type'], path: string): OscalNode => {
    count();
    const id = optionalString(value.id, `element ${path}`, 'id');
    const at = `element ${id ?? path}`;
    readJsonParams(value.params, at, params, id);
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
  return { ...header, params, nodes };
}
