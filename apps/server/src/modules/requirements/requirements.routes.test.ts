import { count } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  auditEvents,
  checkpoints,
  maturities,
  requirementAssessments,
  requirementControls,
  requirementRelations,
} from '../../db/schema/index.js';
import { ADMIN, NEWCOMER, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import {
  assign,
  createAsset,
  createControl,
  createControlWithExecution,
  createItem,
  createSpecification,
  setCheckpoints,
} from '../../test/factories.js';
import { countingDb } from '../../test/queries.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { requirementsWithView } from '../../views/requirement-view.js';
import { addDays, todayUtc } from '../specifications/specifications.semaphore.js';

type Requirement = { id: string; legacyId: number; code: string };

describeEachDatabase('requirements and maturities API', (db) => {
  let server: TestServer;
  let access: Requirement;
  let backup: Requirement;
  beforeEach(async () => {
    server = await startTestServer(db());
    const { byCode } = await createSpecification(server);
    access = byCode('GV.1.1');
    backup = byCode('GV.1.2');
  });
  afterEach(() => server.close());

  const tables = [
    requirementAssessments,
    checkpoints,
    requirementControls,
    requirementRelations,
    maturities,
    auditEvents,
  ];
  const writes = () =>
    Promise.all(tables.map(async (table) => (await db().db.select({ n: count() }).from(table))[0]?.n));

  /** A request answers 400 naming the field and writes nothing. */
  async function refused(method: string, url: string, body: unknown, field: string) {
    const before = await writes();
    const response = await server.call(USER, method, url, body);
    expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
    expect(response.json().details[0].field).toBe(field);
    expect(await writes()).toEqual(before);
  }

  it('one requirement with its text and authoritative documentation, the same in v1 and v2', async () => {
    const v2 = (await server.call(READER, 'GET', `/v2/requirements/${access.id}`)).json();
    expect(v2).toMatchObject({ code: 'GV.1.1', name: 'Access policy', semaphore: 'gray' });
    expect(v2.text).toContain('access control policy');
    expect(v2.documentation).toEqual([
      expect.objectContaining({ purpose: 'authoritative', itemType: 'Requirements', itemId: access.id }),
    ]);
    expect((await server.call(READER, 'GET', `/v1/requirements/${access.legacyId}`)).json()).toEqual(v2);
    // Authoritative texts are read-only; internal ones go through the documentation calls.
    const [doc] = v2.documentation;
    expect((await server.call(USER, 'DELETE', `/v2/Documentations/${doc.id}`)).statusCode).toBe(409);
    const saved = await server.call(USER, 'POST', `/v2/requirements/${access.id}/documentations`, {
      class: 'Implementation',
      content: '<p>Reviewed by HR</p>',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const docs = (await server.call(READER, 'GET', `/v2/Requirements/${access.id}/documentations`)).json();
    expect(docs.map((d: { purpose: string }) => d.purpose)).toEqual(['authoritative', 'internal']);
    expect(
      (await server.call(READER, 'GET', `/v1/requirements/${access.legacyId}/documentation`)).json(),
    ).toHaveLength(2);
    expect((await server.call(OTHER, 'GET', `/v2/requirements/${access.id}`)).statusCode).toBe(404);
    expect((await server.call(OTHER, 'GET', `/v2/Requirements/${access.id}/documentations`)).statusCode).toBe(
      404,
    );
  });

  it('applicability is read and decided in both forms; bad input is refused', async () => {
    expect((await server.call(READER, 'GET', `/v2/requirements/${access.id}/applicability`)).json()).toEqual({
      applicable: null,
      justification: null,
    });
    const put = await server.call(USER, 'PUT', `/v1/requirements/${access.legacyId}/applicability`, {
      applicable: false,
      justification: '  We hold no such data. ',
    });
    expect(put.json()).toEqual({ applicable: false, justification: 'We hold no such data.' });
    expect((await server.call(READER, 'GET', `/v2/requirements/${access.id}/applicability`)).json()).toEqual(
      put.json(),
    );
    expect((await server.call(READER, 'GET', `/v2/requirements/${access.id}`)).json().semaphore).toBe('gray');
    const url = `/v2/requirements/${access.id}/applicability`;
    await refused('PUT', url, { applicable: 'no' }, 'body.applicable');
    await refused('PUT', url, { justification: 'x' }, 'body.applicable');
    await refused('PUT', url, { applicable: true, justification: 'x'.repeat(5001) }, 'body.justification');
    await refused('PUT', url, { applicable: true, extra: 1 }, 'body');
    expect((await server.call(READER, 'PUT', url, { applicable: true })).statusCode).toBe(403);
    expect((await server.call(OTHER, 'PUT', url, { applicable: true })).statusCode).toBe(404);
    expect((await server.call(OTHER, 'GET', url)).statusCode).toBe(404);
  });

  it('own checkpoints; a date left out is kept, null clears it', async () => {
    const url = `/v2/requirements/${access.id}/checkpoints`;
    const all = { deadlineDate: '2030-01-31', implementedDate: null, expiresDate: null };
    expect((await server.call(USER, 'PUT', url, all)).json()).toEqual(all);
    const next = await server.call(USER, 'PUT', `/v1/requirements/${access.legacyId}/checkpoints`, {
      implementedDate: '2029-12-01',
      expiresDate: '2031-12-01',
    });
    expect(next.json()).toEqual({
      deadlineDate: '2030-01-31',
      implementedDate: '2029-12-01',
      expiresDate: '2031-12-01',
    });
    expect((await server.call(READER, 'GET', url)).json()).toEqual(next.json());
    await server.call(USER, 'PUT', url, { deadlineDate: null });
    expect((await server.call(READER, 'GET', url)).json().deadlineDate).toBeNull();
    await refused('PUT', url, { deadlineDate: '31.01.2030' }, 'body.deadlineDate');
    await refused('PUT', url, { expiresDate: '2030-02-30' }, 'body.expiresDate');
    expect((await server.call(READER, 'PUT', url, { deadlineDate: null })).statusCode).toBe(403);
    expect((await server.call(OTHER, 'GET', url)).statusCode).toBe(404);
  });

  it('links controls and shows their executions with checkpoint dates; unlinks them', async () => {
    const { asset, control, execution } = await createControlWithExecution(server, {
      asset: { name: 'Mail server', class: 2 },
      control: { name: 'Access review', title: 'Review access' },
    });
    const done = addDays(todayUtc(), -10);
    await server.call(USER, 'PUT', `/v2/executions/${execution.id}/checkpoints`, { implementedDate: done });
    const url = `/v2/requirements/${access.id}/controls`;
    const linked = await server.call(USER, 'POST', url, { controlId: control.legacyId });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toEqual([
      {
        id: control.id,
        legacyId: control.legacyId,
        identifier: control.identifier,
        name: 'Access review',
        title: 'Review access',
        executions: [
          {
            id: execution.id,
            legacyId: execution.legacyId,
            identifier: execution.identifier,
            assetId: asset.id,
            assetLegacyId: asset.legacyId,
            assetName: 'Mail server',
            checkpoints: { deadlineDate: null, implementedDate: done, expiresDate: null },
          },
        ],
      },
    ]);
    // Linking again changes nothing.
    expect((await server.call(USER, 'POST', url, { controlId: control.id })).json()).toHaveLength(1);
    expect((await server.call(READER, 'GET', `/v1/requirements/${access.legacyId}/controls`)).json()).toEqual(
      linked.json(),
    );
    expect((await server.call(READER, 'GET', `/v2/requirements/${access.id}`)).json().semaphore).toBe(
      'green',
    );
    await refused('POST', url, { controlId: 'abc' }, 'body.controlId');
    await refused('POST', url, {}, 'body.controlId');
    const stranger = await createControl(server, { title: 'Theirs' }, OTHER);
    const foreign = await server.call(USER, 'POST', url, { controlId: stranger.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().details[0].field).toBe('body.controlId');
    // An asset is no control.
    expect((await server.call(USER, 'POST', url, { controlId: asset.id })).statusCode).toBe(404);
    expect((await server.call(READER, 'POST', url, { controlId: control.id })).statusCode).toBe(403);
    expect((await server.call(OTHER, 'GET', url)).statusCode).toBe(404);
    const unlinked = await server.call(
      USER,
      'DELETE',
      `/v1/requirements/${access.legacyId}/controls/${control.legacyId}`,
    );
    expect(unlinked.json()).toEqual([]);
    expect((await server.call(USER, 'DELETE', `${url}/${control.id}`)).statusCode).toBe(404);
    expect((await server.call(READER, 'DELETE', `${url}/${control.id}`)).statusCode).toBe(403);
  });

  it('suggests unlinked controls ranked by text similarity, narrowed by name', async () => {
    const make = (name: string, title: string) => createControl(server, { name, title });
    const policy = await make('Policy review', 'Review the access control policy every year');
    const unrelated = await make('Fire drill', 'Evacuate the building twice a year');
    const backupControl = await make('Backups', 'Back up data daily');
    const url = `/v2/requirements/${access.id}/suggested`;
    const suggested = (await server.call(READER, 'GET', url)).json();
    expect(suggested[0]).toMatchObject({ id: policy.id, identifier: policy.identifier, title: policy.title });
    expect(suggested[0].rank).toBeGreaterThan(0);
    expect(suggested.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([unrelated.id, backupControl.id]),
    );
    const forBackup = (
      await server.call(READER, 'GET', `/v1/requirements/${backup.legacyId}/suggested`)
    ).json();
    expect(forBackup[0].id).toBe(backupControl.id);
    await server.call(USER, 'POST', `/v2/requirements/${access.id}/controls`, { controlId: policy.id });
    const after = (await server.call(READER, 'GET', url)).json();
    expect(after.map((s: { id: string }) => s.id)).not.toContain(policy.id);
    expect(
      (await server.call(READER, 'GET', `${url}?filter=FIRE`)).json().map((s: { id: string }) => s.id),
    ).toEqual([unrelated.id]);
    expect((await server.call(READER, 'GET', `${url}?filter=%25`)).json()).toEqual([]);
    expect((await server.call(READER, 'GET', `${url}?limit=3`)).statusCode).toBe(400);
    expect((await server.call(OTHER, 'GET', url)).statusCode).toBe(404);
  });

  it('relates assets, products, threats and treatments in both forms, and unrelates them', async () => {
    const asset = await createAsset(server, { name: 'Laptop', class: 2 });
    const product = await createItem(server, 'Products', { name: 'Webshop' });
    const threat = await createItem(server, 'Threats', { name: 'Theft' });
    const treatment = await createItem(server, 'Treatments', { name: 'Insure' });
    await server.call(USER, 'POST', `/v2/requirements/${access.id}/Assets/${asset.id}`);
    await server.call(USER, 'POST', `/v2/requirements/${access.id}/products/${product.id}`);
    await server.call(USER, 'POST', `/v1/requirements/${access.legacyId}/Threat/${threat.legacyId}`);
    const all = await server.call(USER, 'POST', `/v2/requirements/${access.id}/Treatments/${treatment.id}`);
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((g: { category: string; items: { id: string }[] }) => [g.category, g.items.map((i) => i.id)]),
    ).toEqual([
      ['Assets', [asset.id]],
      ['Products', [product.id]],
      ['Threats', [threat.id]],
      ['Treatments', [treatment.id]],
    ]);
    expect(all.json()[0].items[0]).toEqual({
      id: asset.id,
      legacyId: asset.legacyId,
      identifier: asset.identifier,
      name: 'Laptop',
      title: null,
    });
    expect(
      (await server.call(READER, 'GET', `/v1/requirements/${access.legacyId}/relations`)).json(),
    ).toEqual(all.json());
    expect((await server.call(READER, 'GET', `/v2/requirements/${access.id}`)).json().semaphore).toBe(
      'yellow',
    );
    await refused(
      'POST',
      `/v2/requirements/${access.id}/Executions/${asset.id}`,
      undefined,
      'params.category',
    );
    await refused('POST', `/v2/requirements/${access.id}/Assets/12`, undefined, 'params.itemId');
    // The wrong register, or another company's item: 404.
    expect(
      (await server.call(USER, 'POST', `/v2/requirements/${access.id}/Products/${asset.id}`)).statusCode,
    ).toBe(404);
    const theirs = await createAsset(server, { name: 'X' }, OTHER);
    expect(
      (await server.call(USER, 'POST', `/v2/requirements/${access.id}/Assets/${theirs.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await server.call(OTHER, 'POST', `/v2/requirements/${access.id}/Assets/${theirs.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await server.call(READER, 'DELETE', `/v2/requirements/${access.id}/Assets/${asset.id}`)).statusCode,
    ).toBe(403);
    const removed = await server.call(USER, 'DELETE', `/v2/requirements/${access.id}/Assets/${asset.id}`);
    expect(removed.json()[0].items).toEqual([]);
  });

  it('assignments take requirements like items (category Requirements)', async () => {
    const me = (await server.call(USER, 'GET', '/v1/Me')).json().user.id;
    const put = await server.call(USER, 'PUT', `/v2/Requirements/${access.id}/assignments`, {
      type: 0,
      userId: me,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual([expect.objectContaining({ type: 0, userId: me })]);
    expect(
      (await server.call(READER, 'GET', `/v1/requirements/${access.legacyId}/assignments`)).json(),
    ).toEqual(put.json());
    expect((await server.call(READER, 'GET', `/v2/Requirements/${backup.id}/assignments`)).json()).toEqual(
      [],
    );
    expect((await server.call(OTHER, 'GET', `/v2/Requirements/${access.id}/assignments`)).statusCode).toBe(
      404,
    );
    await server.call(USER, 'PUT', `/v2/Requirements/${access.id}/assignments`, { type: 0, userId: null });
    expect((await server.call(READER, 'GET', `/v2/Requirements/${access.id}/assignments`)).json()).toEqual(
      [],
    );
  });

  it('maturities per class, one each, in both forms', async () => {
    expect((await server.call(READER, 'GET', '/v1/maturities/classes')).json()).toEqual([
      { id: 'Current', displayName: 'Current' },
      { id: 'Target', displayName: 'Target' },
    ]);
    const url = `/v2/requirements/${access.id}/maturities`;
    const created = await server.call(USER, 'POST', url, { classId: 'Current', level: 2, comment: 'Ad hoc' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      requirementId: access.id,
      classId: 'Current',
      level: 2,
      levelName: 'incomplete',
      comment: 'Ad hoc',
    });
    const second = await server.call(USER, 'POST', url, { classId: 'Current', level: 3 });
    expect(second.statusCode).toBe(409);
    const target = (
      await server.call(USER, 'POST', `/v1/requirements/${access.legacyId}/maturities`, {
        classId: 'Target',
        level: 6,
      })
    ).json();
    expect(target.levelName).toBe('optimized');
    const list = (await server.call(READER, 'GET', url)).json();
    expect(list.map((m: { classId: string }) => m.classId)).toEqual(['Current', 'Target']);
    expect(
      (await server.call(READER, 'GET', `/v1/requirements/${access.legacyId}/maturities`)).json(),
    ).toEqual(list);
    const id = created.json().id;
    const updated = await server.call(USER, 'PUT', `${url}/${id}`, { level: 4, comment: null });
    expect(updated.json()).toMatchObject({
      level: 4,
      levelName: 'managed',
      comment: null,
      classId: 'Current',
    });
    expect((await server.call(USER, 'PUT', `${url}/${id}`, { classId: 'Target' })).statusCode).toBe(409);
    await refused('POST', url, { classId: 'Target', level: 7 }, 'body.level');
    await refused('POST', url, { classId: 'Target', level: 0 }, 'body.level');
    await refused('POST', url, { classId: 'Later', level: 2 }, 'body.classId');
    await refused('POST', url, { level: 2 }, 'body.classId');
    await refused('PUT', `${url}/${id}`, { level: 2.5 }, 'body.level');
    await refused('PUT', `${url}/not-an-id`, { level: 2 }, 'params.maturityId');
    expect((await server.call(READER, 'POST', url, { classId: 'Target', level: 2 })).statusCode).toBe(403);
    expect((await server.call(READER, 'DELETE', `${url}/${id}`)).statusCode).toBe(403);
    expect((await server.call(OTHER, 'GET', url)).statusCode).toBe(404);
    expect((await server.call(OTHER, 'DELETE', `${url}/${id}`)).statusCode).toBe(404);
    // A maturity belongs to its requirement: another requirement's path does not reach it.
    expect(
      (await server.call(USER, 'DELETE', `/v2/requirements/${backup.id}/maturities/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await server.call(
          USER,
          'DELETE',
          `/v1/requirements/${access.legacyId}/maturities/${created.json().legacyId}`,
        )
      ).statusCode,
    ).toBe(204);
    expect((await server.call(READER, 'GET', url)).json()).toHaveLength(1);
  });
});

describeEachDatabase('the requirement view in one call', (db) => {
  let server: TestServer;
  let access: Requirement;
  beforeEach(async () => {
    server = await startTestServer(db());
    access = (await createSpecification(server)).byCode('GV.1.1');
  });
  afterEach(() => server.close());

  /** Links controls with executions and gives the requirement a bit of everything the view shows. */
  async function furnish(controls: number) {
    const admin = (await server.call(ADMIN, 'GET', '/v1/Me')).json().user.id;
    const base = `/v2/requirements/${access.id}`;
    for (let i = 0; i < controls; i += 1) {
      const { asset, control } = await createControlWithExecution(server);
      await server.call(USER, 'POST', `${base}/controls`, { controlId: control.id });
      await server.call(USER, 'POST', `${base}/Assets/${asset.id}`);
      await server.call(USER, 'POST', `${base}/evidence`, {
        title: `Ticket ${i}`,
        url: 'https://t.example/1',
      });
    }
    await server.call(USER, 'PUT', `${base}/applicability`, {
      applicable: false,
      justification: 'Cloud only',
    });
    await setCheckpoints(server, base, { deadlineDate: addDays(todayUtc(), 5) });
    await assign(server, base, 0, admin);
    await server.call(USER, 'POST', `${base}/maturities`, { classId: 'Current', level: 3 });
  }

  it('answers every part as its own call does', async () => {
    await createControl(server, { name: 'Access review', title: 'Review who has access' });
    await furnish(2);
    const response = await server.call(READER, 'GET', `/v2/requirements/${access.id}/view`);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    const part = async (suffix: string) =>
      (await server.call(READER, 'GET', `/v2/requirements/${access.id}${suffix}`)).json();
    expect(view).toEqual({
      requirement: await part(''),
      applicability: await part('/applicability'),
      controls: await part('/controls'),
      suggested: await part('/suggested'),
      checkpoints: await part('/checkpoints'),
      evidence: await part('/evidence'),
      assignments: await part('/assignments'),
      maturities: await part('/maturities'),
      relations: await part('/relations'),
      mappings: await part('/mappings'),
      mapped: await part('/mapped'),
      mappingDrafts: await part('/mapping-drafts'),
      parameters: await part('/parameters'),
    });
    expect(view.controls).toHaveLength(2);
    expect(view.evidence).toHaveLength(2);
    expect(view.suggested.map((s: { name: string }) => s.name)).toContain('Access review');
  });

  it('reads the requirement once and as many queries with many controls as with one', async () => {
    const me = (await server.call(READER, 'GET', '/v1/Me')).json();
    const actor = { userId: me.user.id, companyId: me.company.id, role: me.role, email: READER };
    const counting = countingDb(db());
    const service = requirementsWithView(counting.db);
    await furnish(1);
    await service.view(actor, access.id);
    const few = counting.queries();
    await furnish(4);
    const before = counting.queries();
    expect((await service.view(actor, access.id)).controls).toHaveLength(5);
    expect(counting.queries() - before).toBe(few);
    // 20 for the view without mappings (its parameters one of them, the open major nonconformities another,
    // the company's day and the schedules' states two more); the requirement's mappings (one query for both
    // parts that show them) and its drafts add one statement each when it has none.
    expect(few).toBeLessThanOrEqual(22);
  });

  it('is 404 for another company, 403 without access to data, 401 without a token, 400 for no UUID', async () => {
    const url = `/v2/requirements/${access.id}/view`;
    expect((await server.call(OTHER, 'GET', url)).statusCode).toBe(404);
    expect((await server.call(NEWCOMER, 'GET', url)).statusCode).toBe(403);
    expect((await server.call(undefined, 'GET', url)).statusCode).toBe(401);
    const legacy = await server.call(READER, 'GET', `/v2/requirements/${access.legacyId}/view`);
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json().details[0].field).toBe('params.id');
  });
});
