import type { MappingRelationship, SpecificationElement } from '@praxis/contract';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  mappingDrafts,
  maturities,
  requirementAssessments,
  requirementControls,
} from '../../db/schema/index.js';
import { OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createControl, createMapping, createSpecification, setCheckpoints } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { todayUtc } from '../specifications/specifications.semaphore.js';

/** The target specification: one requirement per relationship type, in mappingRelationships' order. */
const TARGET_CSV = [
  'code,name,text,parentCode',
  'T,Target topic,,',
  'T.1,Equal,,T',
  'T.2,Equivalent,,T',
  'T.3,Superset,,T',
  'T.4,Subset,,T',
  'T.5,Intersects,,T',
  'T.6,Unrelated,,T',
  'T.7,Unmapped,,T',
].join('\n');
const BY_TARGET: [string, MappingRelationship][] = [
  ['T.1', 'equal-to'],
  ['T.2', 'equivalent-to'],
  ['T.3', 'superset-of'],
  ['T.4', 'subset-of'],
  ['T.5', 'intersects-with'],
  ['T.6', 'no-relationship'],
];

describeEachDatabase('projections and Apply mapping', (db) => {
  let server: TestServer;
  let source: SpecificationElement;
  let sourceSpec: { id: string; name: string };
  let targetSpec: { id: string; name: string };
  let target: (code: string) => SpecificationElement;
  let sourceBy: (code: string) => SpecificationElement;
  let mappingOf: Map<string, string>;

  beforeEach(async () => {
    server = await startTestServer(db());
    const iso = await createSpecification(server, 'ISO.csv');
    const gs = await createSpecification(server, 'Grundschutz.csv', TARGET_CSV);
    sourceSpec = iso.specification;
    targetSpec = gs.specification;
    sourceBy = iso.byCode;
    source = iso.byCode('GV.1.1');
    target = gs.byCode;
    mappingOf = new Map();
    for (const [code, relationship] of BY_TARGET) {
      mappingOf.set(
        code,
        (
          await createMapping(server, {
            sourceId: source.id,
            targetId: target(code).id,
            relationship: relationship,
          })
        ).id,
      );
    }
  });
  afterEach(() => server.close());

  const get = async (path: string, as = READER) => {
    const response = await server.call(as, 'GET', path);
    expect(response.statusCode, `GET ${path}: ${response.body}`).toBe(200);
    return response.json();
  };
  /** The source assessed green: implemented today, by its own checkpoint. */
  const assessSourceGreen = () =>
    setCheckpoints(server, `/v2/requirements/${source.id}`, { implementedDate: todayUtc() });

  it('projects the source’s colour fully or as partial by relationship, never onto the target’s own colour', async () => {
    // Nothing assessed: nothing to project.
    expect(await get(`/v2/specifications/${targetSpec.id}/projection`)).toEqual([]);
    await assessSourceGreen();

    const projection = await get(`/v2/specifications/${targetSpec.id}/projection`);
    const byCode = Object.fromEntries(
      projection.map((p: { requirementId: string; kind: string; semaphore: string }) => [
        BY_TARGET.find(([code]) => target(code).id === p.requirementId)?.[0],
        `${p.semaphore} ${p.kind}`,
      ]),
    );
    expect(byCode).toEqual({
      'T.1': 'green full',
      'T.2': 'green full',
      'T.3': 'green full',
      'T.4': 'green partial',
      'T.5': 'green partial',
    });
    expect(projection[0].sources).toEqual([{ code: 'GV.1.1', specificationName: sourceSpec.name }]);

    // The target's own colour stays its own, everywhere it is shown.
    expect((await get(`/v2/requirements/${target('T.1').id}`)).semaphore).toBe('gray');
    const elements = await get(`/v2/specifications/${targetSpec.id}/elements`);
    expect(elements.filter((e: SpecificationElement) => e.semaphore === 'green')).toEqual([]);

    const mapped = await get(`/v2/requirements/${target('T.4').id}/mapped`);
    expect(mapped).toMatchObject({
      assessed: false,
      to: [],
      from: [
        {
          mappingId: mappingOf.get('T.4'),
          relationship: 'subset-of',
          requirement: { id: source.id, code: 'GV.1.1', specificationName: sourceSpec.name },
          semaphore: 'green',
          assessed: true,
          maturity: { current: null, target: null },
        },
      ],
      projection: { semaphore: 'green', kind: 'partial', sources: [{ mappingId: mappingOf.get('T.4') }] },
    });
    const fromSource = await get(`/v2/requirements/${source.id}/mapped`);
    expect(fromSource.assessed).toBe(true);
    expect(fromSource.projection).toBeNull();
    expect(fromSource.to.map((m: { relationship: string }) => m.relationship).sort()).toEqual(
      BY_TARGET.map(([, r]) => r).sort(),
    );
  });

  it('a target with its own assessment shows no projection: not applicable, or coloured by its own', async () => {
    await assessSourceGreen();
    const put = await server.call(USER, 'PUT', `/v2/requirements/${target('T.1').id}/applicability`, {
      applicable: false,
      justification: 'Not here',
    });
    expect(put.statusCode, put.body).toBe(200);
    await setCheckpoints(server, `/v2/requirements/${target('T.2').id}`, { deadlineDate: '2000-01-01' });
    // "Applies" alone gives no colour of its own: still unassessed.
    await server.call(USER, 'PUT', `/v2/requirements/${target('T.3').id}/applicability`, {
      applicable: true,
    });

    const ids = (await get(`/v2/specifications/${targetSpec.id}/projection`)).map(
      (p: { requirementId: string }) => p.requirementId,
    );
    expect(ids).not.toContain(target('T.1').id);
    expect(ids).not.toContain(target('T.2').id);
    expect(ids).toContain(target('T.3').id);
    const own = await get(`/v2/requirements/${target('T.2').id}/mapped`);
    expect(own).toMatchObject({ assessed: true, projection: null });
  });

  it('coverage counts covered, partly covered and not covered target requirements, seen from either side', async () => {
    const row = {
      source: { id: sourceSpec.id, name: sourceSpec.name },
      target: { id: targetSpec.id, name: targetSpec.name },
      requirements: 7,
      covered: 3,
      partlyCovered: 2,
      notCovered: 2,
    };
    expect(await get(`/v2/specifications/${targetSpec.id}/coverage`)).toEqual([row]);
    expect(await get(`/v2/specifications/${sourceSpec.id}/coverage`)).toEqual([row]);
    // A second, partial source of a covered target counts it once, as covered; an unmapped one is now partly.
    await createMapping(server, {
      sourceId: sourceBy('GV.1.2').id,
      targetId: target('T.1').id,
      relationship: 'subset-of',
    });
    await createMapping(server, {
      sourceId: sourceBy('GV.1.2').id,
      targetId: target('T.7').id,
      relationship: 'intersects-with',
    });
    expect(await get(`/v2/specifications/${targetSpec.id}/coverage`)).toEqual([
      { ...row, partlyCovered: 3, notCovered: 1 },
    ]);
  });

  it('Apply mapping leaves drafts until a person confirms them; discarding changes nothing', async () => {
    const control = await createControl(server);
    const link = await server.call(USER, 'POST', `/v2/requirements/${source.id}/controls`, {
      controlId: control.id,
    });
    expect(link.statusCode, link.body).toBe(201);
    await server.call(USER, 'PUT', `/v2/requirements/${source.id}/applicability`, {
      applicable: true,
      justification: 'We hold it',
    });
    const level = await server.call(USER, 'POST', `/v2/requirements/${source.id}/maturities`, {
      classId: 'Current',
      level: 3,
    });
    expect(level.statusCode, level.body).toBe(201);

    const targetOf = async (id: string) => ({
      applicability: await get(`/v2/requirements/${id}/applicability`),
      controls: (await get(`/v2/requirements/${id}/controls`)).map((c: { id: string }) => c.id),
      maturities: (await get(`/v2/requirements/${id}/maturities`)).map((m: { level: number }) => m.level),
    });
    const untouched = await targetOf(target('T.1').id);
    const created = await server.call(USER, 'POST', `/v2/requirements/${target('T.1').id}/mapping-drafts`, {
      mappingIds: [mappingOf.get('T.1')],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [draft] = created.json();
    expect(draft).toMatchObject({
      requirementId: target('T.1').id,
      relationship: 'equal-to',
      source: { id: source.id, code: 'GV.1.1' },
      applicable: true,
      justification: 'We hold it',
      controls: [{ id: control.id }],
      maturity: { current: 3, target: null },
    });
    // Nothing changes the target before the confirmation.
    expect(await targetOf(target('T.1').id)).toEqual(untouched);
    expect(await get(`/v2/requirements/${target('T.1').id}/mapping-drafts`)).toEqual([draft]);

    const confirmed = await server.call(USER, 'POST', `/v2/mapping-drafts/${draft.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual([]);
    expect(await targetOf(target('T.1').id)).toEqual({
      applicability: { applicable: true, justification: 'We hold it' },
      controls: [control.id],
      maturities: [3],
    });

    // Discard: the draft goes, the target stays.
    const second = (
      await server.call(USER, 'POST', `/v2/requirements/${target('T.4').id}/mapping-drafts`, {
        mappingIds: [mappingOf.get('T.4')],
      })
    ).json()[0];
    const before = await targetOf(target('T.4').id);
    expect((await server.call(USER, 'DELETE', `/v2/mapping-drafts/${second.id}`)).statusCode).toBe(204);
    expect(await targetOf(target('T.4').id)).toEqual(before);
    expect(await get(`/v2/requirements/${target('T.4').id}/mapping-drafts`)).toEqual([]);
  });

  it('refuses bad input with 400 naming the field and writes nothing; readers and other companies are refused', async () => {
    const tables = [mappingDrafts, requirementAssessments, requirementControls, maturities];
    const writes = () =>
      Promise.all(tables.map(async (table) => (await db().db.select({ n: count() }).from(table))[0]?.n));
    const before = await writes();
    const url = `/v2/requirements/${target('T.1').id}/mapping-drafts`;
    // A mapping into another requirement.
    const wrong = await server.call(USER, 'POST', url, {
      mappingIds: [mappingOf.get('T.1'), mappingOf.get('T.2')],
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().details[0].field).toBe('body.mappingIds');
    const empty = await server.call(USER, 'POST', url, { mappingIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('body.mappingIds');
    expect(await writes()).toEqual(before);

    expect((await server.call(READER, 'POST', url, { mappingIds: [mappingOf.get('T.1')] })).statusCode).toBe(
      403,
    );
    const [draft] = (await server.call(USER, 'POST', url, { mappingIds: [mappingOf.get('T.1')] })).json();
    for (const [method, path] of [
      ['GET', `/v2/requirements/${target('T.1').id}/mapped`],
      ['GET', `/v2/specifications/${targetSpec.id}/projection`],
      ['GET', `/v2/specifications/${targetSpec.id}/coverage`],
      ['GET', url],
      ['POST', `/v2/mapping-drafts/${draft.id}/confirm`],
      ['DELETE', `/v2/mapping-drafts/${draft.id}`],
    ] as const) {
      expect((await server.call(OTHER, method, path)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await get(url)).toHaveLength(1);
  });
});
