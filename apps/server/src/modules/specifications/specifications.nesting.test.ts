import type { SpecificationElement } from '@praxis/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { requirementControls, specificationElements } from '../../db/schema/index.js';
import { csvRecords } from '../../lib/csv.js';
import { ADMIN, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import {
  createControlWithExecution,
  createEvidence,
  createMapping,
  createSpecification,
  setCheckpoints,
} from '../../test/factories.js';
import { expectValidOscal } from '../../test/oscal-schema.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { catalog, importSpecification, MODERATE } from '../../test/specifications.js';
import { addDays, todayUtc } from './specifications.semaphore.js';

const AC2_ENHANCEMENTS = ['AC-2(1)', 'AC-2(2)', 'AC-2(3)', 'AC-2(4)', 'AC-2(5)', 'AC-2(13)'];

/** A CSV whose `kind` column nests requirements two deep under a requirement, beside a sub-topic. */
const NESTED_CSV = [
  'code,name,text,parentCode,kind',
  'T,Topic,,,',
  'S,Sub-topic,,T,',
  'S.1,Leaf,"Do the leaf.",S,',
  'R,Parent,"Do the parent.",T,requirement',
  'R.1,Child,"Do the child.",R,',
  'R.1.a,Grandchild,,R.1,',
  'R.2,Second child,,R,',
].join('\n');

describeEachDatabase('nested requirements', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const get = async (url: string) => {
    const response = await server.call(READER, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  const treeOf = async (id: string): Promise<SpecificationElement[]> =>
    (await get(`/v2/specifications/${id}/elements`)).json();
  const byCode = (tree: SpecificationElement[], code: string) => {
    const element = tree.find((e) => e.code === code);
    if (!element) throw new Error(`no ${code}`);
    return element;
  };
  /** Code, kind and parent's code of every element, in tree order: the shape a round trip must keep. */
  const shape = (tree: SpecificationElement[]) => {
    const codeOf = new Map(tree.map((e) => [e.id, e.code]));
    return tree.map((e) => [e.code, e.kind, e.parentId === null ? null : codeOf.get(e.parentId)]);
  };
  const importModerate = async () => {
    const response = await importSpecification(server, ADMIN, MODERATE, catalog(MODERATE));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('imports every control of MODERATE as a requirement, AC-2 holding its enhancements, each with its own colour', async () => {
    const spec = await importModerate();
    expect(spec.elementCounts).toEqual({ topic: 18, subtopic: 0, requirement: 287 });
    const today = todayUtc();
    const before = await treeOf(spec.id);
    const ac = byCode(before, 'ac');
    const ac2 = byCode(before, 'AC-2');
    const ac21 = byCode(before, 'AC-2(1)');
    expect(ac2).toMatchObject({ kind: 'requirement', parentId: ac.id, name: 'Account Management' });
    expect(before.filter((e) => e.parentId === ac2.id).map((e) => [e.code, e.kind])).toEqual(
      AC2_ENHANCEMENTS.map((code) => [code, 'requirement']),
    );

    // The child holds by its control; the parent's own deadline has passed: two colours, never mixed.
    const { control, execution } = await createControlWithExecution(server);
    await setCheckpoints(server, `/v2/executions/${execution.id}`, {
      implementedDate: addDays(today, -5),
      expiresDate: addDays(today, 200),
    });
    const linked = await server.call(USER, 'POST', `/v2/requirements/${ac21.id}/controls`, {
      controlId: control.id,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    await setCheckpoints(server, `/v2/Requirements/${ac2.id}`, { deadlineDate: addDays(today, -3) });
    const tree = await treeOf(spec.id);
    expect(byCode(tree, 'AC-2')).toMatchObject({
      semaphore: 'red',
      counts: { green: 1, yellow: 0, red: 0, gray: 5 },
    });
    expect(byCode(tree, 'AC-2(1)')).toMatchObject({ semaphore: 'green', counts: null });
    expect(byCode(tree, 'AC-1')).toMatchObject({ semaphore: 'gray', counts: null });
    const belowAc = tree.filter(
      (e) => e.kind === 'requirement' && ancestorsOf(tree, e).includes(ac.id),
    ).length;
    expect(belowAc).toBeGreaterThan(tree.filter((e) => e.parentId === ac.id).length);
    expect(byCode(tree, 'ac').counts).toEqual({ green: 1, yellow: 0, red: 1, gray: belowAc - 2 });
    const { semaphore } = (await get(`/v2/specifications/${spec.id}`)).json();
    expect(semaphore).toEqual({ green: 1, yellow: 0, red: 1, gray: 285 });

    // The requirement view names its parent requirement.
    expect((await get(`/v2/requirements/${ac21.id}`)).json()).toMatchObject({ parentId: ac2.id });

    // The maturity overview counts the family's nested requirements and their levels.
    const maturity = await server.call(USER, 'POST', `/v2/requirements/${ac21.id}/maturities`, {
      classId: 'Current',
      level: 4,
      comment: null,
    });
    expect(maturity.statusCode, maturity.body).toBe(201);
    const overview = (await get(`/v2/specifications/${spec.id}/maturity-overview`)).json();
    expect(overview.find((row: { code: string }) => row.code === 'ac')).toMatchObject({
      requirements: belowAc,
      withCurrent: 1,
      current: 4,
      semaphore: { green: 1, red: 1 },
    });

    // The report holds the parent and its children, parents first.
    const report = (await get(`/v2/specifications/${spec.id}/report`)).json();
    const reported = report.requirements.map((r: { id: string }) => r.id);
    expect(reported.indexOf(ac2.id)).toBeLessThan(reported.indexOf(ac21.id));
    expect(reported).toHaveLength(287);
    expect(byCode(report.elements, 'AC-2').counts).toEqual(byCode(tree, 'AC-2').counts);

    // A parent requirement maps like any other, as source and as target.
    const small = await createSpecification(server);
    const out = await createMapping(server, {
      sourceId: ac2.id,
      targetId: small.byCode('GV.1.1').id,
      relationship: 'subset-of',
    });
    const back = await createMapping(server, {
      sourceId: small.byCode('GV.1.2').id,
      targetId: ac2.id,
      relationship: 'equal-to',
    });
    const mapped = (await get(`/v2/requirements/${ac2.id}/mappings`)).json();
    expect(JSON.stringify(mapped)).toContain(out.id);
    expect(JSON.stringify(mapped)).toContain(back.id);

    // The exports write the nesting: a CSV row whose parent is AC-2, a control inside AC-2's control.
    const csv = (await get(`/v2/specifications/${spec.id}/export?format=csv`)).body;
    const rows = [...csvRecords(csv, Number.POSITIVE_INFINITY)].map((r) => r.fields);
    expect(rows.find((r) => r[0] === 'AC-2(1)')?.slice(3, 6)).toEqual(['AC-2', 'requirement', 'green']);
    expect(rows.find((r) => r[0] === 'AC-2')?.slice(3, 6)).toEqual(['ac', 'requirement', 'red']);
    const oscal = (await get(`/v2/specifications/${spec.id}/export?format=oscal-json`)).json();
    expectValidOscal('catalog', oscal);
    const ac2Control = oscal.catalog.groups[0].controls.find((c: { id: string }) => c.id === 'AC-2');
    expect(ac2Control.controls.map((c: { props: { value: string }[] }) => c.props[0]?.value)).toEqual(
      AC2_ENHANCEMENTS,
    );
  });

  it('turns a control an older import made a sub-topic into a requirement in place, keeping every link', async () => {
    const spec = await importModerate();
    const first = await treeOf(spec.id);
    const ac2 = byCode(first, 'AC-2');
    const ac21 = byCode(first, 'AC-2(1)');
    // As an import before every control was a requirement left it.
    await db().db.execute(
      sql`update specification_elements set kind = 'subtopic' where id = ${ac2.id} and code = 'AC-2'`,
    );
    expect((await treeOf(spec.id)).find((e) => e.id === ac2.id)?.kind).toBe('subtopic');
    expect((await server.call(READER, 'GET', `/v2/requirements/${ac2.id}`)).statusCode).toBe(404);
    const { control } = await createControlWithExecution(server);
    await server.call(USER, 'POST', `/v2/requirements/${ac21.id}/controls`, { controlId: control.id });
    await setCheckpoints(server, `/v2/Requirements/${ac21.id}`, { deadlineDate: addDays(todayUtc(), 30) });
    await server.call(USER, 'POST', `/v2/requirements/${ac21.id}/maturities`, {
      classId: 'Target',
      level: 5,
      comment: null,
    });
    const evidence = await createEvidence(
      server,
      { category: 'Requirements', id: ac21.id },
      { title: 'Log' },
      [{ status: 'approved', url: 'https://example.com/log' }],
    );

    const again = await importSpecification(server, ADMIN, MODERATE, catalog(MODERATE));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: spec.id, elementCounts: { subtopic: 0, requirement: 287 } });
    const tree = await treeOf(spec.id);
    expect(byCode(tree, 'AC-2')).toMatchObject({ id: ac2.id, kind: 'requirement' });
    expect(byCode(tree, 'AC-2(1)')).toMatchObject({ id: ac21.id, parentId: ac2.id, semaphore: 'green' });
    expect(tree.map((e) => e.id).sort()).toEqual(first.map((e) => e.id).sort());
    const links = await db()
      .db.select()
      .from(requirementControls)
      .where(eq(requirementControls.requirementId, ac21.id));
    expect(links.map((l) => l.controlId)).toEqual([control.id]);
    expect((await get(`/v2/Requirements/${ac21.id}/checkpoints`)).json()).toMatchObject({
      deadlineDate: addDays(todayUtc(), 30),
    });
    expect((await get(`/v2/requirements/${ac21.id}/maturities`)).json()).toHaveLength(1);
    expect((await get(`/v2/Requirements/${ac21.id}/evidence`)).json()).toMatchObject([{ id: evidence.id }]);
    const view = (await get(`/v2/requirements/${ac2.id}`)).json();
    expect(view).toMatchObject({ id: ac2.id, name: 'Account Management' });
    expect(view.documentation.filter((d: { purpose: string }) => d.purpose === 'authoritative')).toHaveLength(
      2,
    );
    const rows = await db()
      .db.select({ id: specificationElements.id })
      .from(specificationElements)
      .where(
        and(eq(specificationElements.specificationId, spec.id), eq(specificationElements.kind, 'subtopic')),
      );
    expect(rows).toEqual([]);
  });

  it('reads nesting from the kind column of a CSV, and its CSV and OSCAL exports import as the same tree', async () => {
    const { specification, elements } = await createSpecification(server, 'Nested.csv', NESTED_CSV);
    expect(specification.elementCounts).toEqual({ topic: 1, subtopic: 1, requirement: 5 });
    expect(shape(elements)).toEqual([
      ['T', 'topic', null],
      ['S', 'subtopic', 'T'],
      ['S.1', 'requirement', 'S'],
      ['R', 'requirement', 'T'],
      ['R.1', 'requirement', 'R'],
      ['R.1.a', 'requirement', 'R.1'],
      ['R.2', 'requirement', 'R'],
    ]);
    expect(byCode(elements, 'R').counts).toEqual({ green: 0, yellow: 0, red: 0, gray: 3 });
    expect(byCode(elements, 'T').counts).toEqual({ green: 0, yellow: 0, red: 0, gray: 5 });
    for (const [format, file] of [
      ['csv', 'Nested again.csv'],
      ['oscal-json', 'nested.oscal.json'],
    ]) {
      const exported = (await get(`/v2/specifications/${specification.id}/export?format=${format}`)).body;
      if (format === 'oscal-json') expectValidOscal('catalog', JSON.parse(exported));
      const again = await importSpecification(server, ADMIN, file as string, exported);
      expect(again.statusCode, again.body).toBe(201);
      expect(shape(await treeOf(again.json().id)), format).toEqual(shape(elements));
    }
  });
});

/** The ids of an element's ancestors, nearest first. */
function ancestorsOf(tree: SpecificationElement[], element: SpecificationElement): string[] {
  const parent = tree.find((e) => e.id === element.parentId);
  return parent ? [parent.id, ...ancestorsOf(tree, parent)] : [];
}
