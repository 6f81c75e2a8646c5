import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { auditEvents, companies, documentation, items } from '../../db/schema/index.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createSpecification } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

type ItemRow = typeof items.$inferSelect;

describeEachDatabase('documentation', (db) => {
  let server: TestServer;
  let asset: ItemRow;
  let control: ItemRow;
  let execution: ItemRow;

  // Items come from the items module; rows written directly keep these tests about documentation alone.
  async function insertItem(company: string, values: Partial<typeof items.$inferInsert>): Promise<ItemRow> {
    const [owner] = await db().db.select().from(companies).where(eq(companies.name, company));
    const [row] = await db()
      .db.insert(items)
      .values({ companyId: owner?.id as string, category: 'Assets', number: 1, name: 'Laptop', ...values })
      .returning();
    return row as ItemRow;
  }

  beforeEach(async () => {
    server = await startTestServer(db());
    asset = await insertItem('Demo AS', { assetClass: 2 });
    control = await insertItem('Demo AS', { category: 'Controls', name: 'Backup', title: 'Back up daily' });
    execution = await insertItem('Demo AS', {
      category: 'Executions',
      // The control holds KON-001.
      number: 2,
      name: null,
      controlId: control.id,
      assetId: asset.id,
    });
  });
  afterEach(() => server.close());

  const stored = () => db().db.select().from(documentation);
  const audited = () => db().db.select().from(auditEvents).where(eq(auditEvents.entity, 'documentation'));
  /** The v1 editor's call: the HTML as a JSON string, which server.call would send as text/plain. */
  const putText = async (as: string, url: string, html: string) => {
    const response = await server.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${await server.tokenOf(as)}`, 'content-type': 'application/json' },
      payload: JSON.stringify(html),
    });
    return { statusCode: response.statusCode, json: () => response.json(), body: response.body };
  };
  const save = (as: string, body: unknown, item: ItemRow = asset) =>
    server.call(as, 'POST', `/v2/${item.category}/${item.id}/documentations`, body);

  it('offers the five documentation classes', async () => {
    const response = await server.call(READER, 'GET', '/v1/documentation/classes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      ['Definition', 'Instruction', 'Implementation', 'Description', 'Guidance'].map((name, i) => ({
        id: i + 1,
        name,
        displayName: name,
      })),
    );
  });

  it('keeps what the editor makes and removes scripts, handlers, bad links, foreign styles and images', async () => {
    const kept =
      '<h2>Scope</h2><p style="margin-left:30px">Applies to <strong>all</strong> <em>laptops</em>, ' +
      '<u>u</u> <s>s</s> <mark data-color="#ffeb3b" style="background-color:#ffeb3b">marked</mark> ' +
      '<span style="color:#e53935;font-family:serif;font-size:18px">red</span> ' +
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/policy">policy</a></p>' +
      '<ul><li><p>one</p></li></ul><table><tbody><tr><td colspan="1" rowspan="1"><p>cell</p></td></tr></tbody></table>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" /><img src="/v1/Files/123e4567-e89b-42d3-a456-426614174000" /></p>';
    const hostile =
      '<script>alert(1)</script><p onclick="alert(2)" style="position:fixed;color:#000000">x</p>' +
      '<a href="javascript:alert(3)">js</a><a href="data:text/html,hi">data</a>' +
      '<span style="background-image:url(https://evil.example/t.png)">bg</span>' +
      '<img src="https://evil.example/pixel.png" /><img src="//evil.example/p.png" /><iframe src="https://evil.example"></iframe>' +
      '<img src="data:text/html;base64,PHNjcmlwdD4=" onerror="alert(4)" />';
    const response = await save(USER, { class: 'Implementation', content: kept + hostile });
    expect(response.statusCode).toBe(201);
    const { content } = response.json().properties;
    expect(content).toBe(`${kept}<p style="color:#000000">x</p><a>js</a><a>data</a><span>bg</span>`);
    expect((await stored())[0]?.content).toBe(content);
  });

  it('stores an empty document as null', async () => {
    for (const empty of ['<p></p>', '<p><br></p>', '  <p>&nbsp;</p> ', '<script>x</script>', null]) {
      const response = await save(USER, { class: 'Guidance', content: empty });
      expect(response.json().properties.content, String(empty)).toBeNull();
    }
    expect((await stored()).map((d) => d.content)).toEqual([null]);
  });

  it('answers the same data in the v1 and v2 forms, by item and by a list of items', async () => {
    const v2 = (await save(USER, { class: 'Definition', purpose: 'internal', content: '<p>Def</p>' })).json();
    await save(USER, { class: 'Guidance', content: '<p>Note</p>' }, control);
    expect(v2).toMatchObject({
      itemId: asset.id,
      itemLegacyId: asset.legacyId,
      itemType: 'Assets',
      class: { name: 'Definition', displayName: 'Definition' },
      purpose: 'internal',
      properties: { content: '<p>Def</p>' },
    });
    const asV1 = {
      id: v2.legacyId,
      itemId: asset.legacyId,
      itemType: 'Assets',
      class: v2.class,
      purpose: 'internal',
      updatedAt: v2.updatedAt,
      content: '<p>Def</p>',
    };
    const get = async (url: string) => {
      const response = await server.call(READER, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };
    expect(await get(`/v2/Assets/${asset.id}/documentations`)).toEqual([v2]);
    expect(await get(`/v2/assets/${asset.legacyId}/documentation`)).toEqual([asV1]);
    expect(await get(`/v1/Asset/${asset.legacyId}/documentation`)).toEqual([asV1]);
    expect(await get(`/v2/documentations?ids=${asset.id}`)).toEqual([v2]);
    expect(await get(`/v2/documentation?ids=${asset.legacyId}`)).toEqual([asV1]);
    const both = await get(`/v2/documentations?ids=${control.id},${asset.id}`);
    expect(both.map((d: { itemType: string }) => d.itemType)).toEqual(['Assets', 'Controls']);
  });

  it('version 1 saves with POST /v2/Documentations and lists with GET /v2/documentation?ids=, by legacy ids of items and requirements', async () => {
    const requirement = (await createSpecification(server)).byCode('GV.1.1');
    const post = (body: Record<string, unknown>) =>
      server.call(USER, 'POST', '/v2/Documentations', { class: 'Implementation', ...body });
    const first = await post({
      documentType: 'Assets',
      itemId: String(asset.legacyId),
      content: '<p>One</p>',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ itemId: asset.id, itemType: 'Assets' });
    // The legacy id as a number names the same item: the text is replaced, not doubled.
    const again = await post({ documentType: 'asset', itemId: asset.legacyId, content: '<p>Two</p>' });
    expect(again.statusCode, again.body).toBe(200);
    const ofRequirement = await post({
      documentType: 'Requirements',
      itemId: String(requirement.legacyId),
      content: '<p>How we do it</p>',
    });
    expect(ofRequirement.statusCode, ofRequirement.body).toBe(201);
    expect(ofRequirement.json()).toMatchObject({ itemId: requirement.id, itemType: 'Requirements' });

    const internal = async (url: string) => {
      const response = await server.call(READER, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json().filter((d: { purpose: string }) => d.purpose === 'internal');
    };
    expect(await internal(`/v2/documentation?documentType=Requirements&ids=${requirement.legacyId}`)).toEqual(
      [
        expect.objectContaining({
          itemId: requirement.legacyId,
          itemType: 'Requirements',
          content: '<p>How we do it</p>',
        }),
      ],
    );
    expect(await internal(`/v2/documentation?documentType=Assets&ids=${asset.legacyId}`)).toEqual([
      expect.objectContaining({ itemId: asset.legacyId, itemType: 'Assets', content: '<p>Two</p>' }),
    ]);
    expect(await internal(`/v2/Requirements/${requirement.legacyId}/documentation`)).toEqual([
      expect.objectContaining({ content: '<p>How we do it</p>' }),
    ]);
    // The asset's legacy id names no control.
    const wrongRegister = await server.call(
      READER,
      'GET',
      `/v2/documentation?documentType=Controls&ids=${asset.legacyId}`,
    );
    expect(wrongRegister.statusCode).toBe(404);
    expect(wrongRegister.json().message).toBe(`Control not found: ${asset.legacyId}`);

    // Another company reaches neither by its legacy id, and writes nothing.
    for (const [method, url, body] of [
      ['GET', `/v2/documentation?documentType=Requirements&ids=${requirement.legacyId}`],
      [
        'POST',
        '/v2/Documentations',
        {
          documentType: 'Requirements',
          itemId: String(requirement.legacyId),
          class: 'Implementation',
          content: 'x',
        },
      ],
      [
        'POST',
        '/v2/Documentations',
        { documentType: 'Assets', itemId: String(asset.legacyId), class: 'Implementation', content: 'x' },
      ],
    ] as const) {
      const response = await server.call(OTHER, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('How we do it');
    }
    expect(
      (await stored())
        .filter((d) => d.purpose === 'internal')
        .map((d) => d.content)
        .toSorted(),
    ).toEqual(['<p>How we do it</p>', '<p>Two</p>']);
  });

  it('saves one internal text per item and class: v1 PUT takes the bare HTML, later saves replace it', async () => {
    const first = await putText(USER, `/v1/Assets/${asset.legacyId}/documentation`, '<p>One</p>');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ class: { name: 'Description' }, content: '<p>One</p>' });
    const again = await save(USER, { class: 'description', content: '<p>Two</p>' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ legacyId: first.json().id, properties: { content: '<p>Two</p>' } });
    const byBody = await server.call(USER, 'POST', '/v2/Documentations', {
      documentType: 'Executions',
      itemId: execution.id,
      class: 'Implementation',
      content: '<p>Done monthly</p>',
    });
    expect(byBody.statusCode).toBe(201);
    expect(byBody.json()).toMatchObject({ itemId: execution.id, itemType: 'Executions' });
    const object = await server.call(USER, 'PUT', `/v1/Controls/${control.legacyId}/documentation`, {
      class: 'Instruction',
      content: '<p>Steps</p>',
    });
    expect(object.json()).toMatchObject({ itemType: 'Controls', class: { name: 'Instruction' } });
    expect(await stored()).toHaveLength(3);
    const events = await audited();
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'create', 'create', 'update']);
    const update = events.find((e) => e.action === 'update');
    expect(update).toMatchObject({
      before: { properties: { content: '<p>One</p>' } },
      after: { properties: { content: '<p>Two</p>' } },
    });
  });

  it('refuses every write to authoritative documentation with 409 (a rule, not a permission), and deletes internal documentation', async () => {
    const [authoritative] = await db()
      .db.insert(documentation)
      .values({
        companyId: asset.companyId,
        itemId: asset.id,
        class: 'Definition',
        purpose: 'authoritative',
        content: '<p>From the standard</p>',
      })
      .returning();
    const post = await save(USER, { class: 'Definition', purpose: 'authoritative', content: '<p>Mine</p>' });
    expect(post.statusCode).toBe(409);
    expect(post.json().message).toBe(
      'Authoritative documentation comes from a specification and is read-only',
    );
    const put = await server.call(USER, 'PUT', `/v1/Assets/${asset.legacyId}/documentation`, {
      class: 'Definition',
      purpose: 'authoritative',
      content: '<p>Mine</p>',
    });
    expect(put.statusCode).toBe(409);
    const remove = await server.call(ADMIN, 'DELETE', `/v2/Documentations/${authoritative?.id}`);
    expect(remove.statusCode).toBe(409);
    expect((await stored()).map((d) => d.content)).toEqual(['<p>From the standard</p>']);
    expect(await audited()).toEqual([]);

    const internal = (await save(USER, { class: 'Definition', content: '<p>Ours</p>' })).json();
    expect((await server.call(USER, 'GET', `/v2/Assets/${asset.id}/documentations`)).json()).toHaveLength(2);
    expect((await server.call(USER, 'DELETE', `/v2/Documentations/${internal.legacyId}`)).statusCode).toBe(
      204,
    );
    expect((await stored()).map((d) => d.purpose)).toEqual(['authoritative']);
    expect((await audited()).map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        `/v2/Assets/${asset.id}/documentations`,
        { class: 'Essay', content: '<p>x</p>' },
        'body.class',
      ],
      ['POST', `/v2/Assets/${asset.id}/documentations`, { class: 'Guidance', content: 7 }, 'body.content'],
      [
        'POST',
        `/v2/Assets/${asset.id}/documentations`,
        { class: 'Guidance', content: 'x', owner: 1 },
        'body',
      ],
      [
        'POST',
        `/v2/Assets/${asset.id}/documentations`,
        { class: 'Guidance', purpose: 'public', content: 'x' },
        'body.purpose',
      ],
      [
        'POST',
        `/v2/Assets/${asset.legacyId}/documentations`,
        { class: 'Guidance', content: 'x' },
        'params.id',
      ],
      [
        'POST',
        `/v2/Widgets/${asset.id}/documentations`,
        { class: 'Guidance', content: 'x' },
        'params.category',
      ],
      ['PUT', '/v1/Assets/abc/documentation', { class: 'Guidance', content: 'x' }, 'params.id'],
      ['PUT', `/v1/Assets/${asset.legacyId}/documentation`, 42, 'body'],
      [
        'POST',
        '/v2/Documentations',
        { documentType: 'Assets', itemId: 'x', class: 'Guidance', content: '' },
        'body.itemId',
      ],
      [
        'POST',
        '/v2/Documentations',
        { documentType: 'Assets', itemId: 0, class: 'Guidance', content: '' },
        'body.itemId',
      ],
      [
        'GET',
        `/v2/documentation?documentType=Widgets&ids=${asset.legacyId}`,
        undefined,
        'querystring.documentType',
      ],
      [
        'POST',
        '/v2/Documentations',
        { itemId: asset.id, class: 'Guidance', content: '' },
        'body.documentType',
      ],
      ['GET', '/v2/documentations?ids=', undefined, 'querystring.ids'],
      ['GET', '/v2/documentations?ids=12', undefined, 'querystring.ids'],
      ['GET', `/v2/documentation?ids=${'1,'.repeat(100)}1`, undefined, 'querystring.ids'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await server.call(USER, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().details?.[0]?.field, `${method} ${url}`).toMatch(
        new RegExp(`^${field.replace('.', '\\.')}`),
      );
    }
    expect(await stored()).toEqual([]);
    expect(await audited()).toEqual([]);
  });

  it("answers 404 for another company's items and documentation, and writes nothing", async () => {
    const ours = (await save(USER, { class: 'Guidance', content: '<p>Ours</p>' })).json();
    const theirs = await insertItem('Other AS', { assetClass: 1 });
    const calls: [string, string, unknown?][] = [
      ['GET', `/v1/Assets/${asset.legacyId}/documentation`],
      ['GET', `/v2/Assets/${asset.id}/documentations`],
      ['GET', `/v2/documentations?ids=${asset.id}`],
      ['GET', `/v2/documentation?ids=${theirs.legacyId},${asset.legacyId}`],
      ['PUT', `/v1/Assets/${asset.legacyId}/documentation`, { class: 'Guidance', content: '<p>Theirs</p>' }],
      ['POST', `/v2/Assets/${asset.id}/documentations`, { class: 'Guidance', content: '<p>Theirs</p>' }],
      [
        'POST',
        '/v2/Documentations',
        { documentType: 'Assets', itemId: asset.id, class: 'Guidance', content: 'x' },
      ],
      ['DELETE', `/v2/Documentations/${ours.id}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await server.call(OTHER, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Ours');
    }
    // The right id under the wrong register is not found either.
    expect((await server.call(USER, 'GET', `/v2/Controls/${asset.id}/documentations`)).statusCode).toBe(404);
    expect((await stored()).map((d) => d.content)).toEqual(['<p>Ours</p>']);
    expect(await audited()).toHaveLength(1);
  });

  it('lets a Reader read but not write', async () => {
    expect((await server.call(READER, 'GET', `/v2/Assets/${asset.id}/documentations`)).statusCode).toBe(200);
    expect((await save(READER, { class: 'Guidance', content: '<p>x</p>' })).statusCode).toBe(403);
    const put = await putText(READER, `/v1/Assets/${asset.legacyId}/documentation`, '<p>x</p>');
    expect(put.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('goes with its item when the item is deleted', async () => {
    await save(USER, { class: 'Guidance', content: '<p>Asset</p>' });
    await save(USER, { class: 'Guidance', content: '<p>Control</p>' }, control);
    await db().db.delete(items).where(eq(items.id, asset.id));
    expect((await stored()).map((d) => d.content)).toEqual(['<p>Control</p>']);
  });
});
