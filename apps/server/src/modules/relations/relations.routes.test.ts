import { afterEach, beforeEach, expect, it } from 'vitest';
import { OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createExecution, createItem } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

interface Group {
  name: string;
  create: string;
  relationType: string;
  items: { relationType: string; parentId: string; childId: string; item: { id: string; name: string } }[];
}

describeEachDatabase('relations API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const groups = async (register: string, id: string | number, version = 'v1'): Promise<Group[]> =>
    (await server.call(READER, 'GET', `/${version}/${register}/${id}/relations`)).json();
  const namesIn = (list: Group[], name: string) =>
    list.find((g) => g.name === name)?.items.map((i) => i.item.name);

  it('ST-19..26 API-61..64 ENT-33..35: connects exactly the spec §4 pairs, seen from both sides', async () => {
    const asset = await createItem(server, 'Assets', { name: 'db', class: 2 });
    const child = await createItem(server, 'Assets', { name: 'disk', class: 3 });
    const product = await createItem(server, 'Products', { name: 'Shop' });
    const threat = await createItem(server, 'Threats', { name: 'Flood', likelihood: 4, consequence: 4 });
    const control = await createItem(server, 'Controls', { name: 'Backups', title: 'T' });
    const posts: [string, unknown, string][] = [
      [
        `/v1/Assets/${asset.id}/Threats/${threat.id}`,
        { assetId: asset.id, threatId: threat.id },
        'AssetThreat',
      ],
      [
        `/v1/Products/${product.legacyId}/Assets/${asset.legacyId}`,
        { productId: product.legacyId, assetId: asset.legacyId },
        'ProductAsset',
      ],
      [`/v1/Assets/${asset.id}/Assets/${child.id}`, { assetId: asset.id, itemId: child.id }, 'AssetAsset'],
    ];
    for (const [url, body, relationType] of posts) {
      const response = await server.call(USER, 'POST', url, body);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().relationType).toBe(relationType);
    }
    await createExecution(server, control, asset);

    const ofAsset = await groups('Assets', asset.legacyId);
    expect(ofAsset.map((g) => [g.name, g.create, g.relationType])).toEqual([
      ['Control executions', 'Controls', 'Execution'],
      ['Risk scenarios', 'Threats', 'AssetThreat'],
      ['Parent products', 'Products', 'ProductAsset'],
      ['Child assets', 'Assets', 'AssetAsset'],
    ]);
    expect(namesIn(ofAsset, 'Control executions')).toEqual(['Backups']);
    expect(namesIn(ofAsset, 'Risk scenarios')).toEqual(['Flood']);
    expect(namesIn(ofAsset, 'Parent products')).toEqual(['Shop']);
    expect(namesIn(ofAsset, 'Child assets')).toEqual(['disk']);
    const risk = ofAsset[1]?.items[0];
    expect(risk).toMatchObject({ relationType: 'AssetThreat', parentId: asset.id, childId: threat.id });
    expect(namesIn(await groups('Products', product.id), 'Child assets')).toEqual(['db']);
    expect(namesIn(await groups('Threats', threat.id), 'Affected assets')).toEqual(['db']);
    expect(namesIn(await groups('Controls', control.id), 'Executions on assets')).toEqual(['Backups']);
    const execution = (await server.call(READER, 'GET', `/v1/Controls/${control.id}/executions`)).json()[0];
    const ofExecution = await groups('Executions', execution.id);
    expect(ofExecution.map((g) => [g.name, g.relationType, g.items[0]?.item.name])).toEqual([
      ['Asset', 'Asset', 'db'],
      ['Control', 'Execution', 'Backups'],
    ]);
    expect(await groups('Treatments', (await createItem(server, 'Treatments')).id)).toEqual([]);
    // The risk scenario makes the asset critical (DESIGN §5), by its inherent rating while it has no residual one.
    expect((await server.call(READER, 'GET', `/v1/Assets/${asset.id}`)).json().criticality).toEqual({
      level: 16,
      band: 'high',
      source: { threatId: threat.id, rating: 'inherent' },
    });
    // v1 and v2 answer the same.
    expect(await groups('Assets', asset.id, 'v2')).toEqual(ofAsset);
    expect(await groups('Assets', asset.id)).toEqual(ofAsset);
  });

  it('API-65..68: removes connections by either path, and answers 404 when there is none', async () => {
    const asset = await createItem(server, 'Assets', { name: 'db', class: 2 });
    const product = await createItem(server, 'Products', { name: 'Shop' });
    const threat = await createItem(server, 'Threats', { name: 'Flood' });
    await server.call(USER, 'POST', `/v1/Assets/${asset.id}/Products/${product.id}`);
    await server.call(USER, 'POST', `/v1/Threats/${threat.id}/Assets/${asset.id}`);
    expect(
      (await server.call(READER, 'DELETE', `/v1/Products/${product.id}/Assets/${asset.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await server.call(OTHER, 'DELETE', `/v1/Products/${product.id}/Assets/${asset.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await server.call(USER, 'DELETE', `/v1/Products/${product.id}/Assets/${asset.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await server.call(USER, 'DELETE', `/v1/Assets/${asset.id}/Products/${product.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await server.call(USER, 'DELETE', `/v1/Assets/${asset.legacyId}/Threats/${threat.legacyId}`))
        .statusCode,
    ).toBe(204);
    const ofAsset = await groups('Assets', asset.id);
    expect(ofAsset.every((g) => g.items.length === 0)).toBe(true);
  });

  it('answers 400 naming the rule to a forbidden pair, and refuses duplicates, itself and cycles', async () => {
    const [a, b, c] = [
      await createItem(server, 'Assets', { name: 'a', class: 1 }),
      await createItem(server, 'Assets', { name: 'b', class: 1 }),
      await createItem(server, 'Assets', { name: 'c', class: 1 }),
    ];
    const control = await createItem(server, 'Controls', { name: 'Backups', title: 'T' });
    const treatment = await createItem(server, 'Treatments', { name: 'Insure' });
    const forbidden = await server.call(USER, 'POST', `/v1/Assets/${a.id}/Controls/${control.id}`);
    expect(forbidden.statusCode).toBe(400);
    expect(forbidden.json().message).toContain('A control connects to an asset through an execution');
    const treated = await server.call(USER, 'POST', `/v1/Treatments/${treatment.id}/Assets/${a.id}`);
    expect(treated.statusCode).toBe(400);
    expect(treated.json().message).toContain('An asset connects to control executions, risk scenarios');

    expect((await server.call(USER, 'POST', `/v1/Assets/${a.id}/Assets/${b.id}`)).statusCode).toBe(201);
    expect((await server.call(USER, 'POST', `/v1/Assets/${b.id}/Assets/${c.id}`)).statusCode).toBe(201);
    const duplicate = await server.call(USER, 'POST', `/v1/Assets/${a.id}/Assets/${b.id}`);
    expect(duplicate.statusCode).toBe(409);
    expect((await server.call(USER, 'POST', `/v1/Assets/${a.id}/Assets/${a.id}`)).statusCode).toBe(400);
    for (const [parent, child] of [
      [b, a],
      [c, a],
    ] as const) {
      const cycle = await server.call(USER, 'POST', `/v1/Assets/${parent.id}/Assets/${child.id}`);
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().message).toContain('An asset cannot become its own ancestor');
    }
    const mismatch = await server.call(USER, 'POST', `/v1/Assets/${a.id}/Assets/${c.id}`, {
      assetId: control.id,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details[0].field).toBe('body.assetId');
    const wrongKind = await server.call(USER, 'POST', `/v1/Assets/${a.id}/Threats/${control.id}`);
    expect(wrongKind.statusCode).toBe(404);
    expect(
      (await server.call(USER, 'POST', `/v1/Assets/x/Threats/${control.id}`)).json().details[0].field,
    ).toBe('params.id');
    expect((await server.call(OTHER, 'POST', `/v1/Assets/${a.id}/Assets/${c.id}`)).statusCode).toBe(404);
    expect((await server.call(READER, 'POST', `/v1/Assets/${a.id}/Assets/${c.id}`)).statusCode).toBe(403);
    expect(namesIn(await groups('Assets', a.id), 'Child assets')).toEqual(['b']);
    expect(namesIn(await groups('Assets', b.id), 'Child assets')).toEqual(['c']);
  });

  it("answers 404 for another company's item and for unknown ids", async () => {
    const asset = await createItem(server, 'Assets', { name: 'db', class: 1 });
    expect((await server.call(OTHER, 'GET', `/v1/Assets/${asset.id}/relations`)).statusCode).toBe(404);
    expect((await server.call(READER, 'GET', '/v1/Assets/4242/relations')).statusCode).toBe(404);
    expect((await server.call(READER, 'GET', `/v2/Assets/${asset.legacyId}/relations`)).statusCode).toBe(400);
  });
});
