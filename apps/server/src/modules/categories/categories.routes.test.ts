import { afterEach, beforeEach, expect, it } from 'vitest';
import { OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';

describeEachDatabase('categories API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  it('creates categories with ?name= and sub-categories under them', async () => {
    const created = await server.call(USER, 'POST', '/v1/Category/Assets?name=Infrastructure');
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({ name: 'Infrastructure', subCategories: [] });
    await server.call(USER, 'POST', '/v1/category/assets?name=Applications');
    const sub = await server.call(USER, 'POST', '/v1/Category/Assets/SubCategories', {
      name: 'Network',
      assetCategory: category.legacyId,
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toMatchObject({ name: 'Network', assetCategory: category.id });
    const list = (await server.call(READER, 'GET', '/v1/Category/Assets')).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Applications', 'Infrastructure']);
    expect(list[1].subCategories).toEqual([sub.json()]);
    expect((await server.call(READER, 'GET', '/v1/Category/Assets/SubCategories')).json()).toEqual([
      sub.json(),
    ]);
    expect(
      (
        await server.call(READER, 'GET', `/v1/Category/Assets/SubCategories?assetCategory=${list[0].id}`)
      ).json(),
    ).toEqual([]);
    // Each register and each company has its own categories.
    expect((await server.call(READER, 'GET', '/v1/Category/Products')).json()).toEqual([]);
    expect((await server.call(OTHER, 'GET', '/v1/Category/Assets')).json()).toEqual([]);
  });

  it('creates sub-classes of the asset classes and lists them by class', async () => {
    const servers = await server.call(USER, 'POST', '/v1/Category/Assets/SubClasses', {
      name: 'Servers',
      assetClass: 2,
    });
    expect(servers.statusCode).toBe(201);
    expect(servers.json()).toMatchObject({ name: 'Servers', assetClass: 2 });
    await server.call(USER, 'POST', '/v1/Category/Assets/SubClasses', { name: 'Processes', assetClass: 1 });
    const all = (await server.call(READER, 'GET', '/v1/Category/Assets/SubClasses')).json();
    expect(all.map((s: { name: string }) => s.name)).toEqual(['Processes', 'Servers']);
    expect((await server.call(READER, 'GET', '/v1/Category/Assets/SubClasses?assetClass=2')).json()).toEqual([
      servers.json(),
    ]);
    const notAssets = await server.call(USER, 'POST', '/v1/Category/Products/SubClasses', {
      name: 'X',
      assetClass: 1,
    });
    expect(notAssets.statusCode).toBe(400);
    expect(notAssets.json().message).toContain('Only assets have classes');
  });

  it('answers 409 with a clear message to a duplicate name in the same company, in any letter case', async () => {
    await server.call(USER, 'POST', '/v1/Category/Assets?name=Infrastructure');
    const duplicate = await server.call(USER, 'POST', '/v1/Category/Assets?name=INFRASTRUCTURE');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A category named "INFRASTRUCTURE" already exists');
    // The same name is free in another register and in another company.
    expect((await server.call(USER, 'POST', '/v1/Category/Products?name=Infrastructure')).statusCode).toBe(
      201,
    );
    expect((await server.call(OTHER, 'POST', '/v1/Category/Assets?name=Infrastructure')).statusCode).toBe(
      201,
    );
    await server.call(USER, 'POST', '/v1/Category/Assets/SubClasses', { name: 'Servers', assetClass: 2 });
    const sub = await server.call(USER, 'POST', '/v1/Category/Assets/SubClasses', {
      name: 'servers',
      assetClass: 2,
    });
    expect(sub.statusCode).toBe(409);
    expect(sub.json().message).toBe('A sub-class named "servers" already exists');
    expect((await server.call(READER, 'GET', '/v1/Category/Assets')).json()).toHaveLength(1);
  });

  it('validates names (1-100 characters), classes, registers and references, creating nothing', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/v1/Category/Assets?name=', undefined, 'querystring.name'],
      ['POST', `/v1/Category/Assets?name=${'x'.repeat(101)}`, undefined, 'querystring.name'],
      ['POST', '/v1/Category/Assets', undefined, 'querystring.name'],
      ['POST', '/v1/Category/Widgets?name=x', undefined, 'params.category'],
      ['POST', '/v1/Category/Assets/SubClasses', { name: 'X', assetClass: 5 }, 'body.assetClass'],
      ['POST', '/v1/Category/Assets/SubClasses', { name: '', assetClass: 1 }, 'body.name'],
      ['POST', '/v1/Category/Assets/SubClasses', { name: 'X', assetClass: 1, extra: true }, 'body'],
      [
        'POST',
        '/v1/Category/Assets/SubCategories',
        { name: 'X', assetCategory: 'abc' },
        'body.assetCategory',
      ],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await server.call(USER, method, url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().details[0].field).toBe(field);
    }
    const unknown = await server.call(USER, 'POST', '/v1/Category/Assets/SubCategories', {
      name: 'X',
      assetCategory: 999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('body.assetCategory: Category not found');
    expect((await server.call(READER, 'POST', '/v1/Category/Assets?name=X')).statusCode).toBe(403);
    expect((await server.call(READER, 'GET', '/v1/Category/Assets')).json()).toEqual([]);
    expect((await server.call(READER, 'GET', '/v1/Category/Assets/SubClasses')).json()).toEqual([]);
  });

  it("refuses another company's category as a parent", async () => {
    const theirs = (await server.call(OTHER, 'POST', '/v1/Category/Assets?name=Theirs')).json();
    const response = await server.call(USER, 'POST', '/v1/Category/Assets/SubCategories', {
      name: 'Mine',
      assetCategory: theirs.id,
    });
    expect(response.statusCode).toBe(404);
    expect((await server.call(OTHER, 'GET', '/v1/Category/Assets')).json()[0].subCategories).toEqual([]);
  });
});
