import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DOCUMENT_MAX_DEPTH, fail, guardXml } from '../../../lib/document-limits.js';
import { escapeHtml } from '../../../lib/text.js';
import { SAFE_HREF } from './import.html.js';
import type { OscalCatalog, OscalNode, Param, Part, Prop, Rich } from './oscal.model.js';
import { elementCounter, normaliseSpace } from './oscal.model.js';

// OSCAL XML. Prose there is XHTML-like markup in the OSCAL namespace (p, ol, li, em, insert …).

export const OSCAL_NS = 'http://csrc.nist.gov/ns/oscal/1.0';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
  line: number;
}

export function parseXml(text: string): XmlElement {
  guardXml(text);
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
    // The guard refused deeper files already; the parser's own limit must not be the lower one.
    maxNestedTags: DOCUMENT_MAX_DEPTH,
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
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);
export const elements = (el: XmlElement, name?: string) =>
  el.children.filter(
    (c): c is XmlElement => typeof c === 'object' && (name === undefined || localName(c.name) === name),
  );
export const textContent = (el: XmlElement | string): string =>
  typeof el === 'string' ? el : el.children.map(textContent).join('');
export const childText = (el: XmlElement, name: string) => {
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

export function readXmlProps(el: XmlElement): Prop[] {
  return elements(el, 'prop').map((p) => ({
    name: p.attrs.name ?? '',
    value: p.attrs.value ?? '',
    ns: p.attrs.ns,
    class: p.attrs.class,
  }));
}

const PART_STRUCTURE = new Set(['title', 'prop', 'part', 'link']);

export function readXmlPart(el: XmlElement): Part {
  return {
    id: el.attrs.id,
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

/** A param, or a profile's set-parameter (which names its param by `param-id`). */
export function readXmlParam(p: XmlElement, id: string): Param {
  const select = elements(p, 'select')[0];
  return {
    id,
    class: p.attrs.class,
    label: childText(p, 'label'),
    guidelines:
      elements(p, 'guideline')
        .map((g) => normaliseSpace(textContent(g)))
        .filter(Boolean)
        .join(' ') || undefined,
    values: elements(p, 'value').map((v) => normaliseSpace(textContent(v))),
    select: select && {
      howMany: select.attrs['how-many'],
      choices: elements(select, 'choice').map((c) => markupToRich(c.children)),
    },
  };
}

export function readXmlParams(el: XmlElement, into: Param[], definedBy?: string) {
  for (const p of elements(el, 'param')) {
    const param = readXmlParam(p, p.attrs.id ?? fail(`line ${p.line}`, 'param: missing id'));
    into.push(definedBy === undefined ? param : { ...param, definedBy });
  }
}

/** Whether the document's root is OSCAL's `name` (catalog, profile) in the OSCAL namespace. */
export function isOscalRoot(root: XmlElement, name: string): boolean {
  const prefix = root.name.includes(':') ? `:${root.name.slice(0, root.name.indexOf(':'))}` : '';
  return localName(root.name) === name && root.attrs[`xmlns${prefix}`] === OSCAL_NS;
}

/** What a catalog and a profile both say of themselves: their uuid and metadata. */
export function readXmlHeader(root: XmlElement) {
  const metadata = elements(root, 'metadata')[0] ?? fail(`line ${root.line}`, 'missing metadata');
  const title = childText(metadata, 'title');
  if (!title) fail(`line ${metadata.line}`, 'metadata: missing title');
  const remarks = elements(metadata, 'remarks')[0];
  return {
    uuid: root.attrs.uuid ?? null,
    title,
    version: childText(metadata, 'version') ?? null,
    remarks: remarks ? normaliseSpace(textContent(remarks)) || null : null,
  };
}

export function readXmlCatalog(root: XmlElement): OscalCatalog {
  if (!isOscalRoot(root, 'catalog')) {
    fail(
      `line ${root.line}`,
      `not an OSCAL catalog: expected <catalog xmlns="${OSCAL_NS}">, found <${root.name}>`,
    );
  }
  const header = readXmlHeader(root);
  const params: Param[] = [];
  const count = elementCounter();
  const readNode = (el: XmlElement): OscalNode => {
    count();
    readXmlParams(el, params, el.attrs.id);
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
  return { ...header, params, nodes };
}
