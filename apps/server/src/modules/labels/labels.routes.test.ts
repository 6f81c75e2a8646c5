import { type DocumentationOwnerCategory, documentationOwnerCategories } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import {
  createAsset,
  createControlWithExecution,
  createItem,
  createLabel,
  createSpecification,
} from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

describeEachDatabase('labels API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const auditOf = async (entity: string) =>
    (await server.call(ADMIN, 'GET', `/v1/audit?entity=${entity}`)).json().data as { action: string }[];

  it('administrators define, rename and delete labels; everyone who reads sees them by name', async () => {
    const urgent = await createLabel(server, '  Urgent ', 'red');
    expect(urgent).toEqual({ id: expect.any(String), name: 'Urgent', colour: 'red' });
    await createLabel(server, 'audit 2026', 'grey-50');
    const list = (await server.call(READER, 'GET', '/v1/Labels')).json();
    expect(list.map((l: { name: string }) => l.name)).toEqual(['audit 2026', 'Urgent']);

    const renamed = await server.call(ADMIN, 'PUT', `/v1/Labels/${urgent.id}`, {
      name: 'Hot',
      colour: 'orange',
    });
    expect(renamed.json()).toEqual({ id: urgent.id, name: 'Hot', colour: 'orange' });
    expect((await server.call(ADMIN, 'DELETE', `/v1/Labels/${urgent.id}`)).statusCode).toBe(204);
    expect((await server.call(ADMIN, 'DELETE', `/v1/Labels/${urgent.id}`)).statusCode).toBe(404);
    expect(
      (await server.call(ADMIN, 'PUT', `/v1/Labels/${urgent.id}`, { name: 'X', colour: 'red' })).statusCode,
    ).toBe(404);
    expect((await auditOf('labels')).map((e) => e.action).sort()).toEqual([
      'create',
      'create',
      'delete',
      'update',
    ]);
    // Another company has labels of its own.
    expect((await server.call(OTHER, 'GET', '/v1/Labels')).json()).toEqual([]);
  });

  it('refuses bad names and colours naming the field, and a taken name in any letter case with 409', async () => {
    const taken = await createLabel(server, 'Critical');
    const other = await createLabel(server, 'Minor');
    const cases: [unknown, number, string][] = [
      [{ name: '', colour: 'red' }, 400, 'body.name'],
      [{ name: '   ', colour: 'red' }, 400, 'body.name'],
      [{ name: 'x'.repeat(51), colour: 'red' }, 400, 'body.name'],
      [{ colour: 'red' }, 400, 'body.name'],
      [{ name: 'Pink', colour: 'pink' }, 400, 'body.colour'],
      [{ name: 'Black', colour: '#000000' }, 400, 'body.colour'],
      [{ name: 'Extra', colour: 'red', order: 1 }, 400, 'body'],
      [{ name: ' CRITICAL ', colour: 'red' }, 409, 'body.name'],
    ];
    for (const [body, status, field] of cases) {
      const response = await server.call(ADMIN, 'POST', '/v1/Labels', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().details[0].field).toBe(field);
    }
    const rename = await server.call(ADMIN, 'PUT', `/v1/Labels/${other.id}`, {
      name: 'critical',
      colour: 'red',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().details[0].field).toBe('body.name');
    // Its own name in another letter case is no conflict.
    const recase = await server.call(ADMIN, 'PUT', `/v1/Labels/${taken.id}`, {
      name: 'CRITICAL',
      colour: 'red',
    });
    expect(recase.statusCode).toBe(200);
    expect((await server.call(ADMIN, 'PUT', '/v1/Labels/42', { name: 'a', colour: 'red' })).statusCode).toBe(
      400,
    );
    // The same name in another company is free.
    expect(
      (await server.call(OTHER, 'POST', '/v1/Labels', { name: 'Critical', colour: 'red' })).statusCode,
    ).toBe(201);
    expect((await server.call(READER, 'GET', '/v1/Labels')).json()).toHaveLength(2);
  });

  it('only administrators define labels; users label, readers only read; another company gets 404', async () => {
    const label = await createLabel(server, 'Mine');
    const body = { name: 'New', colour: 'blue' };
    for (const as of [USER, READER]) {
      expect((await server.call(as, 'POST', '/v1/Labels', body)).statusCode).toBe(403);
      expect((await server.call(as, 'PUT', `/v1/Labels/${label.id}`, body)).statusCode).toBe(403);
      expect((await server.call(as, 'DELETE', `/v1/Labels/${label.id}`)).statusCode).toBe(403);
    }
    expect((await server.call(OTHER, 'PUT', `/v1/Labels/${label.id}`, body)).statusCode).toBe(404);
    expect((await server.call(OTHER, 'DELETE', `/v1/Labels/${label.id}`)).statusCode).toBe(404);

    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/labels`;
    expect((await server.call(READER, 'PUT', url, { labelIds: [label.id] })).statusCode).toBe(403);
    expect((await server.call(USER, 'PUT', url, { labelIds: [label.id] })).statusCode).toBe(200);
    expect((await server.call(OTHER, 'GET', url)).statusCode).toBe(404);
    expect((await server.call(OTHER, 'PUT', url, { labelIds: [] })).statusCode).toBe(404);
    // A label of another company is not found, naming its place in the body; nothing changes.
    const foreign = await createLabel(server, 'Theirs', 'red', OTHER);
    const refused = await server.call(USER, 'PUT', url, { labelIds: [label.id, foreign.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().details[0].field).toBe('body.labelIds.1');
    expect((await server.call(USER, 'PUT', url, { labelIds: ['nope'] })).json().details[0].field).toBe(
      'body.labelIds.0',
    );
    expect((await server.call(READER, 'GET', url)).json()).toEqual([label]);
  });

  /** One owner of each category, as the path of its labels and the call that reads it. */
  async function ownerOf(category: DocumentationOwnerCategory) {
    if (category === 'Requirements') {
      const requirement = (await createSpecification(server)).byCode('GV.1.1');
      return { ...requirement, read: `/v2/requirements/${requirement.id}` };
    }
    const item =
      category === 'Executions'
        ? (await createControlWithExecution(server)).execution
        : category === 'Assets'
          ? await createAsset(server)
          : await createItem(server, category, category === 'Controls' ? { title: 'T' } : {});
    return { id: item.id, legacyId: item.legacyId, read: `/v2/${category}/${item.id}` };
  }

  it('puts labels on items of every register and on requirements, in v1 and v2; answers carry them', async () => {
    const [zeta, alpha] = [
      await createLabel(server, 'Zeta', 'teal'),
      await createLabel(server, 'alpha', 'blue'),
    ];
    for (const category of documentationOwnerCategories) {
      const owner = await ownerOf(category);
      const put = await server.call(USER, 'PUT', `/v2/${category}/${owner.id}/labels`, {
        labelIds: [zeta.id, alpha.id, zeta.id],
      });
      expect(put.statusCode, `${category}: ${put.body}`).toBe(200);
      expect(put.json(), category).toEqual([alpha, zeta]);
      expect((await server.call(READER, 'GET', owner.read)).json().labels, category).toEqual([alpha, zeta]);
      const v1 = await server.call(USER, 'PUT', `/v1/${category}/${owner.legacyId}/labels`, {
        labelIds: [zeta.id],
      });
      expect(v1.json(), category).toEqual([zeta]);
      expect((await server.call(READER, 'GET', `/v1/${category}/${owner.legacyId}/labels`)).json()).toEqual([
        zeta,
      ]);
    }
    // Lists carry each row's labels (the second asset is the execution's, without any).
    const assets = (await server.call(READER, 'GET', '/v1/Assets')).json().data;
    expect(assets.map((a: { labels: unknown }) => a.labels)).toEqual([[zeta], []]);
    expect((await auditOf('owner-labels')).length).toBe(2 * documentationOwnerCategories.length);
  });

  it('filters a register by a label id or name, and offers Label as a filter parameter', async () => {
    const urgent = await createLabel(server, 'Urgent');
    const [a, , c] = [await createAsset(server), await createAsset(server), await createAsset(server)];
    for (const asset of [a, c]) {
      await server.call(USER, 'PUT', `/v2/Assets/${asset.id}/labels`, { labelIds: [urgent.id] });
    }
    const names = async (filter: string) =>
      (await server.call(READER, 'GET', `/v1/Assets?filter=${encodeURIComponent(filter)}`))
        .json()
        .data.map((i: { id: string }) => i.id);
    expect(await names(`Label:${urgent.id}`)).toEqual([a.id, c.id]);
    expect(await names('label:URGENT')).toEqual([a.id, c.id]);
    expect(await names('Label:Urg')).toEqual([]);
    const parameters = (await server.call(READER, 'GET', '/v1/Products/filter-parameters')).json();
    expect(parameters.map((p: { parameter: string }) => p.parameter)).toContain('Label');
  });

  it('deleting a label takes it off every item and requirement; the tree and the report carry labels', async () => {
    const [gone, kept] = [await createLabel(server, 'Gone'), await createLabel(server, 'Kept')];
    const asset = await createAsset(server);
    const { specification, byCode } = await createSpecification(server);
    const requirement = byCode('GV.1.1');
    await server.call(USER, 'PUT', `/v2/Assets/${asset.id}/labels`, { labelIds: [gone.id, kept.id] });
    await server.call(USER, 'PUT', `/v2/Requirements/${requirement.id}/labels`, { labelIds: [gone.id] });
    const labelsInTree = async () =>
      (await server.call(READER, 'GET', `/v2/specifications/${specification.id}/elements`))
        .json()
        .find((e: { id: string }) => e.id === requirement.id).labels;
    expect(await labelsInTree()).toEqual([gone]);
    const report = (await server.call(READER, 'GET', `/v2/specifications/${specification.id}/report`)).json();
    expect(report.requirements.find((r: { id: string }) => r.id === requirement.id).labels).toEqual([gone]);

    expect((await server.call(ADMIN, 'DELETE', `/v1/Labels/${gone.id}`)).statusCode).toBe(204);
    expect((await server.call(READER, 'GET', `/v2/Assets/${asset.id}`)).json().labels).toEqual([kept]);
    expect(await labelsInTree()).toEqual([]);
    expect((await server.call(READER, 'GET', `/v2/requirements/${requirement.id}`)).json().labels).toEqual(
      [],
    );
  });
});
