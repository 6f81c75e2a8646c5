import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../../lib/document-limits.js';
import { IMPORT_MAX_BYTES, type ImportedElement, type ImportedSpecification } from './import.model.js';
import { parseSpecification } from './import.parser.js';

const catalog = (name: string) => readFileSync(new URL(`../../../seed/catalogs/${name}`, import.meta.url));
const CSF = 'NIST_CSF_v2.0_catalog.xml';
const LOW = 'NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json';
const MODERATE = 'NIST_SP-800-53_rev5_MODERATE-baseline-resolved-profile_catalog.json';

function flatten(elements: ImportedElement[]): ImportedElement[] {
  return elements.flatMap((e) => [e, ...flatten(e.children)]);
}

function counts(spec: ImportedSpecification) {
  const all = flatten(spec.topics);
  return {
    topic: all.filter((e) => e.kind === 'topic').length,
    subtopic: all.filter((e) => e.kind === 'subtopic').length,
    requirement: all.filter((e) => e.kind === 'requirement').length,
  };
}

function find(spec: ImportedSpecification, code: string): ImportedElement {
  const element = flatten(spec.topics).find((e) => e.code === code);
  if (!element) throw new Error(`no element ${code}`);
  return element;
}

const parse = (text: string, fileName?: string) => parseSpecification(Buffer.from(text, 'utf8'), fileName);

function importError(text: string | Buffer, fileName?: string): ImportError {
  try {
    parseSpecification(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, fileName);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const jsonCatalog = (groups: unknown[], extra: Record<string, unknown> = {}) =>
  json({
    catalog: {
      uuid: 'c0ffee00-0000-4000-8000-000000000001',
      metadata: { title: 'Small', version: '2' },
      groups,
      ...extra,
    },
  });
const control = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Control ${id}`,
  ...extra,
});

const OSCAL = 'xmlns="http://csrc.nist.gov/ns/oscal/1.0"';
const xmlCatalog = (body: string, root = `<catalog ${OSCAL} uuid="u-1">`) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n<metadata><title>Small XML</title><version>3</version></metadata>\n${body}\n</catalog>\n`;

describe('the shipped NIST CSF 2.0 catalog (OSCAL XML)', () => {
  const spec = parseSpecification(catalog(CSF), CSF);

  it('reads 6 functions, 22 categories and 106 subcategories, each category a requirement holding its subcategories', () => {
    expect(spec).toMatchObject({
      format: 'oscal-xml',
      name: 'NIST Cybersecurity Framework 2.0',
      source: 'NIST Cybersecurity Framework 2.0',
      version: '1.0.0',
      sourceId: '720a010b-253c-4a94-bb65-cb58400966f5',
    });
    expect(counts(spec)).toEqual({ topic: 6, subtopic: 0, requirement: 128 });
    expect(spec.topics.map((t) => `${t.code} ${t.name}`)).toEqual([
      'GV GOVERN',
      'ID IDENTIFY',
      'PR PROTECT',
      'DE DETECT',
      'RS RESPOND',
      'RC RECOVER',
    ]);
    expect(spec.topics.map((t) => t.order)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('leaves out the CSF 1.1 categories and subcategories that 2.0 withdrew (79 subcategories, 12 categories)', () => {
    const codes = flatten(spec.topics).map((e) => e.code);
    for (const withdrawn of [
      'ID.BE',
      'ID.BE-01',
      'PR.AC',
      'PR.AC-01',
      'ID.AM-06',
      'PR.DS-05',
      'DE.DP',
      'RS.RP',
    ]) {
      expect(codes).not.toContain(withdrawn);
    }
    expect(find(spec, 'ID').children.map((c) => c.code)).toEqual(['ID.AM', 'ID.IM', 'ID.RA']);
    expect(find(spec, 'PR.DS').children.map((c) => c.code)).toEqual([
      'PR.DS-01',
      'PR.DS-02',
      'PR.DS-10',
      'PR.DS-11',
    ]);
  });

  it('takes codes from labels, the statement as text and Description, and the examples as Guidance', () => {
    const govern = find(spec, 'GV');
    expect(govern.text).toBe(
      '<p>The organization&#39;s cybersecurity risk management strategy, expectations, and policy are established, communicated, and monitored</p>',
    );
    const context = find(spec, 'GV.OC');
    expect(context).toMatchObject({ kind: 'requirement', name: 'Organizational Context', order: 0 });
    expect(context.children).toHaveLength(5);
    const first = find(spec, 'GV.OC-01');
    expect(first).toMatchObject({
      kind: 'requirement',
      name: 'GV.OC-01',
      order: 0,
      children: [],
      text: '<p>The organizational mission is understood and informs cybersecurity risk management</p>',
    });
    expect(first.documentation).toEqual([
      { className: 'Description', html: first.text },
      {
        className: 'Guidance',
        html: '<p><strong>Implementation examples</strong></p><ul><li>Share the organization&#39;s mission (e.g., through vision and mission statements, marketing, and service strategies) to provide a basis for identifying risks that may impede that mission</li></ul>',
      },
    ]);
    expect(find(spec, 'RC.CO-04').order).toBe(1);
  });
});

describe('the shipped SP 800-53 rev5 baselines (OSCAL JSON)', () => {
  it('reads LOW: 18 families and 149 controls, 11 of them with enhancements', () => {
    const spec = parseSpecification(catalog(LOW));
    expect(spec).toMatchObject({
      format: 'oscal-json',
      name: 'NIST Special Publication 800-53 Revision 5.1.1 LOW IMPACT BASELINE',
      version: '5.1.1+u4',
      sourceId: '0470d39a-3e02-4bff-82cf-676d522c1554',
      description: null,
    });
    expect(counts(spec)).toEqual({ topic: 18, subtopic: 0, requirement: 149 });
    expect(find(spec, 'AC-2')).toMatchObject({ kind: 'requirement', children: [] });
    expect(find(spec, 'IA-2').children.map((c) => [c.code, c.kind])).toEqual([
      ['IA-2(1)', 'requirement'],
      ['IA-2(2)', 'requirement'],
      ['IA-2(8)', 'requirement'],
      ['IA-2(12)', 'requirement'],
    ]);
  });

  const spec = parseSpecification(catalog(MODERATE));

  it('reads MODERATE: 18 families and 287 controls, each a requirement, enhancements nested in theirs', () => {
    expect(counts(spec)).toEqual({ topic: 18, subtopic: 0, requirement: 287 });
    expect(spec.topics.map((t) => t.code).join(' ')).toBe(
      'ac at au ca cm cp ia ir ma mp pe pl ps ra sa sc si sr',
    );
    expect(spec.topics[0]).toMatchObject({ name: 'Access Control', text: null, documentation: [] });
    const ac2 = find(spec, 'AC-2');
    expect(ac2).toMatchObject({ kind: 'requirement', name: 'Account Management', order: 1 });
    expect(ac2.children.map((c) => c.kind)).toEqual(Array(6).fill('requirement'));
    expect(ac2.children.map((c) => c.oscalId)).toEqual([
      'ac-2.1',
      'ac-2.2',
      'ac-2.3',
      'ac-2.4',
      'ac-2.5',
      'ac-2.13',
    ]);
    expect(ac2.children.map((c) => `${c.code} ${c.name}`)).toEqual([
      'AC-2(1) Automated System Account Management',
      'AC-2(2) Automated Temporary and Emergency Account Management',
      'AC-2(3) Disable Accounts',
      'AC-2(4) Automated Audit Actions',
      'AC-2(5) Inactivity Logout',
      'AC-2(13) Disable Accounts for High-risk Individuals',
    ]);
  });

  it('renders statements with their item labels, nesting and parameters', () => {
    const ac2 = find(spec, 'AC-2');
    expect(ac2.text).toContain(
      '<li><strong>c.</strong> Require <span data-param="ac-02_odp.01">[Assignment: prerequisites and criteria]</span> for group and role membership;</li>',
    );
    expect(ac2.text).toContain(
      '<li><strong>d.</strong> Specify:<ul><li><strong>1.</strong> Authorized users of the system;</li>',
    );
    expect(find(spec, 'AC-1').text).toContain(
      '<span data-param="ac-01_odp.03">[Selection (one or more): organization-level; mission/business process-level; system-level]</span> access control policy',
    );
    expect(find(spec, 'AC-2(1)').text).toBe(
      '<p>Support the management of system accounts using <span data-param="ac-02.01_odp">[Assignment: automated mechanisms]</span>.</p>',
    );
  });

  it('keeps the parameters with the requirements whose statements insert them or that define them', () => {
    const byId = new Map(spec.parameters?.map((p) => [p.id, p]));
    expect(byId.get('ac-01_odp.03')).toEqual({
      id: 'ac-01_odp.03',
      label: null,
      select: {
        howMany: 'one-or-more',
        choices: ['organization-level', 'mission/business process-level', 'system-level'],
      },
      guidelines: null,
      values: [],
      codes: ['AC-1'],
    });
    expect(byId.get('ac-01_odp.04')?.guidelines).toBe(
      'an official to manage the access control policy and procedures is defined;',
    );
    // A choice that inserts a parameter reads with its label; the parameter belongs to the statement too.
    expect(byId.get('ac-20_odp.01')?.select?.choices).toEqual([
      'establish [Assignment: terms and conditions]',
      'identify [Assignment: controls asserted]',
    ]);
    expect(byId.get('ac-20_odp.02')?.codes).toEqual(['AC-20']);
    expect(byId.get('ac-02.02_odp.01')?.select?.howMany).toBe('one');
  });

  it('keeps guidance as Guidance, with links into the catalog reduced to their text', () => {
    const docs = find(spec, 'AC-2').documentation;
    expect(docs.map((d) => d.className)).toEqual(['Description', 'Guidance']);
    expect(docs[1]?.html).toMatch(/^<p>Examples of system account types include individual, shared, group/);
    const au6 = find(spec, 'AU-6').documentation.find((d) => d.className === 'Guidance');
    expect(au6?.html).not.toContain('<a ');
    expect(
      flatten(spec.topics).every(
        (e) => !/<(?!\/?(?:p|ul|ol|li|strong|em|a|br|code)\b|span data-param="|\/span>)/.test(e.text ?? ''),
      ),
    ).toBe(true);
  });
});

describe('OSCAL JSON mapping', () => {
  it('skips withdrawn controls, makes nested groups sub-topics and gathers loose controls under a topic', () => {
    const spec = parse(
      jsonCatalog(
        [
          {
            id: 'g1',
            title: 'Outer',
            groups: [{ id: 'g1a', title: 'Inner', controls: [control('c-1')] }],
            controls: [
              control('c-2', { props: [{ name: 'label', value: 'C-2' }] }),
              control('c-3', { props: [{ name: 'status', value: 'withdrawn' }] }),
              control('c-4', {
                controls: [control('c-4.1', { props: [{ name: 'status', value: 'withdrawn' }] })],
              }),
            ],
          },
        ],
        { controls: [control('loose-1')] },
      ),
    );
    expect(spec.topics.map((t) => [t.code, t.kind, t.order])).toEqual([
      ['controls', 'topic', 0],
      ['g1', 'topic', 1],
    ]);
    expect(spec.topics[0]?.children.map((c) => [c.code, c.kind])).toEqual([['loose-1', 'requirement']]);
    expect(spec.topics[1]?.children.map((c) => [c.code, c.kind, c.order])).toEqual([
      ['g1a', 'subtopic', 0],
      ['C-2', 'requirement', 1],
      // Its only enhancement is withdrawn, so it is a requirement, not an empty sub-topic.
      ['c-4', 'requirement', 2],
    ]);
    expect(find(spec, 'g1a').children.map((c) => c.code)).toEqual(['c-1']);
  });

  it('nests enhancements under their control as requirements, and refuses a group inside a control', () => {
    const spec = parse(
      jsonCatalog([
        {
          id: 'g',
          title: 'G',
          controls: [control('c-1', { controls: [control('c-1.1', { controls: [control('c-1.1.1')] })] })],
        },
      ]),
    );
    expect(find(spec, 'c-1').children.map((c) => [c.code, c.kind])).toEqual([['c-1.1', 'requirement']]);
    expect(find(spec, 'c-1.1').children.map((c) => [c.code, c.kind])).toEqual([['c-1.1.1', 'requirement']]);
    expect(() =>
      parse(
        jsonCatalog([
          { id: 'g', title: 'G', controls: [control('c', { groups: [{ id: 'x', title: 'X' }] })] },
        ]),
      ),
    ).toThrow('element c: a control holds a group');
  });

  it('renders Markdown prose and parameters, and escapes everything else', () => {
    const spec = parse(
      jsonCatalog([
        {
          id: 'g',
          title: 'G <b>',
          params: [{ id: 'p-value', values: ['30 days'] }],
          controls: [
            control('c', {
              params: [
                { id: 'p-label', label: 'frequency' },
                { id: 'p-select', select: { choice: ['daily', '{{ insert: param, p-value }}'] } },
              ],
              parts: [
                {
                  name: 'statement',
                  prose:
                    'Review **logs** *every* {{ insert: param, p-label }} or {{ insert: param, p-select }} or {{ insert: param, p-value }} <script>alert(1)</script> & see [site](https://example.com/a?b=1&c=2) and [AU-6](#au-6) and [x](javascript:alert`1`) `a<b`\n\n- one\n- two \\*star\\*',
                },
                { name: 'guidance', prose: 'Guide.' },
              ],
            }),
          ],
        },
      ]),
    );
    const c = find(spec, 'c');
    expect(c.text).toBe(
      '<p>Review <strong>logs</strong> <em>every</em> <span data-param="p-label">[Assignment: frequency]</span> or <span data-param="p-select">[Selection: daily; 30 days]</span> or <span data-param="p-value">30 days</span> &lt;script&gt;alert(1)&lt;/script&gt; &amp; see <a href="https://example.com/a?b=1&amp;c=2">site</a> and AU-6 and x <code>a&lt;b</code></p><ul><li>one</li><li>two *star*</li></ul>',
    );
    expect(c.documentation).toEqual([
      { className: 'Description', html: c.text },
      { className: 'Guidance', html: '<p>Guide.</p>' },
    ]);
    expect(spec.topics[0]?.name).toBe('G <b>');
    expect(spec).toMatchObject({
      name: 'Small',
      version: '2',
      sourceId: 'c0ffee00-0000-4000-8000-000000000001',
    });
  });
});

describe('OSCAL XML mapping', () => {
  it('skips withdrawn controls and keeps prose markup, parameters and safe links', () => {
    const spec = parse(
      xmlCatalog(`
      <group id="g"><title>Group</title>
        <control id="c-1">
          <title>First</title>
          <param id="p1"><label>period</label></param>
          <param id="p2"><select how-many="one-or-more"><choice>weekly</choice><choice><insert type="param" id-ref="p1"/></choice></select></param>
          <prop name="label" value="C 1"/>
          <part name="statement">
            <p>Do <em>this</em> every <insert type="param" id-ref="p1"/> or <insert type="param" id-ref="p2"/> &amp; <b>that</b>
               <a href="https://example.com/x">ok</a> <a href="javascript:alert(1)">bad</a> &lt;script&gt;</p>
            <part name="item"><prop name="label" value="a."/><p>First item</p></part>
          </part>
          <part name="guidance"><p>Why.</p><ol><li>one</li></ol></part>
        </control>
        <control id="c-2"><title>Gone</title><prop name="status" value="withdrawn"/></control>
      </group>`),
    );
    expect(counts(spec)).toEqual({ topic: 1, subtopic: 0, requirement: 1 });
    const c = find(spec, 'C 1');
    expect(c.text).toBe(
      '<p>Do <em>this</em> every <span data-param="p1">[Assignment: period]</span> or <span data-param="p2">[Selection (one or more): weekly; [Assignment: period]]</span> &amp; <strong>that</strong> <a href="https://example.com/x">ok</a> bad &lt;script&gt;</p><ul><li><strong>a.</strong> First item</li></ul>',
    );
    expect(c.documentation[1]).toEqual({ className: 'Guidance', html: '<p>Why.</p><ol><li>one</li></ol>' });
    expect(spec).toMatchObject({ format: 'oscal-xml', name: 'Small XML', version: '3', sourceId: 'u-1' });
  });

  it('accepts the OSCAL namespace under a prefix', () => {
    const spec = parse(
      `<o:catalog xmlns:o="http://csrc.nist.gov/ns/oscal/1.0" uuid="u"><o:metadata><o:title>P</o:title></o:metadata>
       <o:group id="g"><o:title>G</o:title><o:control id="c"><o:title>C</o:title></o:control></o:group></o:catalog>`,
    );
    expect(counts(spec)).toEqual({ topic: 1, subtopic: 0, requirement: 1 });
  });
});

describe('broken files', () => {
  it.each([
    ['an empty file', '', 'root: the file is empty'],
    ['only a byte order mark and spaces', '\uFEFF  \n', 'root: the file is empty'],
    [
      'plain prose',
      'Just some words\nand more',
      'root: the file is neither an OSCAL catalog or profile (JSON or XML) nor CSV',
    ],
    [
      'JSON without a catalog',
      '{"component": {}}',
      'root: not an OSCAL catalog: expected a JSON object with a "catalog" property',
    ],
    ['a JSON profile without metadata', '{"profile": {}}', 'element metadata: missing metadata'],
    [
      'a JSON array',
      '[1, 2]',
      'root: not an OSCAL catalog: expected a JSON object with a "catalog" property',
    ],
    ['a JSON catalog without a title', '{"catalog": {"metadata": {}}}', 'element metadata: missing title'],
    [
      'an XML root other than catalog',
      `<component ${OSCAL}><metadata/></component>`,
      'line 1: not an OSCAL catalog: expected <catalog xmlns="http://csrc.nist.gov/ns/oscal/1.0">, found <component>',
    ],
    [
      'an XML profile without a title',
      `<profile ${OSCAL}><metadata/></profile>`,
      'line 1: metadata: missing title',
    ],
    [
      'a catalog outside the OSCAL namespace',
      '<?xml version="1.0"?>\n<catalog xmlns="urn:other"/>',
      'line 2: not an OSCAL catalog: expected <catalog xmlns="http://csrc.nist.gov/ns/oscal/1.0">, found <catalog>',
    ],
  ])('rejects %s', (_what, text, message) => {
    expect(importError(text).message).toBe(message);
  });

  it('rejects a file that is not UTF-8 text', () => {
    expect(importError(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe])).message).toMatch(
      /^root: the file is not UTF-8 text/,
    );
    expect(importError(Buffer.from('{"a":\u0000}')).message).toMatch(/^root: the file is not text/);
  });

  it('names the line and column of malformed JSON', () => {
    const broken = importError('{\n  "catalog": {\n    "uuid": "x",\n    "metadata": }\n}');
    expect(broken.message).toBe('line 4: malformed JSON at column 17: unexpected "}"');
    expect(importError('{\n  "catalog": {\n    "groups": [1, 2,]').message).toBe(
      'line 3: malformed JSON at column 21: unexpected "]"',
    );
    expect(importError('{"catalog": {').message).toBe(
      'line 1: malformed JSON at column 14: unexpected end of file',
    );
    expect(importError('{"a": "line\nbreak"}').message).toBe(
      'line 1: malformed JSON at column 7: unexpected "\\""',
    );
  });

  it('names the line of malformed XML', () => {
    const broken = importError(
      xmlCatalog('<group id="g"><title>G</title>\n<control id="c"><title>C</title></group>'),
    );
    expect(broken.message).toBe(
      "line 5: malformed XML: Expected closing tag 'control' (opened in line 5, col 1) instead of closing tag 'group'.",
    );
  });

  it('names elements without an id or title', () => {
    expect(importError(jsonCatalog([{ id: 'g', title: 'G', controls: [{ title: 'No id' }] }])).message).toBe(
      'element g/controls[0]: missing id',
    );
    expect(importError(jsonCatalog([{ title: 'No id or label', controls: [control('c')] }])).message).toBe(
      'element groups[0]: missing id',
    );
    expect(importError(jsonCatalog([{ id: 'g', title: 'G', controls: [{ id: 'c-9' }] }])).message).toBe(
      'element c-9: missing title',
    );
    expect(
      importError(xmlCatalog('<group id="g"><title>G</title>\n<control><title>C</title></control></group>'))
        .message,
    ).toBe('line 5: missing id');
  });

  it('rejects duplicate ids and codes', () => {
    const twice = jsonCatalog([{ id: 'ac', title: 'AC', controls: [control('ac-2'), control('ac-2')] }]);
    expect(importError(twice).message).toBe('element ac-2: duplicate id ac-2');
    const xmlTwice = xmlCatalog(
      '<group id="ac"><title>AC</title>\n<control id="ac-2"><title>A</title></control>\n<control id="ac-2"><title>B</title></control></group>',
    );
    expect(importError(xmlTwice).message).toBe('line 6: duplicate id ac-2');
    const sameLabel = jsonCatalog([
      {
        id: 'g',
        title: 'G',
        controls: [
          control('a', { props: [{ name: 'label', value: 'X-1' }] }),
          control('b', { props: [{ name: 'label', value: 'X-1' }] }),
        ],
      },
    ]);
    // Siblings with one label: qualified by their parent they still repeat, so the second one's id stands in.
    expect(flatten(parse(sameLabel).topics).map((e) => e.code)).toEqual(['g', 'g.X-1', 'b']);
  });

  it('qualifies a label that repeats by its parent code, the same on every import', () => {
    const local = jsonCatalog([
      {
        id: 'x',
        title: 'X',
        props: [{ name: 'label', value: 'X' }],
        groups: [
          {
            id: 'x1',
            title: 'One',
            props: [{ name: 'label', value: '1' }],
            controls: [control('x-a', { props: [{ name: 'label', value: 'A' }] })],
          },
        ],
      },
      {
        id: 'y',
        title: 'Y',
        props: [{ name: 'label', value: 'Y' }],
        groups: [
          {
            id: 'y1',
            title: 'One',
            props: [{ name: 'label', value: '1' }],
            controls: [control('y-b', { props: [{ name: 'label', value: 'B' }] })],
          },
        ],
      },
    ]);
    const codes = flatten(parse(local).topics).map((e) => e.code);
    expect(codes).toEqual(['X', 'X.1', 'A', 'Y', 'Y.1', 'B']);
    expect(flatten(parse(local).topics).map((e) => e.code)).toEqual(codes);
  });

  it.each([
    [
      'BSI-Methodik-Grundschutz++-catalog.json',
      'BSI Methodik Grundschutz++',
      { topic: 5, subtopic: 36, requirement: 95 },
    ],
    [
      'ISO27001-AnnexA-catalog.json',
      'ISO/IEC 27001:2022 Annex A Catalog',
      { topic: 4, subtopic: 0, requirement: 93 },
    ],
  ])('imports the BSI catalog %s', (file, name, expected) => {
    const spec = parseSpecification(
      readFileSync(new URL(`../../../../test-fixtures/oscal/${file}`, import.meta.url)),
    );
    expect(spec.name).toBe(name);
    const codes = flatten(spec.topics).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(counts(spec)).toEqual(expected);
  });

  it('rejects wrongly typed JSON', () => {
    expect(importError(jsonCatalog([{ id: 'g', title: 'G', controls: 'none' }])).message).toBe(
      'element g: controls must be a list',
    );
  });

  it('rejects a catalog without requirements', () => {
    expect(importError(jsonCatalog([{ id: 'g', title: 'G' }])).message).toBe(
      'root: the file contains no requirements (controls)',
    );
  });

  it('rejects huge texts, too many elements and files over 20 MB', () => {
    const huge = 'x'.repeat(200_001);
    const longStatement = jsonCatalog([
      { id: 'g', title: 'G', controls: [control('c', { parts: [{ name: 'statement', prose: huge }] })] },
    ]);
    expect(importError(longStatement).message).toBe(
      'element c: the statement is longer than 200,000 characters',
    );
    expect(importError(jsonCatalog([{ id: 'g', title: huge, controls: [control('c')] }])).message).toBe(
      'element g: the title is longer than 200,000 characters',
    );
    const many = jsonCatalog([
      { id: 'g', title: 'G', controls: Array.from({ length: 20_000 }, (_, i) => control(`c${i}`)) },
    ]);
    expect(importError(many).message).toBe('root: the file has more than 20,000 elements');
    expect(importError(Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x20)).message).toBe(
      'root: the file is larger than 20 MB',
    );
  });
});

describe('CSV', () => {
  const csv = [
    '\uFEFFcode,name,text,parentCode',
    'A,Topic A,"Intro, with a comma",',
    'A.1,"Sub ""one""","First line',
    'second line',
    '',
    'new paragraph <b>",A',
    'A.1.1,Leaf one,,A.1',
    'A.2,Direct requirement,,A',
    'B,Topic B,,',
    '',
  ].join('\r\n');

  it('reads topics, sub-topics and requirements from the parent codes', () => {
    const spec = parse(csv, 'uploads/My controls.v2.csv');
    expect(spec).toMatchObject({
      format: 'csv',
      name: 'My controls.v2',
      source: 'CSV',
      sourceId: null,
      version: null,
      description: null,
    });
    expect(spec.topics.map((t) => [t.code, t.kind, t.order, t.children.length])).toEqual([
      ['A', 'topic', 0, 2],
      ['B', 'topic', 1, 0],
    ]);
    expect(find(spec, 'A').children.map((c) => [c.code, c.kind, c.order])).toEqual([
      ['A.1', 'subtopic', 0],
      ['A.2', 'requirement', 1],
    ]);
    const sub = find(spec, 'A.1');
    expect(sub.name).toBe('Sub "one"');
    expect(sub.text).toBe('<p>First line<br>second line</p><p>new paragraph &lt;b&gt;</p>');
    expect(sub.documentation).toEqual([{ className: 'Description', html: sub.text }]);
    expect(find(spec, 'A.1.1')).toMatchObject({ kind: 'requirement', text: null, documentation: [] });
    expect(find(spec, 'A').text).toBe('<p>Intro, with a comma</p>');
  });

  it('accepts LF line ends, extra columns after the four, and names a file without a name', () => {
    const spec = parse('code,name,text,parentCode,kind\nT,Topic,,,topic\nR,Req,,T,requirement\n');
    expect(spec.name).toBe('Imported specification');
    expect(counts(spec)).toEqual({ topic: 1, subtopic: 0, requirement: 1 });
  });

  it('nests requirements under a requirement the kind column names, and reads an empty kind as before', () => {
    const spec = parse(
      [
        'code,name,text,parentCode,semaphore,kind',
        'T,Topic,,,,',
        'S,Sub,,T,,',
        'S.1,Leaf,,S,,',
        'R,Parent,,T,gray,requirement',
        'R.1,Child,,R,,',
        'R.1.a,Grandchild,,R.1,,',
        'R.2,Child two,,R,,requirement',
        'E,Empty sub-topic,,T,,subtopic',
        '',
      ].join('\n'),
    );
    expect(find(spec, 'T').children.map((c) => [c.code, c.kind])).toEqual([
      ['S', 'subtopic'],
      ['R', 'requirement'],
      ['E', 'subtopic'],
    ]);
    expect(find(spec, 'R').children.map((c) => [c.code, c.kind, c.order])).toEqual([
      ['R.1', 'requirement', 0],
      ['R.2', 'requirement', 1],
    ]);
    expect(find(spec, 'R.1').children.map((c) => [c.code, c.kind])).toEqual([['R.1.a', 'requirement']]);
    expect(counts(spec)).toEqual({ topic: 1, subtopic: 2, requirement: 5 });
  });

  it.each([
    ['an unknown kind', 'code,name,text,parentCode,kind\nT,Topic,,,area\n', 'line 2: unknown kind area'],
    [
      'a topic with a parent',
      'code,name,text,parentCode,kind\nT,Topic,,,\nU,Under,,T,topic\n',
      'line 3: a topic has no parentCode',
    ],
    [
      'a requirement without a parent',
      'code,name,text,parentCode,kind\nR,Req,,,requirement\n',
      'line 2: a requirement needs a parentCode',
    ],
    [
      'a sub-topic under a requirement',
      'code,name,text,parentCode,kind\nT,Topic,,,\nR,Req,,T,requirement\nS,Sub,,R,subtopic\n',
      'line 4: a subtopic cannot be under the requirement R',
    ],
  ])('rejects %s in the kind column', (_, text, message) => {
    expect(() => parse(text)).toThrow(message);
  });

  it.each([
    [
      'a wrong header',
      'id,name,text,parent\nA,B,,\n',
      'line 1: expected the header code,name,text,parentCode',
    ],
    [
      'a row with too few columns',
      'code,name,text,parentCode\nT,Topic,,\nA,a,,T\nB,b,,T\nC,c,,T\nD,d,,T\nE,e,T\n',
      'line 7: expected 4 columns, found 3',
    ],
    ['an unknown parent', 'code,name,text,parentCode\nT,Topic,,\nR,Req,,X\n', 'line 3: unknown parentCode X'],
    [
      'a cycle',
      'code,name,text,parentCode\nT,Topic,,\nR,Req,,T\nD,Dangling,,A\nA,a,,B\nB,b,,A\n',
      'line 5: parentCode makes a cycle: A → B → A',
    ],
    [
      'a row that is its own parent',
      'code,name,text,parentCode\nT,Topic,,\nR,Req,,T\nS,Self,,S\n',
      'line 4: parentCode makes a cycle: S → S',
    ],
    [
      'a duplicate code',
      'code,name,text,parentCode\nT,Topic,,\nR,Req,,T\nR,Again,,T\n',
      'line 4: duplicate code R (first on line 3)',
    ],
    ['a missing name', 'code,name,text,parentCode\nT,,,\n', 'line 2: missing name'],
    ['a missing code', 'code,name,text,parentCode\n,Topic,,\n', 'line 2: missing code'],
    [
      'an unclosed quote',
      'code,name,text,parentCode\nT,Topic,"open,\nR,Req,,T\n',
      'line 2: a quoted field is never closed',
    ],
    [
      'text after a quote',
      'code,name,text,parentCode\nT,"Topic"x,,\n',
      'line 2: a quoted field must end at a comma or the end of the line',
    ],
    [
      'topics only',
      'code,name,text,parentCode\nT,Topic,,\nU,Other,,\n',
      'root: the file contains no requirements (rows under a topic without rows under them)',
    ],
  ])('rejects %s', (_what, text, message) => {
    expect(importError(text).message).toBe(message);
  });

  it('refuses a cell over 200,000 characters, quoted or not, by its row and column', () => {
    const long = 'y'.repeat(200_001);
    const refusal = (text: string) => {
      const { code, params } = importError(text);
      return { code, params };
    };
    expect(refusal(`code,name,text,parentCode\nT,Topic,${long},\n`)).toEqual({
      code: 'importCellTooLong',
      params: { row: 2, column: 3, max: 200_000 },
    });
    // Rows count as a spreadsheet shows them: a line break inside quotes starts none, a blank line is one.
    expect(refusal(`code,name,text,parentCode\nT,"Two\nlines",,\n\nR,"${long.slice(1)}""",,T\n`)).toEqual({
      code: 'importCellTooLong',
      params: { row: 4, column: 2, max: 200_000 },
    });
    // A doubled quote is one character of the cell: this one is as long as a cell may be.
    expect(refusal(`code,name,text,parentCode\nT,"${long.slice(2)}""",,\n`).code).toBe('importProblem');
  });

  it('refuses more than 100 columns, 20,000 rows or 100 levels of parents', () => {
    expect(importError(`code,name,text,parentCode\nT,Topic,,${','.repeat(100)}\n`)).toMatchObject({
      code: 'importTooManyColumns',
      params: { row: 2, max: 100 },
    });
    const rows = (n: number, parent: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => `R${i},Row ${i},,${parent(i)}`);
    const flat = ['code,name,text,parentCode', 'T,Topic,,', ...rows(20_000, () => 'T')].join('\n');
    expect(importError(flat)).toMatchObject({ code: 'importTooManyRows', params: { max: 20_000 } });
    const chain = (n: number) =>
      ['code,name,text,parentCode', 'T,Topic,,', ...rows(n, (i) => (i === 0 ? 'T' : `R${i - 1}`))].join('\n');
    expect(counts(parse(chain(99)))).toEqual({ topic: 1, subtopic: 98, requirement: 1 });
    expect(importError(chain(100))).toMatchObject({ code: 'importTooDeep', params: { line: 102, max: 100 } });
  });
});
