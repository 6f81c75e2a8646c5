import type { Item } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { assign, createEvidence, createItem, createLabel, userIdOf } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

/** The risk analysis's registers, with what the naming conventions make of each: identifier prefix and names. */
const registers = [
  { register: 'Causes', prefix: 'CAU', english: 'Cause', norwegian: 'Årsak' },
  { register: 'Origins', prefix: 'ORI', english: 'Origin', norwegian: 'Risikokilde' },
  { register: 'Risks', prefix: 'RSK', english: 'Risk', norwegian: 'Risiko' },
] as const;

describeEachDatabase('items API: causes, origins and risks', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const namesIn = async (register: string, query = '') => {
    const response = await server.call(READER, 'GET', `/v1/${register}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((item: Item) => item.name);
  };

  it.each(registers)(
    '$register: numbers from 1 with the prefix $prefix and names empty names after the singular',
    async ({ register, prefix, english }) => {
      const first = await createItem(server, register, {});
      expect(first).toEqual({
        id: first.id,
        legacyId: first.legacyId,
        itemCategory: register,
        number: 1,
        identifier: `${prefix}-001`,
        name: `${english}-1`,
        // The register's own fields, and no other register's (no class, title or rating).
        definition: null,
        category: null,
        subCategory: null,
        labels: [],
      });
      expect(await createItem(server, register, { name: '  ' })).toMatchObject({
        identifier: `${prefix}-002`,
        name: `${english}-2`,
      });
      expect((await server.call(READER, 'GET', `/v1/${register}/next-name`)).json()).toEqual({
        name: `${english}-3`,
      });
      // Each register counts on its own, and each company too.
      expect(await createItem(server, 'Threats', {})).toMatchObject({ identifier: 'RIS-001' });
      expect(await createItem(server, register, {}, OTHER)).toMatchObject({
        identifier: `${prefix}-001`,
        name: `${english}-1`,
      });
    },
  );

  it("names in the creator's language: Årsak-1, Risikokilde-1, Risiko-1", async () => {
    const me = await userIdOf(server, USER);
    expect((await server.call(USER, 'PUT', `/v1/Users/${me}`, { language: 'nb-NO' })).statusCode).toBe(200);
    for (const { register, norwegian } of registers) {
      expect((await server.call(USER, 'GET', `/v1/${register}/next-name`)).json()).toEqual({
        name: `${norwegian}-1`,
      });
      expect((await createItem(server, register, {})).name).toBe(`${norwegian}-1`);
    }
  });

  it.each(registers)(
    '$register: keeps name, definition, category and sub-category; reads by v1 and v2 ids',
    async ({ register }) => {
      const category = (await server.call(USER, 'POST', `/v1/Category/${register}?name=People`)).json();
      const sub = (
        await server.call(USER, 'POST', `/v1/Category/${register}/SubCategories`, {
          name: 'Insiders',
          assetCategory: category.id,
        })
      ).json();
      const item = await createItem(server, register, {
        name: 'Disgruntled employee',
        definition: 'Someone inside\nwith a grudge',
        category: category.legacyId,
        subCategory: sub.id,
      });
      expect(item).toMatchObject({
        definition: 'Someone inside\nwith a grudge',
        category: { id: category.id, legacyId: category.legacyId, name: 'People' },
        subCategory: { id: sub.id, name: 'Insiders' },
      });
      for (const url of [
        `/v1/${register}/${item.legacyId}`,
        `/v1/${register.toLowerCase()}/${item.id}`,
        `/v2/${register}/${item.id}`,
      ]) {
        const read = await server.call(READER, 'GET', url);
        expect(read.json(), url).toEqual(item);
      }
      // A category of another register is not this register's.
      const assetCategory = (await server.call(USER, 'POST', '/v1/Category/Assets?name=People')).json();
      const wrong = await server.call(USER, 'POST', `/v1/${register}`, { category: assetCategory.id });
      expect([wrong.statusCode, wrong.json().details[0].field]).toEqual([404, 'body.category']);
      expect(await namesIn(register)).toEqual(['Disgruntled employee']);
    },
  );

  it.each(registers)(
    '$register: updates the fields given; an empty name takes the generated one',
    async ({ register, english }) => {
      const category = (await server.call(USER, 'POST', `/v1/Category/${register}?name=Technical`)).json();
      const item = await createItem(server, register, { name: 'Weak passwords', category: category.id });
      const updated = await server.call(USER, 'PUT', `/v1/${register}`, {
        id: item.legacyId,
        definition: 'No length rule',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({
        name: 'Weak passwords',
        definition: 'No length rule',
        category: { name: 'Technical' },
      });
      const renamed = await server.call(USER, 'PUT', `/v1/${register}`, {
        id: item.id,
        name: '',
        category: null,
        definition: null,
      });
      expect(renamed.json()).toMatchObject({
        name: `${english}-1`,
        definition: null,
        category: null,
        subCategory: null,
      });
      expect((await server.call(READER, 'GET', `/v2/${register}/${item.id}`)).json().name).toBe(
        `${english}-1`,
      );
    },
  );

  it.each(registers)(
    '$register: delete takes the item and keeps its number from the next one',
    async ({ register, prefix }) => {
      const item = await createItem(server, register, { name: 'Gone' });
      expect((await server.call(READER, 'DELETE', `/v1/${register}/${item.legacyId}`)).statusCode).toBe(403);
      expect((await server.call(OTHER, 'DELETE', `/v1/${register}/${item.legacyId}`)).statusCode).toBe(404);
      expect((await server.call(USER, 'DELETE', `/v1/${register}/${item.id}`)).statusCode).toBe(204);
      expect((await server.call(READER, 'GET', `/v1/${register}/${item.legacyId}`)).statusCode).toBe(404);
      expect((await server.call(USER, 'DELETE', `/v1/${register}/${item.id}`)).statusCode).toBe(404);
      expect(await createItem(server, register, {})).toMatchObject({ identifier: `${prefix}-002` });
    },
  );

  it.each(registers)(
    '$register: bad input answers 400 naming the field and writes nothing',
    async ({ register }) => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'x'.repeat(201) }, 'body.name'],
        [{ definition: 'x'.repeat(10_001) }, 'body.definition'],
        [{ definition: 5 }, 'body.definition'],
        [{ category: 'not-an-id' }, 'body.category'],
        // The fields of other registers are refused, not dropped.
        [{ class: 1 }, 'body'],
        [{ title: 'T' }, 'body'],
        [{ likelihood: 3 }, 'body'],
      ];
      for (const [body, field] of cases) {
        const response = await server.call(USER, 'POST', `/v1/${register}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().details[0].field, JSON.stringify(body)).toBe(field);
      }
      const orphan = await server.call(USER, 'POST', `/v1/${register}`, {
        subCategory: '123e4567-e89b-42d3-a456-426614174000',
      });
      expect([orphan.statusCode, orphan.json().details[0].field]).toEqual([400, 'body.subCategory']);
      expect(await namesIn(register)).toEqual([]);

      const item = await createItem(server, register, { name: 'Kept' });
      const update = await server.call(USER, 'PUT', `/v1/${register}`, { id: item.id, definition: 7 });
      expect([update.statusCode, update.json().details[0].field]).toEqual([400, 'body.definition']);
      const noId = await server.call(USER, 'PUT', `/v1/${register}`, { name: 'x' });
      expect([noId.statusCode, noId.json().details[0].field]).toEqual([400, 'body.id']);
      expect((await server.call(READER, 'GET', `/v1/${register}/${item.id}`)).json()).toEqual(item);
    },
  );

  it.each(registers)("$register: a Reader gets 403, another company's id 404", async ({ register }) => {
    const item = await createItem(server, register, { name: 'Ours' });
    expect((await server.call(READER, 'POST', `/v1/${register}`, { name: 'No' })).statusCode).toBe(403);
    expect(
      (await server.call(READER, 'PUT', `/v1/${register}`, { id: item.id, name: 'No' })).statusCode,
    ).toBe(403);
    for (const [method, url, body] of [
      ['GET', `/v1/${register}/${item.legacyId}`, undefined],
      ['GET', `/v2/${register}/${item.id}`, undefined],
      ['GET', `/v2/${register}/${item.id}/relations`, undefined],
      ['PUT', `/v1/${register}`, { id: item.id, name: 'Theirs' }],
      ['DELETE', `/v1/${register}/${item.id}`, undefined],
      ['PUT', `/v2/${register}/${item.id}/assignments`, { type: 0, userId: null }],
      ['PUT', `/v2/${register}/${item.id}/labels`, { labelIds: [] }],
      ['GET', `/v2/${register}/${item.id}/documentations`, undefined],
      ['GET', `/v2/${register}/${item.id}/evidence`, undefined],
    ] as const) {
      const response = await server.call(OTHER, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await namesIn(register)).toEqual(['Ours']);
    expect((await server.call(OTHER, 'GET', `/v1/${register}`)).json()).toEqual({ data: [], hasMore: false });
  });

  it.each(registers)(
    '$register: filters by name and by label, and keeps the saved filters',
    async ({ register }) => {
      const insider = await createItem(server, register, { name: 'Insider' });
      await createItem(server, register, { name: 'Supplier' });
      await createItem(server, register, { name: 'Inside job' });
      expect(await namesIn(register, '?filter=Name:INSIDE')).toEqual(['Insider', 'Inside job']);
      const urgent = await createLabel(server, 'Urgent');
      const labelled = await server.call(USER, 'PUT', `/v2/${register}/${insider.id}/labels`, {
        labelIds: [urgent.id],
      });
      expect(labelled.statusCode, labelled.body).toBe(200);
      expect(await namesIn(register, `?filter=Label:${urgent.id}`)).toEqual(['Insider']);
      expect(await namesIn(register, '?filter=Label:urgent')).toEqual(['Insider']);
      expect((await server.call(READER, 'GET', `/v1/${register}/${insider.id}`)).json().labels).toEqual([
        urgent,
      ]);
      const unknown = await server.call(READER, 'GET', `/v1/${register}?filter=Class:1`);
      expect([unknown.statusCode, unknown.json().details[0].field]).toEqual([400, 'querystring.filter']);

      expect((await server.call(READER, 'GET', `/v1/${register}/filter-parameters`)).json()).toEqual([
        { parameter: 'Name', active: false },
        { parameter: 'Label', active: false },
      ]);
      const saved = await server.call(USER, 'PUT', `/v1/${register}/filters`, [
        { parameter: 'Name', value: 'sup' },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await server.call(USER, 'GET', `/v1/${register}/filter-parameters`)).json()).toEqual([
        { parameter: 'Name', active: true },
        { parameter: 'Label', active: false },
      ]);
      const refused = await server.call(USER, 'PUT', `/v1/${register}/filters`, [
        { parameter: 'Title', value: 'x' },
      ]);
      expect([refused.statusCode, refused.json().details[0].field]).toEqual([400, 'body.0.parameter']);
    },
  );

  it.each(registers)('$register: takes assignments, documentation and evidence', async ({ register }) => {
    const item = await createItem(server, register, { name: 'Owned' });
    const user = await userIdOf(server, USER);
    await assign(server, `/v1/${register}/${item.legacyId}`, 1, user);
    const assignments = (await server.call(READER, 'GET', `/v2/${register}/${item.id}/assignments`)).json();
    expect(assignments.map((a: { type: number; userId: string }) => [a.type, a.userId])).toEqual([[1, user]]);
    expect(
      (await server.call(READER, 'PUT', `/v2/${register}/${item.id}/assignments`, { type: 0, userId: user }))
        .statusCode,
    ).toBe(403);

    const documentation = await server.call(USER, 'POST', `/v2/${register}/${item.id}/documentations`, {
      class: 'Description',
      content: '<p>How it happens</p>',
    });
    expect(documentation.statusCode, documentation.body).toBe(201);
    const documented = await server.call(READER, 'GET', `/v2/${register}/${item.id}/documentations`);
    expect(documented.json().map((d: { properties: { content: string } }) => d.properties.content)).toEqual([
      '<p>How it happens</p>',
    ]);

    const evidence = await createEvidence(server, { category: register, id: item.id }, { title: 'Log' }, [
      { status: 'approved', url: 'https://example.com/log' },
    ]);
    const listed = (await server.call(READER, 'GET', `/v2/${register}/${item.id}/evidence`)).json();
    expect(listed.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([
      [evidence.id, 'approved'],
    ]);
    const refused = await server.call(READER, 'POST', `/v2/${register}/${item.id}/evidence`, {
      title: 'No',
      url: 'https://example.com',
    });
    expect(refused.statusCode).toBe(403);
    // All of it goes with the item.
    expect((await server.call(ADMIN, 'DELETE', `/v1/${register}/${item.id}`)).statusCode).toBe(204);
    expect((await server.call(READER, 'GET', `/v2/evidence/${evidence.id}`)).statusCode).toBe(404);
  });
});
