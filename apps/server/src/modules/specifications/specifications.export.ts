import type {
  ElementKind,
  EvidenceContentType,
  EvidenceStatus,
  RequirementParameter,
} from '@praxis/contract';
import { csvCell } from '../../lib/text.js';
import { escapeMarkdown, htmlToMarkdown, htmlToPlainText } from './specifications.export.html.js';
import { oscalParam, parametersCell, withInserts } from './specifications.export.params.js';
import { fillParameters, parametersById } from './specifications.parameters.js';

/*
 * Writes a specification, with the company's assessment of each requirement, as an OSCAL 1.2.1 catalog
 * (JSON) or as CSV. Pure: the caller loads the tree and sends the answer. Both outputs import again through
 * parseSpecification (codes, names and kinds survive; the assessment rides along and is ignored there).
 */

/** The current revision of one evidence of a requirement or of an execution of its linked controls. */
export interface ExportEvidence {
  /** The evidence's id (a version 4 UUID), the resource's uuid in OSCAL. */
  id: string;
  title: string;
  description: string | null;
  owner: 'Requirements' | 'Executions';
  /** A link's address, or the download address of a file's current revision. */
  href: string;
  mediaType: EvidenceContentType | null;
  /** Null for a link. */
  sha256: string | null;
  status: EvidenceStatus;
  revision: number;
  effectiveDate: string | null;
  expiresDate: string | null;
}

export interface ExportElement {
  kind: ElementKind;
  code: string;
  name: string;
  text: string | null;
  /** The parameters of its statement, or that it defines, with the values in effect (none from a CSV). */
  parameters?: RequirementParameter[];
  children: ExportElement[];
  assessment: {
    semaphore: 'green' | 'yellow' | 'red' | 'gray';
    applicable: boolean | null;
    justification: string | null;
    deadlineDate: string | null;
    implementedDate: string | null;
    expiresDate: string | null;
    maturity: { current: number | null; target: number | null };
    controls: { identifier: string; name: string; title: string | null }[];
    evidence: ExportEvidence[];
  } | null;
}

export interface ExportSpecification {
  id: string;
  name: string;
  description: string | null;
  version: string | null;
  source: string;
  sourceId: string | null;
  importedAt: string;
  exportedAt: string;
  /** The licence of the library entry it came from, where that licence asks every copy to say so. */
  attribution: { licence: string; url: string; text: string } | null;
  topics: ExportElement[];
}

export const PRAXIS_OSCAL_NS = 'https://praxis.dev/ns/oscal';
/** The Praxis prop that marks a control holding a sub-topic, where a group cannot be written. */
export const ELEMENT_KIND_PROP = 'element-kind';

// ---------------------------------------------------------------------------------------------------------
// OSCAL JSON

/** OSCAL ids are tokens (a letter or '_' first, then letters, digits, '.', '-', '_'); codes like 'AC-2(1)' are not. */
function tokenOf(code: string, taken: Set<string>): string {
  let token = code.replace(/[^\p{L}\p{N}._-]/gu, '_');
  if (!/^[\p{L}_]/u.test(token)) token = `_${token}`;
  let unique = token;
  for (let n = 2; taken.has(unique); n += 1) unique = `${token}_${n}`;
  taken.add(unique);
  return unique;
}

/**
 * OSCAL's one-line fields (titles, prop values, versions) may hold no line break and may not start or end
 * with whitespace, where a name or code imported from a CSV cell may; other whitespace stays as it was, so a
 * name comes back unchanged from a re-import.
 */
export const oneLine = (text: string) => text.replace(/\s*[\n\r\u2028\u2029]\s*/g, ' ').trim();

interface OscalProp {
  name: string;
  ns?: string;
  value: string;
  remarks?: string;
}

/** OSCAL prop values may not be empty: a value that is not there is no prop. */
function praxisProp(name: string, value: string | number | boolean | null, remarks?: string): OscalProp[] {
  const text = value === null ? '' : oneLine(String(value));
  if (text === '') return [];
  return [
    { name, ns: PRAXIS_OSCAL_NS, value: text, ...(remarks ? { remarks: escapeMarkdown(remarks) } : {}) },
  ];
}

/**
 * An evidence as an OSCAL back-matter resource: its address with the SHA-256 of the file, and its review
 * state as Praxis props. Controls point at it with a `reference` link to `#<uuid>`.
 */
function resourceOf(evidence: ExportEvidence): object {
  return {
    uuid: evidence.id,
    title: escapeMarkdown(oneLine(evidence.title)),
    ...(evidence.description?.trim() ? { description: escapeMarkdown(evidence.description) } : {}),
    props: [
      ...praxisProp('evidence-owner', evidence.owner),
      ...praxisProp('evidence-status', evidence.status),
      ...praxisProp('evidence-revision', evidence.revision),
      ...praxisProp('effective-date', evidence.effectiveDate),
      ...praxisProp('expires-date', evidence.expiresDate),
    ],
    rlinks: [
      {
        href: evidence.href,
        ...(evidence.mediaType ? { 'media-type': evidence.mediaType } : {}),
        ...(evidence.sha256 ? { hashes: [{ algorithm: 'SHA-256', value: evidence.sha256 }] } : {}),
      },
    ],
  };
}

const attributionOf = ({ attribution }: ExportSpecification) =>
  attribution ? escapeMarkdown(`Source: ${attribution.text}`) : '';

export function toOscalJson(spec: ExportSpecification): object {
  const taken = new Set<string>();
  // A parameter is defined once, on the first element in the tree that has it; prose anywhere inserts it.
  const defined = new Set<string>();
  const paramsOf = (element: ExportElement) => {
    const first = (element.parameters ?? []).filter((p) => !defined.has(p.id));
    for (const p of first) defined.add(p.id);
    return first.length > 0 ? { params: first.map((p) => oscalParam(p, escapeMarkdown)) } : {};
  };
  const everywhere = (elements: ExportElement[]): ExportElement[] =>
    elements.flatMap((e) => [e, ...everywhere(e.children)]);
  const exported = new Set(everywhere(spec.topics).flatMap((e) => (e.parameters ?? []).map((p) => p.id)));
  const prose = (text: string | null) => (text === null ? '' : withInserts(text, exported, htmlToMarkdown));
  // One resource per evidence, however many requirements its execution's control is linked to.
  const resources = new Map<string, object>();

  const assessmentOf = (element: ExportElement, id: string) => {
    const a = element.assessment;
    if (a === null) return { props: [], parts: [] };
    const props = [
      ...praxisProp('semaphore', a.semaphore),
      ...praxisProp('applicable', a.applicable),
      ...praxisProp('deadline-date', a.deadlineDate),
      ...praxisProp('implemented-date', a.implementedDate),
      ...praxisProp('expires-date', a.expiresDate),
      ...praxisProp('maturity-current', a.maturity.current),
      ...praxisProp('maturity-target', a.maturity.target),
      ...a.controls.flatMap((c) =>
        praxisProp('linked-control', c.identifier, [c.name, c.title].filter(Boolean).join(': ')),
      ),
    ];
    const parts = a.justification?.trim()
      ? [
          {
            id: `${id}_justification`,
            name: 'justification',
            ns: PRAXIS_OSCAL_NS,
            prose: escapeMarkdown(a.justification),
          },
        ]
      : [];
    return { props, parts };
  };

  const control = (element: ExportElement): object => {
    const id = tokenOf(element.code, taken);
    const text = prose(element.text);
    const assessment = assessmentOf(element, id);
    const evidence = element.assessment?.evidence ?? [];
    for (const e of evidence) if (!resources.has(e.id)) resources.set(e.id, resourceOf(e));
    const parts = [
      ...(text ? [{ id: `${id}_smt`, name: 'statement', prose: text }] : []),
      ...assessment.parts,
    ];
    return {
      id,
      ...paramsOf(element),
      title: oneLine(element.name),
      props: [
        { name: 'label', value: oneLine(element.code) },
        ...(element.kind === 'requirement' ? [] : praxisProp(ELEMENT_KIND_PROP, element.kind)),
        ...assessment.props,
      ],
      ...(evidence.length > 0
        ? { links: evidence.map((e) => ({ href: `#${e.id}`, rel: 'reference' })) }
        : {}),
      ...(parts.length > 0 ? { parts } : {}),
      ...(element.children.length > 0 ? { controls: element.children.map(control) } : {}),
    };
  };

  /*
   * Topics and sub-topics are groups, requirements controls: a requirement nested in another is a control in
   * its control, as an enhancement is in NIST's catalogs. A group holds groups or controls, never both, so
   * the sub-topics of a topic that also holds requirements are controls marked `element-kind` subtopic, which
   * the importer reads back as sub-topics.
   */
  const group = (topic: ExportElement): object => {
    const id = tokenOf(topic.code, taken);
    const text = prose(topic.text);
    const onlyGroups = topic.children.every((child) => child.kind !== 'requirement');
    return {
      id,
      ...paramsOf(topic),
      title: oneLine(topic.name),
      props: [{ name: 'label', value: oneLine(topic.code) }],
      // Groups carry an overview, as NIST's catalogs do; the importer reads it back as the topic's text.
      ...(text ? { parts: [{ id: `${id}_ovw`, name: 'overview', prose: text }] } : {}),
      ...(topic.children.length === 0
        ? {}
        : onlyGroups
          ? { groups: topic.children.map(group) }
          : { controls: topic.children.map(control) }),
    };
  };

  const groups = spec.topics.map(group);
  // A licence that asks for attribution travels in the metadata: a link to the licence and its text.
  const remarks = [spec.description?.trim() ? escapeMarkdown(spec.description) : '', attributionOf(spec)]
    .filter(Boolean)
    .join('\n\n');
  return {
    catalog: {
      uuid: spec.sourceId ?? spec.id,
      metadata: {
        title: oneLine(spec.name),
        'last-modified': spec.exportedAt,
        // OSCAL requires a version; a specification imported from CSV has none.
        version: oneLine(spec.version ?? '') || 'unversioned',
        'oscal-version': '1.2.1',
        props: [
          ...praxisProp('specification-id', spec.id),
          ...praxisProp('source', spec.source),
          ...praxisProp('imported-at', spec.importedAt),
        ],
        ...(spec.attribution
          ? { links: [{ href: spec.attribution.url, rel: 'license', text: spec.attribution.licence }] }
          : {}),
        ...(remarks ? { remarks } : {}),
      },
      groups,
      // OSCAL wants at least one resource in a back-matter, so none without evidence.
      ...(resources.size > 0 ? { 'back-matter': { resources: [...resources.values()] } } : {}),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// CSV (RFC 4180). The first four columns are the import format; the rest is the assessment. The statement
// reads with its parameters' values in effect, and a column names each value and where it comes from. For a
// specification whose licence asks for attribution, a last column `licence` carries it on every row: CSV has
// no comments, and the importer reads the first four columns of a file whatever follows them.

const CSV_HEADER = [
  'code',
  'name',
  'text',
  'parentCode',
  'kind',
  'semaphore',
  'applicable',
  'justification',
  'deadlineDate',
  'implementedDate',
  'expiresDate',
  'maturityCurrent',
  'maturityTarget',
  'controls',
  'parameters',
] as const;

export function toCsv(spec: ExportSpecification): string {
  const licence = spec.attribution ? [spec.attribution.text] : [];
  const lines = [[...CSV_HEADER, ...(spec.attribution ? ['licence'] : [])].join(',')];
  const write = (element: ExportElement, parentCode: string | null) => {
    const a = element.assessment;
    const cells = [
      element.code,
      element.name,
      element.text === null
        ? null
        : htmlToPlainText(fillParameters(element.text, parametersById(element.parameters ?? []))),
      parentCode,
      element.kind,
      a?.semaphore ?? null,
      a?.applicable ?? null,
      a?.justification ?? null,
      a?.deadlineDate ?? null,
      a?.implementedDate ?? null,
      a?.expiresDate ?? null,
      a?.maturity.current ?? null,
      a?.maturity.target ?? null,
      a ? a.controls.map((c) => `${c.identifier} (${c.name})`).join('; ') : null,
      parametersCell(element.parameters ?? []),
      ...licence,
    ];
    lines.push(cells.map(csvCell).join(','));
    for (const child of element.children) write(child, element.code);
  };
  for (const topic of spec.topics) write(topic, null);
  return `${lines.join('\r\n')}\r\n`;
}
