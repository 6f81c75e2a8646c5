import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, OTHER, READER, SECOND_ADMIN, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createAsset } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

describeEachDatabase('audit log', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const userId = async (email: string) =>
    (await server.call(email, 'GET', '/v1/Me')).json().user.id as string;

  it('records every change with who, when, what, before and after, newest first', async () => {
    const reader = await userId(READER);
    await server.call(ADMIN, 'PUT', `/v1/Users/${reader}`, { title: 'Auditor' });
    await server.call(ADMIN, 'POST', '/v1/Subscription/environments', {
      name: 'Production',
      description: null,
    });
    const page = (await server.call(ADMIN, 'GET', '/v1/audit')).json();
    expect(page.hasMore).toBe(false);
    expect(page.data.map((e: { entity: string; action: string }) => `${e.action} ${e.entity}`)).toEqual([
      'create environments',
      'update users',
    ]);
    const [, update] = page.data;
    expect(update).toMatchObject({
      userId: await userId(ADMIN),
      userEmail: ADMIN,
      entityId: reader,
      before: { title: null },
      after: { title: 'Auditor' },
    });
    expect(Date.now() - Date.parse(update.at)).toBeLessThan(60_000);
  });

  it('writes nothing for a change that was refused', async () => {
    // Demo AS has two Administrators: with the second demoted, the first is the last, whom nobody may demote.
    const second = await userId(SECOND_ADMIN);
    expect((await server.call(ADMIN, 'PUT', `/v1/Users/${second}`, { userType: 'Reader' })).statusCode).toBe(
      200,
    );
    const before = (await server.call(ADMIN, 'GET', '/v1/audit')).json().data;
    expect(before).toHaveLength(1);
    const admin = await userId(ADMIN);
    expect((await server.call(ADMIN, 'PUT', `/v1/Users/${admin}`, { userType: 'Reader' })).statusCode).toBe(
      409,
    );
    expect((await server.call(ADMIN, 'GET', '/v1/audit')).json().data).toEqual(before);
  });

  it('filters by entity, user and dates, pages, and keeps companies apart', async () => {
    for (const name of ['One', 'Two', 'Three']) {
      await server.call(ADMIN, 'POST', '/v1/Subscription/environments', { name, description: null });
    }
    await server.call(OTHER, 'POST', '/v1/Subscription/environments', {
      name: 'Theirs',
      description: null,
    });
    const today = new Date().toISOString().slice(0, 10);
    const first = (
      await server.call(ADMIN, 'GET', `/v1/audit?entity=environments&from=${today}&to=${today}&pageSize=2`)
    ).json();
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = (
      await server.call(ADMIN, 'GET', '/v1/audit?entity=environments&pageSize=2&page=2')
    ).json();
    expect(second.data.map((e: { after: { name: string } }) => e.after.name)).toEqual(['One']);
    expect((await server.call(ADMIN, 'GET', '/v1/audit?from=2000-01-01&to=2000-01-02')).json().data).toEqual(
      [],
    );
    const byUser = (await server.call(ADMIN, 'GET', `/v1/audit?userId=${await userId(ADMIN)}`)).json();
    expect(byUser.data).toHaveLength(3);
    const theirs = (await server.call(OTHER, 'GET', '/v1/audit')).json();
    expect(theirs.data.map((e: { after: { name: string } }) => e.after.name)).toEqual(['Theirs']);
  });

  it('filters by part of the email, in any case, and takes % and _ literally', async () => {
    await server.call(ADMIN, 'POST', '/v1/Subscription/environments', { name: 'Mine', description: null });
    await createAsset(server);
    const byEmail = async (part: string) =>
      (await server.call(ADMIN, 'GET', `/v1/audit?userEmail=${encodeURIComponent(part)}`))
        .json()
        .data.map((e: { userEmail: string }) => e.userEmail);
    expect(await byEmail(ADMIN.slice(0, 4).toUpperCase())).toEqual([ADMIN]);
    expect(await byEmail('@EXAMPLE.COM')).toEqual([USER, ADMIN]);
    expect(await byEmail('%')).toEqual([]);
    expect(await byEmail('_')).toEqual([]);
    expect((await server.call(ADMIN, 'GET', '/v1/audit?userEmail=')).statusCode).toBe(400);
  });

  it('exports CSV, with formulas defused', async () => {
    await server.call(ADMIN, 'POST', '/v1/Subscription/environments', {
      name: '=HYPERLINK("x")',
      description: null,
    });
    const response = await server.app.inject({
      url: '/v1/audit?format=csv',
      headers: { authorization: `Bearer ${await server.tokenOf(ADMIN)}` },
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const [header, row] = response.body.trim().split('\r\n');
    expect(header).toBe('at,userEmail,action,entity,entityId,before,after');
    expect(row).toContain(`"${ADMIN}","create","environments"`);
    expect(row).toContain(`"{""id""`);
    expect(row).not.toMatch(/,"=/);
  });

  it('answers 400 naming the parameter for a bad filter', async () => {
    const response = await server.call(ADMIN, 'GET', '/v1/audit?from=yesterday');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('querystring.from');
    expect((await server.call(ADMIN, 'GET', '/v1/audit?color=red')).statusCode).toBe(400);
  });
});
