import { type Item, itemCategories } from '@praxis/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { apiDocument } from '../../test/api-document.js';
import { describeEachDatabase } from '../../test/databases.js';
import {
  createAsset,
  createControl,
  createControlWithExecution,
  createExecution,
  createItem,
} from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { itemsRepository } from './items.repository.js';

describeEachDatabase('items API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  /** `total` assets of Demo AS in one statement, numbered from the company's sequence as the API numbers them. */
  const insertAssets = async (total: number) => {
    const [company] = await db().db.select().from(companies).where(eq(companies.name, 'Demo AS'));
    const companyId = company?.id as string;
    const first = await itemsRepository(db().db).takeNumbers(companyId, 'Assets', total);
    await db().db.execute(sql`insert into items (company_id, category, number, name, asset_class)
      select ${companyId}, 'Assets', g, 'Bulk ' || g, 1 from generate_series(${first}::int, ${first + total - 1}::int) g`);
  };
  const count = async (register: string) => {
    const page = await server.call(USER, 'GET', `/v1/${register}?pageSize=200`);
    return page.json().data.length as number;
  };

  it('lists every toolbox route in the OpenAPI document with its schemas', async () => {
    const doc = await apiDocument(server);
    const toolbox = server.app.routeTable.filter(
      (r) =>
        r.method !== 'HEAD' &&
        /^\/v[12]\/(assets|products|controls|threats|treatments|executions|causes|origins|risks|category)(\/|$)/i.test(
          r.url,
        ),
    );
    expect(toolbox.length).toBeGreaterThan(100);
    for (const route of toolbox) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    const create = doc.paths['/v1/Assets'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('class');
    expect(create.responses['201'].content['application/json'].schema.properties).toHaveProperty(
      'identifier',
    );
  });

  describe('create', () => {
    it('numbers each register from 1 and names empty names Singular-N', async () => {
      const first = await createItem(server, 'Assets', { name: '', class: 1 });
      const second = await createItem(server, 'Assets', { class: 2 });
      expect(first).toMatchObject({
        itemCategory: 'Assets',
        number: 1,
        identifier: 'ASE-001',
        name: 'Asset-1',
      });
      expect(second).toMatchObject({
        number: 2,
        identifier: 'ASE-002',
        name: 'Asset-2',
        className: 'Technical',
      });
      expect(await createItem(server, 'Products', {})).toMatchObject({
        identifier: 'PRO-001',
        name: 'Product-1',
      });
      expect(await createItem(server, 'Controls', { title: 'A.5.1' })).toMatchObject({
        identifier: 'KON-001',
        name: 'Control-1',
      });
      expect(await createItem(server, 'Threats', { name: 'Flood' })).toMatchObject({
        identifier: 'RIS-001',
        name: 'Flood',
      });
      expect(await createItem(server, 'Treatments', { name: '  ' })).toMatchObject({
        identifier: 'TRE-001',
        name: 'Treatment-1',
      });
      // Another company numbers and names from 1 of its own.
      expect(await createItem(server, 'Assets', { class: 1 }, OTHER)).toMatchObject({
        identifier: 'ASE-001',
        name: 'Asset-1',
      });
    });

    it('a deleted item keeps its number for good; its generated name is free again', async () => {
      await createAsset(server);
      const two = await createAsset(server);
      expect((await server.call(USER, 'GET', '/v1/Assets/next-name')).json()).toEqual({ name: 'Asset-3' });
      expect((await server.call(USER, 'DELETE', `/v1/Assets/${two.legacyId}`)).statusCode).toBe(204);
      // ASE-002 belonged to the deleted asset: an identifier never points to a second thing. Its name did not.
      expect((await server.call(USER, 'GET', '/v1/Assets/next-name')).json()).toEqual({ name: 'Asset-2' });
      expect(await createAsset(server)).toMatchObject({ number: 3, identifier: 'ASE-003', name: 'Asset-2' });
      expect(await createAsset(server)).toMatchObject({ identifier: 'ASE-004', name: 'Asset-3' });
    });

    it('controls and executions take their numbers from one KON sequence', async () => {
      const { control, execution } = await createControlWithExecution(server);
      expect([control.identifier, execution.identifier]).toEqual(['KON-001', 'KON-002']);
      const next = await createControl(server, { name: '' });
      expect(next).toMatchObject({ identifier: 'KON-003', name: 'Control-2' });
      expect(await createExecution(server, next, await createAsset(server))).toMatchObject({
        identifier: 'KON-004',
      });
      // The sequence is the company's: another company's first control is its KON-001.
      expect(await createControl(server, {}, OTHER)).toMatchObject({
        identifier: 'KON-001',
        name: 'Control-1',
      });
      // Below the API too: the database refuses a second item with a KON number.
      await expect(
        db().db.execute(sql`update items set number = 1 where id = ${execution.id}`),
      ).rejects.toThrow();
    });

    it('the generated name takes the first number from 1 that no name of the register takes', async () => {
      // With only 2 taken, 1 is next; with 1 and 2 taken, 3.
      await createControl(server, { name: 'Backups' });
      await createControl(server, { name: 'control-2' });
      expect((await server.call(USER, 'GET', '/v1/Controls/next-name')).json()).toEqual({
        name: 'Control-1',
      });
      expect(await createControl(server)).toMatchObject({ identifier: 'KON-003', name: 'Control-1' });
      expect(await createControl(server)).toMatchObject({ identifier: 'KON-004', name: 'Control-3' });
      // Another register's names, and names that only look alike, take no number.
      await createItem(server, 'Products', { name: 'Product-01' });
      await createAsset(server, { name: 'Product-1' });
      const product = await createItem(server, 'Products', {});
      expect(product).toMatchObject({ identifier: 'PRO-002', name: 'Product-1' });
      // Emptied, a name is generated again; the item's own old name does not count as taken.
      const renamed = await server.call(USER, 'PUT', '/v1/Products', { id: product.id, name: '' });
      expect(renamed.json()).toMatchObject({ identifier: 'PRO-002', name: 'Product-1' });
      const webshop = await createItem(server, 'Products', { name: 'Webshop' });
      const second = await server.call(USER, 'PUT', '/v1/Products', { id: webshop.legacyId, name: ' ' });
      expect(second.json()).toMatchObject({ identifier: 'PRO-003', name: 'Product-2' });
    });

    it("the generated name is in the creator's language", async () => {
      const me = (await server.call(USER, 'GET', '/v1/Me')).json().user.id as string;
      const norwegian = await server.call(USER, 'PUT', `/v1/Users/${me}`, { language: 'nb-NO' });
      expect(norwegian.statusCode, norwegian.body).toBe(200);
      expect((await server.call(USER, 'GET', '/v1/Assets/next-name')).json()).toEqual({ name: 'Eiendel-1' });
      expect((await createItem(server, 'Assets', { class: 1 })).name).toBe('Eiendel-1');
      expect((await createItem(server, 'Products', {})).name).toBe('Produkt-1');
      expect((await createItem(server, 'Treatments', {})).name).toBe('Tiltak-1');
      // An English colleague's names are in English, counted among the names that begin the same way.
      expect((await createItem(server, 'Assets', { class: 1 }, ADMIN)).name).toBe('Asset-1');
      expect((await createItem(server, 'Assets', { class: 1 })).name).toBe('Eiendel-2');
    });

    it('identifiers grow past three digits when the number needs them', async () => {
      // 999 assets straight into the table: creating them through the API would only slow the test.
      await insertAssets(999);
      expect(await createItem(server, 'Assets', { class: 1 })).toMatchObject({
        number: 1000,
        identifier: 'ASE-1000',
      });
    });

    it('concurrent creates of controls and executions take distinct KON numbers, and the controls distinct names', async () => {
      const assets = await Promise.all(Array.from({ length: 3 }, () => createAsset(server)));
      const control = await createControl(server);
      const results = await Promise.all([
        ...Array.from({ length: 6 }, () =>
          server.call(USER, 'POST', '/v1/Controls', { name: '', title: 'T' }),
        ),
        ...assets.map((asset) =>
          server.call(USER, 'POST', `/v1/Controls/${control.id}/Executions`, {
            itemId: asset.id,
            itemType: 'Asset',
          }),
        ),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual(Array(9).fill(201));
      const created: Item[] = results.map((r) => r.json());
      expect(created.map((item) => item.number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // The first control is Control-1; the six made at once share out the next six names.
      const names = created.filter((c) => c.itemCategory === 'Controls').map((c) => c.name);
      expect(names.sort()).toEqual([2, 3, 4, 5, 6, 7].map((n) => `Control-${n}`));
    });

    it('an asset without class answers 400 Class not selected and creates nothing', async () => {
      for (const body of [
        { name: 'Server' },
        { name: 'Server', class: null },
        { name: 'Server', class: 0 },
        { class: 5 },
      ]) {
        const response = await server.call(USER, 'POST', '/v1/Assets', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          message: 'body.class: Class not selected',
          details: [{ field: 'body.class', message: 'Class not selected' }],
        });
      }
      expect(await count('Assets')).toBe(0);
    });

    it('a control without title answers 400 and creates nothing', async () => {
      for (const body of [{ name: 'Backups' }, { name: 'Backups', title: '  ' }]) {
        const response = await server.call(USER, 'POST', '/v1/Controls', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().details[0]).toEqual({
          field: 'body.title',
          message: 'Control reference not entered.',
          messageCode: 'controlReferenceMissing',
        });
      }
      expect(await count('Controls')).toBe(0);
    });

    it('refuses fields of other registers, wrong types and over-long texts, naming the field', async () => {
      const cases: [string, Record<string, unknown>, string][] = [
        ['Assets', { class: 1, title: 'x' }, 'body'],
        ['Products', { name: 'P', class: 1 }, 'body'],
        ['Assets', { class: '1' }, 'body.class'],
        ['Assets', { class: 1, name: 'x'.repeat(201) }, 'body.name'],
        ['Assets', { class: 1, category: 'not-an-id' }, 'body.category'],
        ['Threats', { likelihood: 6 }, 'body.likelihood'],
        ['Controls', { title: 'T', definition: 5 }, 'body.definition'],
      ];
      for (const [register, body, field] of cases) {
        const response = await server.call(USER, 'POST', `/v1/${register}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().details[0].field).toBe(field);
      }
      expect(await count('Assets')).toBe(0);
    });

    it('takes categories by id or legacy id, threatCategoryId and productCategoryId in create-and-add', async () => {
      const threatCategory = (await server.call(USER, 'POST', '/v1/Category/Threats?name=Nature')).json();
      const productCategory = (await server.call(USER, 'POST', '/v1/Category/Products?name=Software')).json();
      const sub = (
        await server.call(USER, 'POST', '/v1/Category/Products/SubCategories', {
          name: 'SaaS',
          assetCategory: productCategory.id,
        })
      ).json();
      const threat = await createItem(server, 'Threats', {
        name: 'Flood',
        threatCategoryId: threatCategory.legacyId,
      });
      expect(threat.category).toEqual({
        id: threatCategory.id,
        legacyId: threatCategory.legacyId,
        name: 'Nature',
      });
      const product = await createItem(server, 'Products', {
        productCategoryId: productCategory.id,
        subCategory: sub.legacyId,
      });
      expect(product.category?.name).toBe('Software');
      expect(product.subCategory?.name).toBe('SaaS');
      // A category of another register, or a sub-category under another category, is not found.
      const wrong = await server.call(USER, 'POST', '/v1/Products', { category: threatCategory.id });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe('body.category: Category not found');
      const orphan = await server.call(USER, 'POST', '/v1/Products', { subCategory: sub.id });
      expect(orphan.statusCode).toBe(400);
      expect(await count('Products')).toBe(1);
    });

    it('keeps an asset class, its sub-class, definition and type', async () => {
      const subClass = (
        await server.call(USER, 'POST', '/v1/Category/Assets/SubClasses', { name: 'Servers', assetClass: 2 })
      ).json();
      const asset = await createItem(server, 'Assets', {
        name: 'db-01',
        class: 2,
        subClass: subClass.id,
        definition: 'Main database',
        type: 'VM',
      });
      expect(asset).toMatchObject({
        class: 2,
        className: 'Technical',
        subClass: { id: subClass.id, name: 'Servers' },
        definition: 'Main database',
        type: 'VM',
        criticality: null,
      });
      const mismatch = await server.call(USER, 'POST', '/v1/Assets', { class: 1, subClass: subClass.id });
      expect(mismatch.statusCode).toBe(404);
      expect(mismatch.json().details[0].field).toBe('body.subClass');
    });

    it('answers 403 to a Reader and writes nothing', async () => {
      expect((await server.call(READER, 'POST', '/v1/Assets', { class: 1 })).statusCode).toBe(403);
      expect(await count('Assets')).toBe(0);
    });
  });

  describe('read', () => {
    it('pages of 50 in number order with hasMore', async () => {
      await insertAssets(120);
      const first = (await server.call(READER, 'GET', '/v1/Assets')).json();
      expect(first.data).toHaveLength(50);
      expect(first.hasMore).toBe(true);
      expect(first.data[0].identifier).toBe('ASE-001');
      const third = (await server.call(READER, 'GET', '/v1/Assets?page=3')).json();
      expect(third.data.map((a: { number: number }) => a.number)).toEqual(
        Array.from({ length: 20 }, (_, i) => 101 + i),
      );
      expect(third.hasMore).toBe(false);
      const big = (await server.call(READER, 'GET', '/v1/Assets?pageSize=200')).json();
      expect(big.data).toHaveLength(120);
      expect((await server.call(READER, 'GET', '/v1/Assets?pageSize=201')).statusCode).toBe(400);
      expect((await server.call(READER, 'GET', '/v1/Assets?page=0')).statusCode).toBe(400);
      expect((await server.call(OTHER, 'GET', '/v1/Assets')).json()).toEqual({ data: [], hasMore: false });
    });

    it('filters by name as a case-insensitive substring, and by class, category and title', async () => {
      await createItem(server, 'Assets', { name: 'Mail server', class: 2 });
      await createItem(server, 'Assets', { name: 'SERVER room', class: 3 });
      await createItem(server, 'Assets', { name: 'Laptop 100%_off', class: 2 });
      const names = async (url: string) =>
        (await server.call(READER, 'GET', url)).json().data.map((a: { name: string }) => a.name);
      expect(await names('/v1/Assets?filter=Name:erve')).toEqual(['Mail server', 'SERVER room']);
      expect(await names('/v1/Assets?filter=name:ERVE')).toEqual(['Mail server', 'SERVER room']);
      // LIKE wildcards in the value are plain characters.
      expect(await names('/v1/Assets?filter=Name:%25_')).toEqual(['Laptop 100%_off']);
      expect(await names('/v1/Assets?filter=Class:Technical')).toEqual(['Mail server', 'Laptop 100%_off']);
      expect(await names('/v1/Assets?filter=Class:3')).toEqual(['SERVER room']);
      await createItem(server, 'Controls', { name: 'Backups', title: 'A.8.13 Information backup' });
      await createItem(server, 'Controls', { name: 'Logging', title: 'A.8.15' });
      expect(await names('/v1/Controls?filter=Title:backup')).toEqual(['Backups']);
      const unknown = await server.call(READER, 'GET', '/v1/Assets?filter=Colour:red');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details[0].field).toBe('querystring.filter');
      expect((await server.call(READER, 'GET', '/v1/Assets?filter=Class:9')).statusCode).toBe(400);
    });

    it('lists controls with limit=100 in both versions, optionally filtered', async () => {
      await createItem(server, 'Controls', { name: 'Backups', title: 'T1' });
      await createItem(server, 'Controls', { name: 'Logging', title: 'T2' });
      const v1 = (await server.call(READER, 'GET', '/v1/controls?limit=100')).json();
      const v2 = (await server.call(READER, 'GET', '/v2/controls?limit=100')).json();
      expect(v1.data).toHaveLength(2);
      expect(v2).toEqual(v1);
      expect(
        (await server.call(READER, 'GET', '/v2/controls?limit=100&filter=Name:log')).json().data,
      ).toHaveLength(1);
      expect((await server.call(READER, 'GET', '/v1/controls?limit=1')).json().hasMore).toBe(true);
    });

    it('v1 by legacy id (or UUID) and v2 by UUID return the same item', async () => {
      const threat = await createItem(server, 'Threats', { name: 'Flood', likelihood: 3, consequence: 5 });
      expect(threat.riskLevel).toEqual({ level: 15, band: 'high' });
      const v1 = await server.call(READER, 'GET', `/v1/Threats/${threat.legacyId}`);
      const v1ByUuid = await server.call(READER, 'GET', `/v1/threats/${threat.id}`);
      const v2 = await server.call(READER, 'GET', `/v2/Threats/${threat.id}`);
      expect(v1.json()).toEqual(threat);
      expect(v1ByUuid.json()).toEqual(threat);
      expect(v2.json()).toEqual(threat);
      // v2 takes UUIDs only; malformed ids are 400, unknown ones and other registers' 404.
      expect(
        (await server.call(READER, 'GET', `/v2/Threats/${threat.legacyId}`)).json().details[0].field,
      ).toBe('params.id');
      expect((await server.call(READER, 'GET', '/v1/Threats/abc')).statusCode).toBe(400);
      expect((await server.call(READER, 'GET', '/v1/Threats/99999999999')).statusCode).toBe(400);
      expect((await server.call(READER, 'GET', '/v1/Threats/9999')).statusCode).toBe(404);
      expect((await server.call(READER, 'GET', `/v1/Assets/${threat.id}`)).statusCode).toBe(404);
      expect((await server.call(OTHER, 'GET', `/v1/Threats/${threat.id}`)).statusCode).toBe(404);
      expect((await server.call(READER, 'GET', `/v1/Threats/${threat.id}`)).json().name).toBe('Flood');
    });

    it('every register answers its list, unknown registers 404', async () => {
      for (const register of itemCategories) {
        expect((await server.call(READER, 'GET', `/v1/${register}`)).statusCode).toBe(200);
      }
      expect((await server.call(READER, 'GET', '/v1/Vulnerabilities')).statusCode).toBe(404);
    });
  });

  describe('update and delete', () => {
    it('updates with the update objects; an asset or control name, or a control reference, is not cleared', async () => {
      const category = (await server.call(USER, 'POST', '/v1/Category/Assets?name=IT')).json();
      const sub = (
        await server.call(USER, 'POST', '/v1/Category/Assets/SubCategories', {
          name: 'Cloud',
          assetCategory: category.id,
        })
      ).json();
      const asset = await createItem(server, 'Assets', {
        name: 'db',
        class: 2,
        category: category.id,
        subCategory: sub.id,
      });
      const updated = await server.call(USER, 'PUT', '/v1/Assets', {
        id: asset.legacyId,
        name: 'db-01',
        definition: 'The database',
        type: 'VM',
      });
      expect(updated.json()).toMatchObject({
        name: 'db-01',
        definition: 'The database',
        type: 'VM',
        subCategory: { name: 'Cloud' },
      });
      // Clearing the category clears the sub-category that hung under it.
      const cleared = (await server.call(USER, 'PUT', '/v1/Assets', { id: asset.id, category: null })).json();
      expect([cleared.category, cleared.subCategory]).toEqual([null, null]);
      const unnamed = await server.call(USER, 'PUT', '/v1/Assets', { id: asset.id, name: ' ' });
      expect([unnamed.statusCode, unnamed.json().details]).toEqual([
        400,
        [{ field: 'body.name', message: 'Asset name not entered.', messageCode: 'assetNameMissing' }],
      ]);
      const control = await createItem(server, 'Controls', { name: 'C', title: 'T', definition: 'D' });
      for (const [field, message, messageCode] of [
        ['name', 'Control name not entered.', 'controlNameMissing'],
        ['title', 'Control reference not entered.', 'controlReferenceMissing'],
      ] as const) {
        const cleared = await server.call(USER, 'PUT', '/v1/Controls', { id: control.id, [field]: '' });
        expect([cleared.statusCode, cleared.json().details]).toEqual([
          400,
          [{ field: `body.${field}`, message, messageCode }],
        ]);
      }
      const renamed = (
        await server.call(USER, 'PUT', '/v1/Controls', { id: control.id, name: 'C2', title: 'T2' })
      ).json();
      expect(renamed).toMatchObject({ name: 'C2', title: 'T2', definition: 'D' });
      // Controls keep their imported definition: it is not part of the update object.
      expect(
        (await server.call(USER, 'PUT', '/v1/Controls', { id: control.id, definition: 'x' })).statusCode,
      ).toBe(400);
      expect((await server.call(USER, 'PUT', '/v1/Products', { id: asset.id, name: 'x' })).statusCode).toBe(
        404,
      );
      expect((await server.call(OTHER, 'PUT', '/v1/Assets', { id: asset.id, name: 'x' })).statusCode).toBe(
        404,
      );
      expect((await server.call(USER, 'PUT', '/v1/Assets', { name: 'x' })).json().details[0].field).toBe(
        'body.id',
      );
      expect((await server.call(READER, 'GET', `/v1/Assets/${asset.id}`)).json().name).toBe('db-01');
    });

    it("a threat's category, likelihood and consequence change after creation, by id or legacy id; the asset's criticality follows", async () => {
      const nature = (await server.call(USER, 'POST', '/v1/Category/Threats?name=Nature')).json();
      const people = (await server.call(USER, 'POST', '/v1/Category/Threats?name=People')).json();
      const asset = await createItem(server, 'Assets', { name: 'db', class: 1 });
      const threat = await createItem(server, 'Threats', {
        name: 'Flood',
        category: nature.id,
        likelihood: 2,
        consequence: 2,
      });
      await server.call(USER, 'POST', `/v1/Assets/${asset.id}/Threats/${threat.id}`);
      const criticality = async () =>
        (await server.call(READER, 'GET', `/v2/Assets/${asset.id}`)).json().criticality;
      const source = { threatId: threat.id, rating: 'inherent' };
      expect(await criticality()).toEqual({ level: 4, band: 'low', source });

      const byId = await server.call(USER, 'PUT', '/v1/Threats', {
        id: threat.id,
        category: people.legacyId,
        likelihood: 4,
        consequence: 5,
      });
      expect(byId.statusCode, byId.body).toBe(200);
      expect(byId.json()).toMatchObject({
        category: { id: people.id, name: 'People' },
        likelihood: 4,
        consequence: 5,
        riskLevel: { level: 20, band: 'critical' },
      });
      expect(await criticality()).toEqual({ level: 20, band: 'critical', source });

      const byLegacyId = await server.call(USER, 'PUT', '/v1/Threats', {
        id: threat.legacyId,
        category: null,
        consequence: null,
      });
      expect(byLegacyId.json()).toMatchObject({ category: null, likelihood: 4, consequence: null });
      expect(byLegacyId.json().riskLevel).toBeNull();
      expect(await criticality()).toBeNull();

      for (const [body, field] of [
        [{ likelihood: 0 }, 'body.likelihood'],
        [{ consequence: 6 }, 'body.consequence'],
        [{ likelihood: 2.5 }, 'body.likelihood'],
      ] as const) {
        const refused = await server.call(USER, 'PUT', '/v1/Threats', { id: threat.id, ...body });
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().details[0].field).toBe(field);
      }
      const unknown = await server.call(USER, 'PUT', '/v1/Threats', { id: threat.id, category: asset.id });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().details).toEqual([
        { field: 'body.category', message: 'Category not found', messageCode: 'categoryNotFound' },
      ]);
      expect(
        (await server.call(READER, 'PUT', '/v1/Threats', { id: threat.id, likelihood: 1 })).statusCode,
      ).toBe(403);
      expect(
        (await server.call(OTHER, 'PUT', '/v1/Threats', { id: threat.id, likelihood: 1 })).statusCode,
      ).toBe(404);
      expect((await server.call(READER, 'GET', `/v2/Threats/${threat.id}`)).json()).toMatchObject({
        likelihood: 4,
        consequence: null,
      });
    });

    it('writes an audit event with every change, in the same transaction', async () => {
      const asset = await createItem(server, 'Assets', { name: 'db', class: 1 });
      await server.call(USER, 'PUT', '/v1/Assets', { id: asset.id, name: 'db-01' });
      await server.call(USER, 'DELETE', `/v1/Assets/${asset.id}`);
      const events = (await server.call(ADMIN, 'GET', `/v1/audit?entity=items&entityId=${asset.id}`)).json();
      expect(events.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
      expect(events.data[1].before.name).toBe('db');
      expect(events.data[1].after.name).toBe('db-01');
    });

    it('deletes an item with its relations, assignments and checkpoints; executions stay and name the gap', async () => {
      const asset = await createItem(server, 'Assets', { name: 'db', class: 1 });
      const threat = await createItem(server, 'Threats', { name: 'Flood', likelihood: 2, consequence: 2 });
      const control = await createItem(server, 'Controls', { name: 'Backups', title: 'T' });
      const linked = await server.call(USER, 'POST', `/v1/Assets/${asset.id}/Threats/${threat.id}`);
      expect(linked.statusCode, linked.body).toBe(201);
      const me = (await server.call(USER, 'GET', '/v1/Me')).json().user;
      await server.call(USER, 'PUT', `/v2/Assets/${asset.id}/assignments`, { type: 1, userId: me.id });
      const execution = (
        await server.call(USER, 'POST', `/v1/Controls/${control.legacyId}/Executions`, {
          itemId: String(asset.legacyId),
          itemType: 'Asset',
        })
      ).json();
      await server.call(USER, 'PUT', `/v2/Executions/${execution.id}/checkpoints`, {
        deadlineDate: '2030-01-31',
      });
      expect((await server.call(READER, 'GET', `/v1/Assets/${asset.id}`)).json().criticality).toEqual({
        level: 4,
        band: 'low',
        source: { threatId: threat.id, rating: 'inherent' },
      });

      expect((await server.call(READER, 'DELETE', `/v1/Assets/${asset.id}`)).statusCode).toBe(403);
      expect((await server.call(OTHER, 'DELETE', `/v1/Assets/${asset.id}`)).statusCode).toBe(404);
      expect((await server.call(USER, 'DELETE', `/v1/Assets/${asset.legacyId}`)).statusCode).toBe(204);
      expect((await server.call(USER, 'DELETE', `/v1/Assets/${asset.legacyId}`)).statusCode).toBe(404);
      const affected = (await server.call(READER, 'GET', `/v1/Threats/${threat.id}/relations`)).json();
      expect(affected[0].items).toEqual([]);
      const left = (await server.call(READER, 'GET', `/v1/Executions/${execution.id}`)).json();
      expect(left).toMatchObject({ name: 'Backups', assetName: 'Asset not found', itemId: null });
      await server.call(USER, 'DELETE', `/v1/Controls/${control.id}`);
      expect((await server.call(READER, 'GET', `/v1/Executions/${execution.id}`)).json().name).toBe(
        'Control not found',
      );
      expect((await server.call(USER, 'DELETE', `/v1/Executions/${execution.id}`)).statusCode).toBe(204);
      expect((await server.call(READER, 'GET', `/v1/Executions/${execution.id}`)).statusCode).toBe(404);
      const rows = await db().db.execute(sql`
        select (select count(*) from assignments)::int as a, (select count(*) from checkpoints)::int as c,
               (select count(*) from item_relations)::int as r`);
      expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({ a: 0, c: 0, r: 0 });
    });
  });

  describe('executions', () => {
    it('executes a control on an asset; the answer has id, itemId, controlId', async () => {
      const asset = await createItem(server, 'Assets', { name: 'db', class: 1 });
      const control = await createItem(server, 'Controls', { name: 'Backups', title: 'T' });
      const created = await server.call(USER, 'POST', `/v1/Controls/${control.legacyId}/Executions`, {
        controlId: control.legacyId,
        itemId: asset.id,
        itemType: 'Asset',
      });
      expect(created.statusCode).toBe(201);
      const execution = created.json();
      expect(execution).toMatchObject({
        itemCategory: 'Executions',
        identifier: 'KON-002',
        name: 'Backups',
        controlId: control.id,
        controlLegacyId: control.legacyId,
        itemId: asset.id,
        itemType: 'Asset',
        assetName: 'db',
        checkpoints: { deadlineDate: null, implementedDate: null, expiresDate: null },
      });
      expect((await server.call(READER, 'GET', `/v1/Executions/${execution.legacyId}`)).json()).toEqual(
        execution,
      );
      const v1 = (await server.call(READER, 'GET', `/v1/controls/${control.legacyId}/executions`)).json();
      const v2 = (await server.call(READER, 'GET', `/v2/controls/${control.id}/executions`)).json();
      expect(v1).toEqual([execution]);
      expect(v2).toEqual(v1);
      expect((await server.call(READER, 'GET', '/v1/Executions?filter=Name:back')).json().data).toHaveLength(
        1,
      );
    });

    it('refuses duplicates, mismatched ids, wrong kinds and other companies, writing nothing', async () => {
      const asset = await createItem(server, 'Assets', { name: 'db', class: 1 });
      const control = await createItem(server, 'Controls', { name: 'Backups', title: 'T' });
      const url = `/v1/Controls/${control.id}/Executions`;
      expect((await server.call(USER, 'POST', url, { itemId: asset.id, itemType: 'Asset' })).statusCode).toBe(
        201,
      );
      const cases: [Record<string, unknown>, number][] = [
        [{ itemId: asset.id, itemType: 'Asset' }, 409],
        [{ itemId: asset.legacyId, itemType: 'Asset' }, 400],
        [{ itemId: asset.id, itemType: 'Product' }, 400],
        [{ itemId: asset.id, itemType: 'Asset', controlId: 12345 }, 400],
        [{ itemId: control.id, itemType: 'Asset' }, 404],
        [{ itemId: '77', itemType: 'Asset' }, 404],
        [{ itemId: asset.id, itemType: 'Asset', extra: 1 }, 400],
      ];
      for (const [body, status] of cases) {
        const response = await server.call(USER, 'POST', url, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
      }
      expect(
        (await server.call(OTHER, 'POST', url, { itemId: asset.id, itemType: 'Asset' })).statusCode,
      ).toBe(404);
      expect(await count('Executions')).toBe(1);
    });
  });

  describe('saved filters', () => {
    it('saves filters per user and register and marks their parameters active', async () => {
      expect((await server.call(USER, 'GET', '/v1/Assets/filter-parameters')).json()).toEqual([
        { parameter: 'Name', active: false },
        { parameter: 'Class', active: false },
        { parameter: 'Category', active: false },
        { parameter: 'Label', active: false },
      ]);
      const filters = [{ parameter: 'Name', value: 'server' }];
      expect((await server.call(USER, 'PUT', '/v1/Assets/filters', filters)).json()).toEqual(filters);
      expect((await server.call(USER, 'GET', '/v1/Assets/filters')).json()).toEqual(filters);
      expect((await server.call(USER, 'GET', '/v1/Assets/filter-parameters')).json()[0]).toEqual({
        parameter: 'Name',
        active: true,
      });
      expect((await server.call(USER, 'GET', '/v1/Products/filters')).json()).toEqual([]);
      expect((await server.call(ADMIN, 'GET', '/v1/Assets/filters')).json()).toEqual([]);
      const bad = await server.call(USER, 'PUT', '/v1/Assets/filters', [{ parameter: 'Title', value: 'x' }]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('body.0.parameter');
      expect((await server.call(USER, 'PUT', '/v1/Assets/filters', { parameter: 'Name' })).statusCode).toBe(
        400,
      );
      expect((await server.call(USER, 'GET', '/v1/Assets/filters')).json()).toEqual(filters);
    });
  });
});
