import type { ElementKind } from '@praxis/contract';
import { fail, IMPORT_MAX_TEXT_CHARS } from '../../../lib/document-limits.js';
import { escapeHtml } from '../../../lib/text.js';
import { ELEMENT_KIND_PROP, PRAXIS_OSCAL_NS } from '../specifications.export.js';
import { tidy } from './import.html.js';
import type { ImportedDocumentation, ImportedElement, ImportedSpecification } from './import.model.js';
import { normaliseSpace, type OscalCatalog, type OscalNode, type Part, type Prop } from './oscal.model.js';
import { oscalParameters } from './oscal.params.js';

// Builds the tree of topics, sub-topics and requirements from an OSCAL catalog either reader produced.

const CSF_NS = 'https://csrc.nist.gov/ns/csf';

const isCoreNs = (ns: string | undefined) => ns === undefined || ns === 'http://csrc.nist.gov/ns/oscal';

function propValue(props: Prop[], name: string): string | undefined {
  const matching = props.filter((p) => p.name === name && isCoreNs(p.ns));
  // 800-53 gives a control several labels ('AC-02' zero-padded, 'AC-2'); the one without a class is canonical.
  return (matching.find((p) => p.class === undefined) ?? matching[0])?.value.trim() || undefined;
}

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

const isSubtopicControl = (node: OscalNode) =>
  node.props.some((p) => p.name === ELEMENT_KIND_PROP && p.ns === PRAXIS_OSCAL_NS && p.value === 'subtopic');

function hasCsfExample(node: OscalNode): boolean {
  return (
    node.parts.some((p) => p.name === 'example' && p.ns === CSF_NS) ||
    node.children.some((child) => hasCsfExample(child))
  );
}

export function buildOscal(catalog: OscalCatalog, format: 'oscal-json' | 'oscal-xml'): ImportedSpecification {
  const parameters = oscalParameters(catalog.params);
  const render = parameters.render;

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
  // BSI catalogs label a control within its group ('1' under 'STM' and under 'GC'): a label found more than
  // once is qualified by its parent's code ('STM.1'), and where that still repeats the control's id stands in.
  // Both come from the file alone, so the same catalog imported again gives every element the same code.
  const labelCount = new Map<string, number>();
  const countLabels = (node: OscalNode) => {
    if (withdrawn(node)) return;
    const label = codeOf(node);
    if (label !== undefined) labelCount.set(label, (labelCount.get(label) ?? 0) + 1);
    node.children.forEach(countLabels);
  };
  catalog.nodes.forEach(countLabels);
  const codes = new Set<string>();
  const uniqueCode = (node: OscalNode, parentCode: string | undefined): string => {
    const label = codeOf(node) ?? fail(node.at, 'missing id');
    if ((labelCount.get(label) ?? 0) < 2) return label;
    const qualified = parentCode === undefined ? label : `${parentCode}.${label}`;
    return codes.has(qualified) && node.id !== undefined ? node.id : qualified;
  };
  let requirements = 0;
  const toElement = (node: OscalNode, root: boolean, order: number, parentCode?: string): ImportedElement => {
    if (!node.title) fail(node.at, 'missing title');
    checkLength(node.at, 'title', node.title);
    const code = uniqueCode(node, parentCode);
    if (codes.has(code)) fail(node.at, `duplicate code ${code}`);
    codes.add(code);
    const kept = node.children.filter((child) => !withdrawn(child));
    // Every control is a requirement, with or without enhancements (which nest under it as requirements);
    // only groups structure the tree, as topics and sub-topics, and the controls our export writes for
    // sub-topics where OSCAL has no room for a group.
    const kind: ElementKind =
      node.type === 'group' || isSubtopicControl(node) ? (root ? 'topic' : 'subtopic') : 'requirement';
    if (kind === 'requirement') requirements += 1;
    // Requirements nest only requirements: a group inside a control has no place in the tree.
    if (kind === 'requirement' && kept.some((child) => child.type === 'group' || isSubtopicControl(child))) {
      fail(node.at, 'a control holds a group');
    }
    // Groups carry an overview instead of a statement (CSF functions); it describes them as well.
    const statement =
      node.parts.find((p) => p.name === 'statement') ?? node.parts.find((p) => p.name === 'overview');
    const text = statement ? tidy(partHtml(statement)) : null;
    parameters.belongTo(code, node.id, statement);
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
      oscalId: node.id ?? null,
      name: node.title,
      text,
      order,
      children: kept.map((child, i) => toElement(child, false, i, code)),
      documentation,
    };
  };

  // A catalog may hold controls outside any group: they are gathered under one topic, with their
  // enhancements, since the tree has no room for a requirement without a topic.
  const roots = catalog.nodes.filter((node) => !withdrawn(node));
  const isLoose = (node: OscalNode) => node.type === 'control';
  const topics: ImportedElement[] = [];
  const loose = roots.filter(isLoose).map((node, i) => toElement(node, false, i));
  if (loose.length > 0) {
    if (codes.has('controls')) fail('root', 'duplicate code controls');
    codes.add('controls');
    topics.push({
      kind: 'topic',
      code: 'controls',
      oscalId: null,
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
    parameters: parameters.imported(),
  };
}
