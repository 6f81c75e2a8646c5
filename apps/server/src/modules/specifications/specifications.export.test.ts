import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../lib/csv.js';
import { expectValidOscal, oscalErrors } from '../../test/oscal-schema.js';
import type { ImportedElement, ImportedSpecification } from './import/import.model.js';
import { parseSpecification } from './import/import.parser.js';
import { htmlToMarkdown, htmlToPlainText } from './specifications.export.html.js';
import {
  type ExportElement,
  type ExportEvidence,
  type ExportSpecification,
  PRAXIS_OSCAL_NS,
  toCsv,
  toOscalJson,
} from './specifications.export.js';

type Assessment = NonNullable<ExportElement['assessment']>;

const assessment = (extra: Partial<Assessment> = {}): Assessment => ({
  semaphore: 'gray',
  applicable: null,
  justification: null,
  deadlineDate: null,
  implementedDate: null,
  expiresDate: null,
  maturity: { current: null, target: null },
  controls: [],
  evidence: [],
  ...extra,
});

const scan: ExportEvidence = {
  id: '3f2b8c1d-9a4e-4b7f-8c6d-2e1f0a9b8c7d',
  title: 'Scan *report*',
  description: 'Quarterly, from the scanner',
  owner: 'Executions',
  href: '/v2/evidence/3f2b8c1d-9a4e-4b7f-8c6d-2e1f0a9b8c7d/revisions/2/download',
  mediaType: 'application/pdf',
  sha256: 'a'.repeat(64),
  status: 'approved',
  revision: 2,
  effectiveDate: '2026-01-15',
  expiresDate: '2027-01-15',
};
const ticket: ExportEvidence = {
  id: '5e6f7a8b-1c2d-4e3f-9a0b-c1d2e3f4a5b6',
  title: 'Ticket',
  description: null,
  owner: 'Requirements',
  href: 'https://tickets.example.com/42',
  mediaType: null,
  sha256: null,
  status: 'submitted',
  revision: 1,
  effectiveDate: null,
  expiresDate: null,
};

const requirement = (code: string, extra: Partial<ExportElement> = {}): ExportElement => ({
  kind: 'requirement',
  code,
  name: `Requirement ${code}`,
  text: null,
  children: [],
  assessment: assessment(),
  ...extra,
});

const attribution = {
  licence: 'CC BY-SA 4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  text: 'The BSI, under CC BY-SA 4.0.',
};

const spec: ExportSpecification = {
  id: '7d3c1e2a-5b6f-4c8d-9e0f-1a2b3c4d5e6f',
  name: 'Sample',
  description: 'Our *own* catalogue',
  version: null,
  source: 'CSV',
  sourceId: null,
  importedAt: '2026-01-02T03:04:05.000Z',
  exportedAt: '2026-02-03T04:05:06.000Z',
  attribution: null,
  topics: [
    {
      kind: 'topic',
      code: 'GV',
      name: 'Govern',
      text: '<p>Set the <strong>direction</strong>.</p>',
      assessment: null,
      children: [
        {
          kind: 'subtopic',
          code: 'AC-2',
          name: 'Account Management',
          text: null,
          assessment: null,
          children: [
            requirement('AC-2(1)', {
              name: 'Automated, "quoted" management',
              text: '<p>Use <em>automated</em> mechanisms &amp; <a href="https://example.com/x_(y)">tools</a>:</p><ul><li>one</li><li>two<ol><li>deep</li></ol></li></ul>',
              assessment: assessment({
                semaphore: 'green',
                applicable: true,
                justification: '=HYPERLINK("http://evil")',
                deadlineDate: '2026-03-01',
                implementedDate: '2026-02-01',
                expiresDate: '2027-02-01',
                maturity: { current: 3, target: 5 },
                controls: [
                  { identifier: 'KON-001', name: 'Access review', title: 'Quarterly review' },
                  { identifier: 'KON-002', name: 'MFA', title: null },
                ],
                evidence: [ticket, scan],
              }),
            }),
          ],
        },
        requirement('-1 odd', {
          // The same execution's evidence under a second requirement: one resource, two links.
          assessment: assessment({ applicable: false, justification: 'Not in scope', evidence: [scan] }),
        }),
      ],
    },
    { kind: 'topic', code: 'EMPTY', name: 'Nothing yet', text: null, assessment: null, children: [] },
  ],
};

function shape(elements: (ImportedElement | ExportElement)[]): unknown[] {
  return elements.map((e) => [e.code, e.name, e.kind, shape(e.children)]);
}

const reimport = (content: string | object, fileName?: string): ImportedSpecification =>
  parseSpecification(Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)), fileName);

interface OscalControl {
  id: string;
  title: string;
  props: { name: string; ns?: string; value: string; remarks?: string }[];
  parts?: { id: string; name: string; ns?: string; prose: string }[];
  links?: { href: string; rel: string }[];
  controls?: OscalControl[];
}

describe('OSCAL JSON export', () => {
  const oscal = toOscalJson(spec) as {
    catalog: {
      uuid: string;
      metadata: Record<string, unknown>;
      groups: OscalControl[];
      'back-matter'?: { resources: unknown[] };
    };
  };

  it('writes an OSCAL 1.2.1 catalog with tokens for ids and codes as labels', () => {
    expectValidOscal('catalog', oscal);
    const { catalog } = oscal;
    expect(catalog.uuid).toBe(spec.id);
    expect(catalog.metadata).toEqual({
      title: 'Sample',
      'last-modified': '2026-02-03T04:05:06.000Z',
      version: 'unversioned',
      'oscal-version': '1.2.1',
      props: [
        { name: 'specification-id', ns: PRAXIS_OSCAL_NS, value: spec.id },
        { name: 'source', ns: PRAXIS_OSCAL_NS, value: 'CSV' },
        { name: 'imported-at', ns: PRAXIS_OSCAL_NS, value: '2026-01-02T03:04:05.000Z' },
      ],
      remarks: 'Our \\*own\\* catalogue',
    });
    const govern = catalog.groups[0]!;
    const empty = catalog.groups[1];
    expect(govern).toMatchObject({
      id: 'GV',
      title: 'Govern',
      props: [{ name: 'label', value: 'GV' }],
      parts: [{ id: 'GV_ovw', name: 'overview', prose: 'Set the **direction**.' }],
    });
    expect(empty).toEqual({ id: 'EMPTY', title: 'Nothing yet', props: [{ name: 'label', value: 'EMPTY' }] });
    const ac2 = govern.controls![0]!;
    const odd = govern.controls![1]!;
    // A group holds groups or controls, never both: beside a requirement, the sub-topic is a marked control.
    expect(ac2).toMatchObject({
      id: 'AC-2',
      title: 'Account Management',
      props: [
        { name: 'label', value: 'AC-2' },
        { name: 'element-kind', ns: PRAXIS_OSCAL_NS, value: 'subtopic' },
      ],
    });
    expect(ac2.parts).toBeUndefined();
    expect(odd.id).toBe('_-1_odd');
    expect(ac2.controls![0]!.id).toBe('AC-2_1_');
  });

  it('carries the assessment as props in the Praxis namespace and the justification as a part', () => {
    const automated = oscal.catalog.groups[0]!.controls![0]!.controls![0]!;
    expect(automated.id).toBe('AC-2_1_');
    expect(automated.props).toEqual([
      { name: 'label', value: 'AC-2(1)' },
      { name: 'semaphore', ns: PRAXIS_OSCAL_NS, value: 'green' },
      { name: 'applicable', ns: PRAXIS_OSCAL_NS, value: 'true' },
      { name: 'deadline-date', ns: PRAXIS_OSCAL_NS, value: '2026-03-01' },
      { name: 'implemented-date', ns: PRAXIS_OSCAL_NS, value: '2026-02-01' },
      { name: 'expires-date', ns: PRAXIS_OSCAL_NS, value: '2027-02-01' },
      { name: 'maturity-current', ns: PRAXIS_OSCAL_NS, value: '3' },
      { name: 'maturity-target', ns: PRAXIS_OSCAL_NS, value: '5' },
      {
        name: 'linked-control',
        ns: PRAXIS_OSCAL_NS,
        value: 'KON-001',
        remarks: 'Access review: Quarterly review',
      },
      { name: 'linked-control', ns: PRAXIS_OSCAL_NS, value: 'KON-002', remarks: 'MFA' },
    ]);
    expect(automated.parts).toEqual([
      {
        id: 'AC-2_1__smt',
        name: 'statement',
        prose:
          'Use *automated* mechanisms & [tools](https://example.com/x_%28y%29):\n\n- one\n- two\n  1. deep',
      },
      {
        id: 'AC-2_1__justification',
        name: 'justification',
        ns: PRAXIS_OSCAL_NS,
        prose: '=HYPERLINK("http://evil")',
      },
    ]);
    const odd = oscal.catalog.groups[0]!.controls![1]!;
    expect(odd.props).toContainEqual({ name: 'applicable', ns: PRAXIS_OSCAL_NS, value: 'false' });
  });

  it('lists evidence as back-matter resources with their hashes, linked from each requirement', () => {
    expect(oscal.catalog['back-matter']?.resources).toEqual([
      {
        uuid: ticket.id,
        title: 'Ticket',
        props: [
          { name: 'evidence-owner', ns: PRAXIS_OSCAL_NS, value: 'Requirements' },
          { name: 'evidence-status', ns: PRAXIS_OSCAL_NS, value: 'submitted' },
          { name: 'evidence-revision', ns: PRAXIS_OSCAL_NS, value: '1' },
        ],
        rlinks: [{ href: 'https://tickets.example.com/42' }],
      },
      {
        uuid: scan.id,
        title: 'Scan \\*report\\*',
        description: 'Quarterly, from the scanner',
        props: [
          { name: 'evidence-owner', ns: PRAXIS_OSCAL_NS, value: 'Executions' },
          { name: 'evidence-status', ns: PRAXIS_OSCAL_NS, value: 'approved' },
          { name: 'evidence-revision', ns: PRAXIS_OSCAL_NS, value: '2' },
          { name: 'effective-date', ns: PRAXIS_OSCAL_NS, value: '2026-01-15' },
          { name: 'expires-date', ns: PRAXIS_OSCAL_NS, value: '2027-01-15' },
        ],
        rlinks: [
          {
            href: scan.href,
            'media-type': 'application/pdf',
            hashes: [{ algorithm: 'SHA-256', value: 'a'.repeat(64) }],
          },
        ],
      },
    ]);
    const govern = oscal.catalog.groups[0]!;
    expect(govern.controls![0]!.controls![0]!.links).toEqual([
      { href: `#${ticket.id}`, rel: 'reference' },
      { href: `#${scan.id}`, rel: 'reference' },
    ]);
    expect(govern.controls![1]!.links).toEqual([{ href: `#${scan.id}`, rel: 'reference' }]);
    // Without evidence, no back-matter at all (an empty one is invalid) and no links.
    const bare = toOscalJson({ ...spec, topics: [spec.topics[1] as ExportElement] }) as {
      catalog: Record<string, unknown>;
    };
    expectValidOscal('catalog', bare);
    expect(bare.catalog).not.toHaveProperty('back-matter');
  });

  it("is checked by NIST's schema, which refuses what OSCAL does not allow", () => {
    const broken = structuredClone(oscal);
    delete broken.catalog.metadata.version;
    broken.catalog.groups[0]!.id = 'AC-2(1)';
    broken.catalog['back-matter'] = { resources: [] };
    expect(oscalErrors('catalog', broken).split('\n')).toEqual(
      expect.arrayContaining([
        'data/catalog/back-matter/resources must NOT have fewer than 1 items',
        'data/catalog/groups/0/id must match pattern "^(\\p{L}|_)(\\p{L}|\\p{N}|[.\\-_])*$"',
        "data/catalog/metadata must have required property 'version'",
      ]),
    );
    expect(() => expectValidOscal('catalog', broken)).toThrow(
      /metadata must have required property 'version'/,
    );
  });

  it('writes a valid catalog whatever the names, codes, texts and version hold', () => {
    // As the importers store them: trimmed and not empty, any characters and line breaks inside.
    const anyText = fc
      .string({ unit: 'binary', minLength: 1 })
      .map((s) => s.trim())
      .filter((s) => s !== '');
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, (code, name, text, version) => {
        const tree: ExportSpecification = {
          ...spec,
          name,
          version,
          description: text,
          topics: [
            {
              kind: 'topic',
              code,
              name,
              text,
              assessment: null,
              children: [
                requirement(code, {
                  name,
                  text,
                  assessment: assessment({
                    justification: text,
                    controls: [{ identifier: code, name, title: text }],
                    evidence: [{ ...scan, title: name, description: text }],
                  }),
                }),
              ],
            },
          ],
        };
        expectValidOscal('catalog', toOscalJson(tree));
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the source catalog uuid, so a re-import updates in place', () => {
    const fromOscal = toOscalJson({
      ...spec,
      sourceId: '0470d39a-3e02-4bff-82cf-676d522c1554',
      version: '5.1.1',
    }) as {
      catalog: { uuid: string; metadata: { version: string } };
    };
    expect(fromOscal.catalog.uuid).toBe('0470d39a-3e02-4bff-82cf-676d522c1554');
    expect(fromOscal.catalog.metadata.version).toBe('5.1.1');
  });

  it('names the licence and its attribution in the metadata where the licence asks for it', () => {
    const licensed = toOscalJson({ ...spec, attribution }) as {
      catalog: { metadata: { links: unknown[]; remarks: string } };
    };
    expectValidOscal('catalog', licensed);
    expect(licensed.catalog.metadata.links).toEqual([
      { href: attribution.url, rel: 'license', text: 'CC BY-SA 4.0' },
    ]);
    expect(licensed.catalog.metadata.remarks).toBe(
      'Our \\*own\\* catalogue\n\nSource: The BSI, under CC BY-SA 4.0.',
    );
  });

  it('imports again into the same tree', () => {
    const again = reimport(oscal);
    expect(again).toMatchObject({
      format: 'oscal-json',
      name: 'Sample',
      sourceId: spec.id,
      version: 'unversioned',
    });
    expect(shape(again.topics)).toEqual(shape(spec.topics));
    const automated = again.topics[0]?.children[0]?.children[0];
    expect(automated?.text).toBe(
      '<p>Use <em>automated</em> mechanisms &amp; <a href="https://example.com/x_%28y%29">tools</a>:</p><ul><li>one</li><li>two</li><li>deep</li></ul>',
    );
    expect(again.topics[0]?.text).toBe('<p>Set the <strong>direction</strong>.</p>');
  });

  it('writes sub-topics as nested groups where no requirement is beside them', () => {
    const nested: ExportSpecification = {
      ...spec,
      topics: [
        {
          kind: 'topic',
          code: 'T',
          name: 'Topic',
          text: null,
          assessment: null,
          children: [
            { ...(spec.topics[0]?.children[0] as ExportElement), code: 'S', name: 'Sub' },
            { kind: 'subtopic', code: 'S2', name: 'Sub two', text: null, assessment: null, children: [] },
          ],
        },
      ],
    };
    const written = toOscalJson(nested) as { catalog: { groups: { groups?: { id: string }[] }[] } };
    expectValidOscal('catalog', written);
    expect(written.catalog.groups[0]?.groups?.map((g) => g.id)).toEqual(['S', 'S2']);
    expect(shape(reimport(written).topics)).toEqual(shape(nested.topics));
  });

  it('round-trips the shipped MODERATE baseline, enhancements as controls in their controls', () => {
    const moderate = parseSpecification(
      readFileSync(
        new URL(
          '../../seed/catalogs/NIST_SP-800-53_rev5_MODERATE-baseline-resolved-profile_catalog.json',
          import.meta.url,
        ),
      ),
    );
    const toExport = (e: ImportedElement): ExportElement => ({
      kind: e.kind,
      code: e.code,
      name: e.name,
      text: e.text,
      children: e.children.map(toExport),
      assessment: e.kind === 'requirement' ? assessment() : null,
    });
    const exported: ExportSpecification = {
      ...spec,
      name: moderate.name,
      sourceId: moderate.sourceId,
      topics: moderate.topics.map(toExport),
    };
    const oscal = toOscalJson(exported) as { catalog: { groups: OscalControl[] } };
    expectValidOscal('catalog', oscal);
    const ac2 = oscal.catalog.groups[0]?.controls?.find((c) => c.id === 'AC-2');
    expect(ac2?.controls?.map((c) => c.id)).toEqual([
      'AC-2_1_',
      'AC-2_2_',
      'AC-2_3_',
      'AC-2_4_',
      'AC-2_5_',
      'AC-2_13_',
    ]);
    const again = reimport(oscal);
    expect(shape(again.topics)).toEqual(shape(moderate.topics));
    expect(again.sourceId).toBe('4b12cf47-447b-47bb-8653-0a9cf544b744');
    const csv = reimport(toCsv(exported));
    expect(shape(csv.topics)).toEqual(shape(moderate.topics));
  });
});

describe('CSV export', () => {
  const csv = toCsv(spec);
  const records = [...csvRecords(csv, Number.POSITIVE_INFINITY)].map((r) => r.fields);

  it('writes one quoted row per element, parents first, with the assessment', () => {
    expect(csv.split('\r\n')[0]).toBe(
      'code,name,text,parentCode,kind,semaphore,applicable,justification,deadlineDate,implementedDate,expiresDate,maturityCurrent,maturityTarget,controls,parameters',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(records.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([
      ['GV', '', 'topic'],
      ['AC-2', 'GV', 'subtopic'],
      ['AC-2(1)', 'AC-2', 'requirement'],
      ["'-1 odd", 'GV', 'requirement'],
      ['EMPTY', '', 'topic'],
    ]);
    expect(records[3]).toEqual([
      'AC-2(1)',
      'Automated, "quoted" management',
      'Use automated mechanisms & tools:\n\n- one\n- two\n  - deep',
      'AC-2',
      'requirement',
      'green',
      'true',
      '\'=HYPERLINK("http://evil")',
      '2026-03-01',
      '2026-02-01',
      '2027-02-01',
      '3',
      '5',
      'KON-001 (Access review); KON-002 (MFA)',
      '',
    ]);
    expect(records[1]?.slice(4)).toEqual(['topic', '', '', '', '', '', '', '', '', '', '']);
    expect(records[4]?.slice(6, 8)).toEqual(['false', 'Not in scope']);
  });

  it('carries the attribution on every row where the licence asks for it, and imports again', () => {
    const licensed = toCsv({ ...spec, attribution });
    const rows = [...csvRecords(licensed, Number.POSITIVE_INFINITY)].map((r) => r.fields);
    expect(rows[0]?.at(-1)).toBe('licence');
    expect(new Set(rows.slice(1).map((r) => r.at(-1)))).toEqual(new Set([attribution.text]));
    expect(shape(reimport(licensed, 'Sample.csv').topics)).toEqual(shape(reimport(csv, 'Sample.csv').topics));
  });

  it('imports again by its first four columns', () => {
    const again = reimport(csv, 'Sample.csv');
    expect(again.name).toBe('Sample');
    expect(shape(again.topics)).toEqual(
      shape(spec.topics).map((t) => JSON.parse(JSON.stringify(t).replace('-1 odd', "'-1 odd"))),
    );
    expect(again.topics[0]?.children[0]?.children[0]?.text).toBe(
      '<p>Use automated mechanisms &amp; tools:</p><p>- one<br>- two<br>  - deep</p>',
    );
  });

  it('keeps any names and codes through a round trip', () => {
    const safeText = fc
      .string({ minLength: 1 })
      .filter((s) => s.trim() === s && s !== '' && !/^[=+\-@\t\r]/.test(s));
    const code = fc.stringMatching(/^[A-Za-z][A-Za-z0-9.()-]{0,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(code, { minLength: 3, maxLength: 3 }), safeText, (codes, name) => {
        const [t = '', s = '', r = ''] = codes;
        const tree: ExportSpecification = {
          ...spec,
          topics: [
            {
              kind: 'topic',
              code: t,
              name,
              text: null,
              assessment: null,
              children: [
                {
                  kind: 'subtopic',
                  code: s,
                  name,
                  text: null,
                  assessment: null,
                  children: [requirement(r, { name })],
                },
              ],
            },
          ],
        };
        expect(shape(reimport(toCsv(tree)).topics)).toEqual(shape(tree.topics));
        expect(shape(reimport(toOscalJson(tree)).topics)).toEqual(shape(tree.topics));
      }),
      { numRuns: 200 },
    );
  });
});

describe('HTML to text', () => {
  it('decodes entities and keeps paragraphs and list items apart', () => {
    expect(htmlToPlainText('<p>A &lt;b&gt; &#39;c&#39; &#x41;&nbsp;</p><p>line<br>break</p>')).toBe(
      "A <b> 'c' A\n\nline\nbreak",
    );
    expect(htmlToMarkdown('<p>a*b [c] {{ d }} `e` \\ f_g</p>')).toBe(
      'a\\*b \\[c\\] \\{\\{ d \\}\\} \\`e\\` \\\\ f\\_g',
    );
  });
});
