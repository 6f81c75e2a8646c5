import {
  connectionRule as CONNECTION_RULE,
  riskConnectionRule as RISK_CONNECTION_RULE,
} from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createControlWithExecution, createExecution, createItem } from '../../test/factories.js';
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

  it('connects exactly the pairs the relation rules allow, seen from both sides', async () => {
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
    const ofControl = await groups('Controls', control.id);
    expect(ofControl.map((g) => g.name)).toEqual(['Executions on assets', 'Risk scenarios']);
    expect(namesIn(ofControl, 'Executions on assets')).toEqual(['Backups']);
    const execution = (await server.call(READER, 'GET', `/v1/Controls/${control.id}/executions`)).json()[0];
    const ofExecution = await groups('Executions', execution.id);
    expect(ofExecution.map((g) => [g.name, g.relationType, g.items[0]?.item.name])).toEqual([
      ['Asset', 'Asset', 'db'],
      ['Control', 'Execution', 'Backups'],
    ]);
    expect(
      (await groups('Treatments', (await createItem(server, 'Treatments')).id)).map((g) => g.name),
    ).toEqual(['Risk scenarios']);
    // The risk scenario makes the asset critical, by its inherent rating while it has no residual one.
    expect((await server.call(READER, 'GET', `/v1/Assets/${asset.id}`)).json().criticality).toEqual({
      level: 16,
      band: 'high',
      source: { threatId: threat.id, rating: 'inherent' },
    });
    // v1 and v2 answer the same.
    expect(await groups('Assets', asset.id, 'v2')).toEqual(ofAsset);
    expect(await groups('Assets', asset.id)).toEqual(ofAsset);
  });

  it('removes connections by either path, and answers 404 when there is none', async () => {
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

  /** The registers a risk scenario links to, the link type, and the scenario's section of them. */
  const scenarioLinks = [
    { register: 'Origins', relationType: 'ThreatOrigin', section: 'Origins' },
    { register: 'Causes', relationType: 'ThreatCause', section: 'Causes' },
    { register: 'Risks', relationType: 'ThreatRisk', section: 'Risks' },
    { register: 'Controls', relationType: 'ThreatControl', section: 'Reducing controls' },
    { register: 'Treatments', relationType: 'ThreatTreatment', section: 'Reducing treatments' },
  ] as const;
  /** An item of one of those registers; a control needs its title. */
  const partner = (register: (typeof scenarioLinks)[number]['register'], name: string) =>
    createItem(server, register, register === 'Controls' ? { name, title: 'T' } : { name });

  it('links a risk scenario to origins, causes, risks, controls and treatments by both paths, each the parent', async () => {
    const scenario = await createItem(server, 'Threats', { name: 'Ransomware' });
    const asset = await createItem(server, 'Assets', { name: 'db', class: 2 });
    await server.call(USER, 'POST', `/v1/Assets/${asset.id}/Threats/${scenario.id}`);
    for (const { register, relationType } of scenarioLinks) {
      const fromScenario = await partner(register, `${register} one`);
      const towardsScenario = await partner(register, `${register} two`);
      // From the scenario with v1 legacy ids and the body the v1 calls send; towards it with UUIDs, no body.
      const first = await server.call(
        USER,
        'POST',
        `/v1/Threats/${scenario.legacyId}/${register}/${fromScenario.legacyId}`,
        { threatId: scenario.legacyId, itemId: fromScenario.legacyId },
      );
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ relationType, parentId: fromScenario.id, childId: scenario.id });
      const second = await server.call(
        USER,
        'POST',
        `/v1/${register}/${towardsScenario.id}/Threats/${scenario.id}`,
      );
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json()).toMatchObject({
        relationType,
        parentId: towardsScenario.id,
        childId: scenario.id,
      });
      // Either way round, a second link between the two is a conflict.
      const again = await server.call(
        USER,
        'POST',
        `/v1/${register}/${fromScenario.id}/Threats/${scenario.id}`,
      );
      expect(again.statusCode).toBe(409);

      const ofPartner = await groups(register, towardsScenario.id);
      const section = ofPartner.find((g) => g.name === 'Risk scenarios');
      expect(section).toMatchObject({ create: 'Threats', relationType });
      expect(section?.items.map((i) => [i.item.name, i.relationType, i.parentId, i.childId])).toEqual([
        ['Ransomware', relationType, towardsScenario.id, scenario.id],
      ]);
    }

    const ofScenario = await groups('Threats', scenario.id);
    expect(ofScenario.map((g) => [g.name, g.create, g.relationType])).toEqual([
      ['Affected assets', 'Assets', 'AssetThreat'],
      ...scenarioLinks.map(({ register, relationType, section }) => [section, register, relationType]),
    ]);
    expect(namesIn(ofScenario, 'Affected assets')).toEqual(['db']);
    for (const { register, section } of scenarioLinks) {
      expect(namesIn(ofScenario, section)).toEqual([`${register} one`, `${register} two`]);
    }
    for (const register of ['Origins', 'Causes', 'Risks'] as const) {
      const item = ofScenario.find((g) => g.create === register)?.items[0]?.item as { id: string };
      expect((await groups(register, item.id)).map((g) => g.name)).toEqual(['Risk scenarios']);
    }
    // v1 and v2 answer the same.
    expect(await groups('Threats', scenario.id, 'v2')).toEqual(ofScenario);
    expect(await groups('Threats', scenario.legacyId)).toEqual(ofScenario);
    // A scenario's links are not the asset's: its sections are what they were.
    expect(namesIn(await groups('Assets', asset.id), 'Risk scenarios')).toEqual(['Ransomware']);
  });

  it('removes a scenario link by either path; deleting either item takes the link along', async () => {
    const scenario = await createItem(server, 'Threats', { name: 'Ransomware' });
    for (const { register, section } of scenarioLinks) {
      const linked = await partner(register, register);
      await server.call(USER, 'POST', `/v1/${register}/${linked.id}/Threats/${scenario.id}`);
      const path = `/v1/Threats/${scenario.legacyId}/${register}/${linked.legacyId}`;
      expect((await server.call(READER, 'DELETE', path)).statusCode).toBe(403);
      expect((await server.call(OTHER, 'DELETE', path)).statusCode).toBe(404);
      expect((await server.call(USER, 'DELETE', path)).statusCode).toBe(204);
      expect((await server.call(USER, 'DELETE', path)).statusCode).toBe(404);
      await server.call(USER, 'POST', path);
      const back = `/v1/${register}/${linked.id}/Threats/${scenario.id}`;
      expect((await server.call(USER, 'DELETE', back)).statusCode).toBe(204);
      expect(namesIn(await groups('Threats', scenario.id), section)).toEqual([]);
      await server.call(USER, 'POST', back);
      expect((await server.call(USER, 'DELETE', `/v1/${register}/${linked.id}`)).statusCode).toBe(204);
      expect(namesIn(await groups('Threats', scenario.id), section)).toEqual([]);
    }
    const origin = await createItem(server, 'Origins', { name: 'Criminals' });
    await server.call(USER, 'POST', `/v1/Origins/${origin.id}/Threats/${scenario.id}`);
    expect((await server.call(USER, 'DELETE', `/v1/Threats/${scenario.id}`)).statusCode).toBe(204);
    expect(namesIn(await groups('Origins', origin.id), 'Risk scenarios')).toEqual([]);
  });

  it('refuses the pairs no rule allows with both rules, and answers 403 and 404 as the other links do', async () => {
    const scenario = await createItem(server, 'Threats', { name: 'Ransomware' });
    const other = await createItem(server, 'Threats', { name: 'Flood' });
    const asset = await createItem(server, 'Assets', { name: 'db', class: 1 });
    const product = await createItem(server, 'Products', { name: 'Shop' });
    const origin = await createItem(server, 'Origins', { name: 'Criminals' });
    const cause = await createItem(server, 'Causes', { name: 'Unpatched' });
    const risk = await createItem(server, 'Risks', { name: 'Data loss' });
    const { execution } = await createControlWithExecution(server);
    const bothRules = [CONNECTION_RULE, RISK_CONNECTION_RULE];
    const refusals: [string, string][] = [
      [`/v1/Threats/${scenario.id}/Products/${product.id}`, 'Threats cannot be connected to Products'],
      [`/v1/Products/${product.id}/Threats/${scenario.id}`, 'Products cannot be connected to Threats'],
      [`/v1/Threats/${scenario.id}/Threats/${other.id}`, 'Threats cannot be connected to Threats'],
      [`/v1/Assets/${asset.id}/Origins/${origin.id}`, 'Assets cannot be connected to Origins'],
      [`/v1/Causes/${cause.id}/Assets/${asset.id}`, 'Causes cannot be connected to Assets'],
      [`/v1/Risks/${risk.id}/Assets/${asset.id}`, 'Risks cannot be connected to Assets'],
      [
        `/v1/Threats/${scenario.id}/Executions/${execution.id}`,
        'A control connects to an asset through an execution',
      ],
    ];
    for (const [url, start] of refusals) {
      const response = await server.call(USER, 'POST', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(
        start.startsWith('A control')
          ? `${start} (POST /v1/Controls/{id}/Executions). ${bothRules.join('. ')}`
          : `${start}. ${bothRules.join('. ')}`,
      );
    }
    // Only the scenario is the hub of these links: an origin and a cause have no path between them.
    expect((await server.call(USER, 'POST', `/v1/Origins/${origin.id}/Causes/${cause.id}`)).statusCode).toBe(
      404,
    );

    const link = `/v1/Threats/${scenario.id}/Origins/${origin.id}`;
    expect((await server.call(READER, 'POST', link)).statusCode).toBe(403);
    expect((await server.call(OTHER, 'POST', link)).statusCode).toBe(404);
    const wrongKind = await server.call(USER, 'POST', `/v1/Threats/${scenario.id}/Origins/${cause.id}`);
    expect([wrongKind.statusCode, wrongKind.json().message]).toEqual([404, 'Origin not found']);
    const mismatch = await server.call(USER, 'POST', link, { threatId: scenario.id, itemId: cause.id });
    expect([mismatch.statusCode, mismatch.json().details[0].field]).toEqual([400, 'body.itemId']);
    const theirs = await createItem(server, 'Origins', { name: 'Theirs' }, OTHER);
    expect(
      (await server.call(USER, 'POST', `/v1/Threats/${scenario.id}/Origins/${theirs.id}`)).statusCode,
    ).toBe(404);
    expect((await groups('Threats', scenario.id)).every((g) => g.items.length === 0)).toBe(true);
  });

  it("answers 404 for another company's item and for unknown ids", async () => {
    const asset = await createItem(server, 'Assets', { name: 'db', class: 1 });
    expect((await server.call(OTHER, 'GET', `/v1/Assets/${asset.id}/relations`)).statusCode).toBe(404);
    expect((await server.call(READER, 'GET', '/v1/Assets/4242/relations')).statusCode).toBe(404);
    expect((await server.call(READER, 'GET', `/v2/Assets/${asset.legacyId}/relations`)).statusCode).toBe(400);
  });
});
