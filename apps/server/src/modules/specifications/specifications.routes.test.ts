import { specificationElementSchema } from '@praxis/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auditEvents,
  documentation,
  maturities,
  requirementControls,
  specificationElements,
  specifications,
} from '../../db/schema/index.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import {
  createControl,
  createControlWithExecution,
  createEvidence,
  createSpecification,
} from '../../test/factories.js';
import { expectValidOscal } from '../../test/oscal-schema.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { CSF, catalog, importSpecification, LOW, MODERATE, SMALL_CSV } from '../../test/specifications.js';
import { parseSpecification } from './import/import.parser.js';
import { addDays, todayUtc } from './specifications.semaphore.js';

type Element = { id: string; legacyId: number; code: string; kind: string; parentId: string | null };

describeEachDatabase('specifications API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const rowCounts = async () => {
    const of = async (table: typeof specifications | typeof specificationElements | typeof documentation) =>
      (await db().db.select({ n: count() }).from(table))[0]?.n;
    return {
      specifications: await of(specifications),
      elements: await of(specificationElements),
      documentation: await of(documentation),
      audit: (await db().db.select({ n: count() }).from(auditEvents))[0]?.n,
    };
  };

  async function importSmall() {
    const { specification: spec, elements } = await createSpecification(server);
    // The route writes this answer with JSON.stringify, unchecked: the presenter alone keeps it to the schema.
    expect(() => z.array(z.strictObject(specificationElementSchema.shape)).parse(elements)).not.toThrow();
    const byCode = Object.fromEntries(elements.map((e) => [e.code, e]));
    return { spec, elements, byCode };
  }

  it('imports a CSV and reads it in the v1 and v2 forms', async () => {
    const { spec, elements } = await importSmall();
    expect(spec).toMatchObject({
      name: 'Small spec',
      source: 'CSV',
      sourceId: null,
      elementCounts: { topic: 2, subtopic: 1, requirement: 3 },
      semaphore: { green: 0, yellow: 0, red: 0, gray: 3 },
    });
    // Tree order: every parent before its children, siblings in file order.
    expect(elements.map((e) => [e.code, e.kind])).toEqual([
      ['GV', 'topic'],
      ['GV.1', 'subtopic'],
      ['GV.1.1', 'requirement'],
      ['GV.1.2', 'requirement'],
      ['PR', 'topic'],
      ['PR.1', 'requirement'],
    ]);
    const list = (await server.call(READER, 'GET', '/v2/specifications')).json();
    expect(list.find((s: { id: string }) => s.id === spec.id)).toEqual(spec);
    expect((await server.call(READER, 'GET', '/v2/specifications?filter=sMALL')).json()).toEqual([spec]);
    expect((await server.call(READER, 'GET', '/v2/specifications?filter=nothing-like-it')).json()).toEqual(
      [],
    );
    expect((await server.call(READER, 'GET', `/v2/specifications/${spec.id}`)).json()).toEqual(spec);
    expect((await server.call(READER, 'GET', `/v1/specifications/${spec.legacyId}`)).json()).toEqual(spec);
    const v1 = (await server.call(READER, 'GET', `/v1/specifications/${spec.legacyId}/requirements`)).json();
    expect(v1).toEqual(elements);
    const topic = elements[0] as Element & { counts: unknown; semaphore: unknown };
    expect(topic).toMatchObject({ semaphore: null, counts: { green: 0, yellow: 0, red: 0, gray: 2 } });
    expect(elements[2]).toMatchObject({
      semaphore: 'gray',
      counts: null,
      parentLegacyId: elements[1]?.legacyId,
    });
    // Another company sees none of it.
    expect((await server.call(OTHER, 'GET', '/v2/specifications')).json()).toEqual([]);
    for (const url of [
      `/v2/specifications/${spec.id}`,
      `/v1/specifications/${spec.legacyId}/requirements`,
      `/v2/specifications/${spec.id}/elements`,
      `/v2/specifications/${spec.id}/maturity-overview`,
      `/v2/specifications/${spec.id}/export?format=csv`,
    ]) {
      expect((await server.call(OTHER, 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await server.call(OTHER, 'DELETE', `/v2/specifications/${spec.id}`)).statusCode).toBe(404);
    expect((await server.call(READER, 'GET', '/v2/specifications/42')).statusCode).toBe(400);
    expect((await server.call(READER, 'GET', '/v2/specifications?page=1')).json().details[0].field).toBe(
      'querystring',
    );
  });

  it('requirements without a title (NIST CSF 2.0) are named by their statement in the tree and the report', async () => {
    const spec = (await importSpecification(server, ADMIN, CSF, catalog(CSF))).json();
    const named = (elements: Element[]) =>
      elements.find((e) => e.code === 'GV.OC-01') as Element & { name: string };
    const tree = (await server.call(READER, 'GET', `/v2/specifications/${spec.id}/elements`)).json();
    expect(named(tree).name).toBe(
      'The organizational mission is understood and informs cybersecurity risk management',
    );
    const report = (await server.call(READER, 'GET', `/v2/specifications/${spec.id}/report`)).json();
    expect(named(report.elements).name).toBe(named(tree).name);
    // Topics keep their own names.
    expect(tree.find((e: Element) => e.code === 'GV')).toMatchObject({ name: 'GOVERN' });
  });

  it('imports the shipped catalogs through the API (OSCAL XML and JSON) and exports them again', async () => {
    const expected: [string, string, object][] = [
      [CSF, 'NIST Cybersecurity Framework 2.0', { topic: 6, subtopic: 0, requirement: 128 }],
      [LOW, '', { topic: 18, subtopic: 0, requirement: 149 }],
      [MODERATE, '', { topic: 18, subtopic: 0, requirement: 287 }],
    ];
    for (const [file, name, counts] of expected) {
      const response = await importSpecification(server, ADMIN, file, catalog(file));
      expect([200, 201], response.body).toContain(response.statusCode);
      const spec = response.json();
      expect(spec.elementCounts).toEqual(counts);
      expect(spec.sourceId).toEqual(expect.any(String));
      if (name) expect(spec.name).toBe(name);
      const requirement = (
        (await server.call(READER, 'GET', `/v2/specifications/${spec.id}/elements`)).json() as Element[]
      ).find((e) => e.kind === 'requirement') as Element;
      const detail = (await server.call(READER, 'GET', `/v2/requirements/${requirement.id}`)).json();
      expect(detail.documentation.length).toBeGreaterThan(0);
      expect(detail.documentation[0]).toMatchObject({ purpose: 'authoritative', itemType: 'Requirements' });
    }
    const [csf] = (await server.call(READER, 'GET', '/v2/specifications?filter=Cybersecurity')).json();
    const json = await server.app.inject({
      method: 'GET',
      url: `/v2/specifications/${csf.id}/export?format=oscal-json`,
      headers: { authorization: `Bearer ${await server.tokenOf(READER)}` },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['content-disposition']).toBe(
      'attachment; filename="nist-cybersecurity-framework-2-0.oscal.json"',
    );
    expectValidOscal('catalog', json.json());
    const again = parseSpecification(json.rawPayload, 'csf.json');
    expect(again.topics.map((t) => t.code)).toHaveLength(6);
    const csv = await server.app.inject({
      method: 'GET',
      url: `/v1/specifications/${csf.legacyId}/export?format=csv`,
      headers: { authorization: `Bearer ${await server.tokenOf(READER)}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('.csv"');
    const fromCsv = parseSpecification(csv.rawPayload, 'csf.csv');
    const kinds = (list: typeof fromCsv.topics): number =>
      list.reduce((n, e) => n + 1 + kinds(e.children), 0);
    expect(kinds(fromCsv.topics)).toBe(6 + 22 + 106);
    const bad = await server.call(READER, 'GET', `/v2/specifications/${csf.id}/export?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('querystring.format');
  });

  it('an import leaves the planner statistics of what it wrote, as if analysed', async () => {
    const estimate = async (table: string) => {
      const result = await db().db.execute<{ rows: number }>(
        sql`select reltuples::int as rows from pg_class where oid = ${table}::regclass`,
      );
      return (result as unknown as { rows: { rows: number }[] }).rows[0]?.rows;
    };
    await createSpecification(
      server,
      'Documented.csv',
      [SMALL_CSV, 'PR.2,Patch,"Patch monthly.",PR'].join('\n'),
    );
    expect(await estimate('specification_elements')).toBe(7);
    expect(await estimate('documentation')).toBe((await rowCounts()).documentation);
  });

  it('a broken file answers 400 naming the place and writes nothing; only administrators import', async () => {
    const before = await rowCounts();
    const cases: [string, string, RegExp][] = [
      ['bad.csv', 'code,name,text,parentCode\nA,Topic,,\nA.1,,x,A\n', /line 3/],
      ['bad.csv', 'code,name,text,parentCode\nA,Topic,,\nA.1,Req,x,B\n', /line 3.*parentCode/],
      ['bad.json', '{"catalog": ', /./],
      ['bad.xml', '<catalog><metadata>', /./],
      ['empty.csv', '', /empty/],
    ];
    for (const [name, content, message] of cases) {
      const response = await importSpecification(server, ADMIN, name, content);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'validation' });
      expect(response.json().message).toMatch(message);
      expect(response.json().details[0].field).toBe('file');
    }
    expect((await importSpecification(server, USER, 'a.csv', SMALL_CSV)).statusCode).toBe(403);
    expect((await importSpecification(server, READER, 'a.csv', SMALL_CSV)).statusCode).toBe(403);
    const plain = await server.call(ADMIN, 'POST', '/v2/specifications/import', { file: SMALL_CSV });
    expect(plain.statusCode).toBe(415);
    expect(await rowCounts()).toEqual(before);
  });

  it('markup in imported names and descriptions is stripped, in texts sanitised', async () => {
    const script = '<script>alert(1)</script>';
    const image = '<img src=x onerror="alert(1)">';
    const oscal = JSON.stringify({
      catalog: {
        uuid: 'c0ffee00-0000-4000-8000-0000000000a5',
        metadata: {
          title: `Hostile ${script}catalog`,
          version: '1',
          remarks: `Notes ${image}&lt;script&gt;x`,
        },
        groups: [
          {
            id: 'g',
            title: `Group ${image}`,
            controls: [
              {
                id: 'c-1',
                title: `Control <b onmouseover=alert(1)>one</b>`,
                parts: [{ id: 'c-1_smt', name: 'statement', prose: `Do it ${image}${script}` }],
              },
            ],
          },
        ],
      },
    });
    const bare = '<img src=x onerror=alert(1)>';
    const csv = `code,name,text,parentCode\nT,"Topic ${bare}",,\nT.1,"Rule ${script}","Text ${bare}",T\n`;
    for (const [name, content] of [
      ['hostile.json', oscal],
      ['hostile.csv', csv],
    ] as const) {
      const response = await importSpecification(server, ADMIN, name, content);
      expect(response.statusCode, response.body).toBe(201);
    }
    const specs = await db().db.select().from(specifications);
    expect(specs.map((s) => [s.name, s.description]).sort()).toEqual([
      // The escaped script tag is read as one and goes too, with what follows it.
      ['Hostile catalog', 'Notes'],
      ['hostile', null],
    ]);
    const elements = await db().db.select().from(specificationElements);
    expect(elements.map((e) => e.name).sort()).toEqual(['Control one', 'Group', 'Rule', 'Topic']);
    const texts = [
      ...elements.map((e) => e.text),
      ...(await db().db.select().from(documentation)).map((d) => d.content),
    ].filter((t) => t !== null);
    expect(texts.length).toBeGreaterThan(0);
    // Escaped markup (`&lt;script&gt;`) is text; no tag may be a script or carry an event handler.
    for (const text of texts) expect(text).not.toMatch(/<script|<[^>]*\son\w+=/i);
  });

  it('re-importing the same catalog updates it in place: kept elements keep their links, removed ones go', async () => {
    const { spec, byCode } = await importSmall();
    const control = await createControl(server, { title: 'Access reviews' });
    const kept = byCode['GV.1.1'] as Element;
    const dropped = byCode['PR.1'] as Element;
    for (const requirement of [kept, dropped]) {
      expect(
        (
          await server.call(USER, 'POST', `/v2/requirements/${requirement.id}/controls`, {
            controlId: control.id,
          })
        ).statusCode,
      ).toBe(201);
      await server.call(USER, 'POST', `/v2/requirements/${requirement.id}/maturities`, {
        classId: 'Current',
        level: 2,
      });
    }
    const changed = [
      'code,name,text,parentCode',
      'GV,Govern,,',
      'GV.1,Policy,,GV',
      'GV.1.1,Access control policy,"Keep it, and review it twice a year.",GV.1',
      'GV.1.2,Backup policy,"Back up data daily and test the restore.",GV.1',
      'GV.1.3,Logging policy,"Log access to personal data.",GV.1',
      'PR,Protect,,',
      'PR.2,Harden servers,,PR',
    ].join('\n');
    const again = await importSpecification(server, ADMIN, 'Small spec.csv', changed);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      id: spec.id,
      elementCounts: { topic: 2, subtopic: 1, requirement: 4 },
    });
    const elements: Element[] = (
      await server.call(READER, 'GET', `/v2/specifications/${spec.id}/elements`)
    ).json();
    expect(elements.map((e) => e.code)).toEqual(['GV', 'GV.1', 'GV.1.1', 'GV.1.2', 'GV.1.3', 'PR', 'PR.2']);
    const same = elements.find((e) => e.code === 'GV.1.1') as Element & { name: string };
    expect(same).toMatchObject({ id: kept.id, name: 'Access control policy' });
    expect((await server.call(READER, 'GET', `/v2/requirements/${kept.id}/controls`)).json()).toHaveLength(1);
    expect((await server.call(READER, 'GET', `/v2/requirements/${kept.id}/maturities`)).json()).toHaveLength(
      1,
    );
    const text = (await server.call(READER, 'GET', `/v2/requirements/${kept.id}`)).json();
    expect(text.text).toContain('twice a year');
    expect(text.documentation.filter((d: { purpose: string }) => d.purpose === 'authoritative')).toHaveLength(
      1,
    );
    expect((await server.call(READER, 'GET', `/v2/requirements/${dropped.id}`)).statusCode).toBe(404);
    const links = await db().db.select().from(requirementControls);
    expect(links.map((l) => l.requirementId)).toEqual([kept.id]);
    expect(await db().db.select().from(maturities).where(eq(maturities.requirementId, dropped.id))).toEqual(
      [],
    );
    expect((await server.call(READER, 'GET', '/v2/specifications?filter=Small')).json()).toHaveLength(1);
  });

  it('deleting a specification (Administrator) removes its elements and every link in one go', async () => {
    const { spec, byCode } = await importSmall();
    const requirement = byCode['GV.1.1'] as Element;
    const control = await createControl(server, { title: 'Reviews' });
    await server.call(USER, 'POST', `/v2/requirements/${requirement.id}/controls`, { controlId: control.id });
    await server.call(USER, 'PUT', `/v2/requirements/${requirement.id}/applicability`, { applicable: true });
    await server.call(USER, 'POST', `/v2/requirements/${requirement.id}/maturities`, {
      classId: 'Target',
      level: 4,
    });
    await server.call(USER, 'POST', `/v2/Requirements/${requirement.id}/documentations`, {
      class: 'Implementation',
      content: '<p>We do it.</p>',
    });
    expect((await server.call(USER, 'DELETE', `/v2/specifications/${spec.id}`)).statusCode).toBe(403);
    expect((await server.call(READER, 'DELETE', `/v1/specifications/${spec.legacyId}`)).statusCode).toBe(403);
    const deleted = await server.call(ADMIN, 'DELETE', `/v2/specifications/${spec.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await server.call(READER, 'GET', `/v2/specifications/${spec.id}`)).statusCode).toBe(404);
    expect((await server.call(READER, 'GET', `/v2/requirements/${requirement.id}`)).statusCode).toBe(404);
    const left = await db()
      .db.select({ n: count() })
      .from(specificationElements)
      .where(eq(specificationElements.specificationId, spec.id));
    expect(left[0]?.n).toBe(0);
    expect(await db().db.select().from(requirementControls)).toEqual([]);
    expect(
      await db().db.select().from(documentation).where(eq(documentation.requirementId, requirement.id)),
    ).toEqual([]);
    // The control itself stays in the toolbox.
    expect((await server.call(READER, 'GET', `/v2/Controls/${control.id}`)).statusCode).toBe(200);
    const events = await db().db.select().from(auditEvents).where(eq(auditEvents.entityId, spec.id));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });

  it('topics count their requirements per colour; the maturity overview averages levels', async () => {
    const { spec, byCode } = await importSmall();
    const today = todayUtc();
    const [a, b, c] = ['GV.1.1', 'GV.1.2', 'PR.1'].map((code) => (byCode[code] as Element).id);
    await server.call(USER, 'PUT', `/v2/requirements/${a}/checkpoints`, {
      implementedDate: addDays(today, -3),
    });
    await server.call(USER, 'PUT', `/v2/requirements/${b}/checkpoints`, { deadlineDate: addDays(today, -1) });
    await server.call(USER, 'PUT', `/v2/requirements/${c}/checkpoints`, { deadlineDate: addDays(today, 5) });
    const elements = (await server.call(READER, 'GET', `/v2/specifications/${spec.id}/elements`)).json();
    const of = (code: string) => elements.find((e: { code: string }) => e.code === code);
    expect([of('GV.1.1').semaphore, of('GV.1.2').semaphore, of('PR.1').semaphore]).toEqual([
      'green',
      'red',
      'yellow',
    ]);
    expect(of('GV').counts).toEqual({ green: 1, yellow: 0, red: 1, gray: 0 });
    expect(of('GV.1').counts).toEqual({ green: 1, yellow: 0, red: 1, gray: 0 });
    expect(of('PR').counts).toEqual({ green: 0, yellow: 1, red: 0, gray: 0 });
    expect((await server.call(READER, 'GET', `/v2/specifications/${spec.id}`)).json().semaphore).toEqual({
      green: 1,
      yellow: 1,
      red: 1,
      gray: 0,
    });

    await server.call(USER, 'POST', `/v2/requirements/${a}/maturities`, { classId: 'Current', level: 2 });
    await server.call(USER, 'POST', `/v2/requirements/${b}/maturities`, { classId: 'Current', level: 3 });
    await server.call(USER, 'POST', `/v2/requirements/${a}/maturities`, { classId: 'Target', level: 5 });
    await server.call(USER, 'POST', `/v2/requirements/${c}/maturities`, { classId: 'Current', level: 6 });
    // Not applicable: left out of the averages.
    await server.call(USER, 'PUT', `/v2/requirements/${c}/applicability`, {
      applicable: false,
      justification: 'No laptops',
    });
    const overview = (
      await server.call(READER, 'GET', `/v1/specifications/${spec.legacyId}/maturity-overview`)
    ).json();
    // Protect's one requirement is counted, but as it is not applicable nothing of it is averaged.
    const nothingApplicable = { applicable: 0, withCurrent: 0, withTarget: 0, current: null, target: null };
    expect(overview).toEqual([
      {
        topicId: of('GV').id,
        code: 'GV',
        name: 'Govern',
        requirements: 2,
        applicable: 2,
        withCurrent: 2,
        withTarget: 1,
        current: 2.5,
        target: 5,
        semaphore: { green: 1, yellow: 0, red: 1, gray: 0 },
      },
      {
        topicId: of('PR').id,
        code: 'PR',
        name: 'Protect',
        requirements: 1,
        ...nothingApplicable,
        semaphore: { green: 0, yellow: 0, red: 0, gray: 1 },
      },
    ]);
  });

  it('evidence colours the requirement in the tree, the requirement, the counts, the report and the export', async () => {
    const { spec, byCode } = await importSmall();
    const today = todayUtc();
    const [a, b] = ['GV.1.1', 'GV.1.2'].map((code) => (byCode[code] as Element).id) as [string, string];
    const { control, execution } = await createControlWithExecution(server);
    const linked = await server.call(USER, 'POST', `/v2/requirements/${a}/controls`, {
      controlId: control.id,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    /** The colour of each of GV.1.1 and GV.1.2 in every answer that shows one; they must all agree. */
    const colours = async () => {
      const elements = (await server.call(READER, 'GET', `/v2/specifications/${spec.id}/elements`)).json();
      const report = (await server.call(READER, 'GET', `/v2/specifications/${spec.id}/report`)).json();
      const counts = (await server.call(READER, 'GET', `/v2/specifications/${spec.id}`)).json().semaphore;
      const listed = (await server.call(READER, 'GET', '/v2/specifications')).json()[0].semaphore;
      const csv = (await server.call(READER, 'GET', `/v2/specifications/${spec.id}/export?format=csv`)).body;
      return [a, b].map((id) => {
        const element = elements.find((e: { id: string }) => e.id === id);
        const inReport = report.requirements.find((r: { id: string }) => r.id === id).semaphore;
        expect(inReport, `report of ${element.code}`).toBe(element.semaphore);
        expect(csv, `export of ${element.code}`).toContain(`"${element.code}","${element.name}"`);
        const line = csv.split('\r\n').find((l: string) => l.startsWith(`"${element.code}"`));
        expect(line).toContain(`"requirement","${element.semaphore}"`);
        expect(counts).toEqual(listed);
        expect(counts[element.semaphore], `counts with ${element.code}`).toBeGreaterThan(0);
        return element.semaphore;
      });
    };
    const requirementColour = async (id: string) =>
      (await server.call(READER, 'GET', `/v2/requirements/${id}`)).json().semaphore;

    // Linked, nothing done: open work. Evidence submitted for review: still open work.
    expect(await colours()).toEqual(['yellow', 'gray']);
    const proof = await createEvidence(
      server,
      { category: 'Executions', id: execution.id },
      { title: 'Scan' },
      [{ status: 'submitted' }],
    );
    expect(await colours()).toEqual(['yellow', 'gray']);
    // Approved by another user: the execution counts as implemented, without any implementation date.
    const approved = await server.call(ADMIN, 'POST', `/v2/evidence/${proof.id}/review`, {
      decision: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await colours()).toEqual(['green', 'gray']);
    expect(await requirementColour(a)).toBe('green');
    // Expired yesterday: red, although the execution's checkpoint dates say implemented and unexpired.
    await server.call(USER, 'PUT', `/v2/executions/${execution.id}/checkpoints`, {
      implementedDate: addDays(today, -10),
      expiresDate: addDays(today, 300),
    });
    const expired = await server.call(USER, 'PUT', `/v2/evidence/${proof.id}`, {
      expiresDate: addDays(today, -1),
    });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(await colours()).toEqual(['red', 'gray']);
    expect(await requirementColour(a)).toBe('red');

    // The requirement's own approved evidence, expiring within 30 days: a warning where nothing was linked.
    const policy = await createEvidence(server, { category: 'Requirements', id: b }, { title: 'Policy' }, [
      { status: 'approved', expiresDate: addDays(today, 30) },
    ]);
    expect(await colours()).toEqual(['red', 'yellow']);
    expect(await requirementColour(b)).toBe('yellow');

    // The OSCAL export lists both as resources with their hashes, each linked from its requirement.
    const oscal = (
      await server.call(READER, 'GET', `/v2/specifications/${spec.id}/export?format=oscal-json`)
    ).json();
    expectValidOscal('catalog', oscal);
    const resources = oscal.catalog['back-matter'].resources;
    expect(resources.map((r: { uuid: string }) => r.uuid).sort()).toEqual([proof.id, policy.id].sort());
    const scan = resources.find((r: { uuid: string }) => r.uuid === proof.id);
    expect(scan.rlinks).toEqual([
      {
        href: `/v2/evidence/${proof.id}/revisions/1/download`,
        'media-type': 'text/plain',
        hashes: [{ algorithm: 'SHA-256', value: expect.stringMatching(/^[0-9a-f]{64}$/) }],
      },
    ]);
    const controls = oscal.catalog.groups[0].groups[0].controls;
    expect(controls.map((c: { links?: unknown }) => c.links)).toEqual([
      [{ href: `#${proof.id}`, rel: 'reference' }],
      [{ href: `#${policy.id}`, rel: 'reference' }],
    ]);
  });
});
