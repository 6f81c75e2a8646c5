import { afterEach, beforeEach, expect, it } from 'vitest';
import { NEWCOMER, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createAsset, createControlWithExecution } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

describeEachDatabase('assignments API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const idOf = async (email: string) => (await server.call(email, 'GET', '/v1/Me')).json().user.id as string;

  it('fills and empties the two slots in v1 and v2', async () => {
    const asset = await createAsset(server, { name: 'db' });
    const [user, reader] = [await idOf(USER), await idOf(READER)];
    const accountable = await server.call(USER, 'PUT', `/v2/Assets/${asset.id}/assignments`, {
      type: 1,
      userId: user,
    });
    expect(accountable.json()).toEqual([
      { type: 1, userId: user, user: { userId: user, firstName: 'Ulf', lastName: 'User', email: USER } },
    ]);
    await server.call(USER, 'PUT', `/v1/Assets/${asset.legacyId}/assignments`, { type: 0, userId: reader });
    // Another person takes the accountable slot over: one person per type.
    await server.call(USER, 'PUT', `/v1/Assets/${asset.legacyId}/assignments`, { type: 1, userId: reader });
    const v2 = (await server.call(READER, 'GET', `/v2/Assets/${asset.id}/assignments`)).json();
    const v1 = (await server.call(READER, 'GET', `/v1/assets/${asset.legacyId}/assignments`)).json();
    expect(v2.map((a: { type: number; userId: string }) => [a.type, a.userId])).toEqual([
      [0, reader],
      [1, reader],
    ]);
    expect(v1).toEqual(v2);
    const removed = await server.call(USER, 'PUT', `/v2/Assets/${asset.id}/assignments`, {
      type: 0,
      userId: null,
    });
    expect(removed.json().map((a: { type: number }) => a.type)).toEqual([1]);
  });

  it('executions have assignments too', async () => {
    const { execution } = await createControlWithExecution(server);
    const user = await idOf(USER);
    await server.call(USER, 'PUT', `/v2/executions/${execution.id}/assignments`, { type: 1, userId: user });
    expect(
      (await server.call(READER, 'GET', `/v1/executions/${execution.legacyId}/assignments`)).json(),
    ).toHaveLength(1);
  });

  it('refuses people of other companies, bad types and ids, and other companies, changing nothing', async () => {
    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/assignments`;
    const stranger = await idOf(OTHER);
    const user = await idOf(USER);
    const cases: [unknown, number, string][] = [
      [{ type: 1, userId: stranger }, 404, 'body.userId'],
      [{ type: 2, userId: user }, 400, 'body.type'],
      [{ type: '1', userId: user }, 400, 'body.type'],
      [{ type: 1, userId: 'someone' }, 400, 'body.userId'],
      [{ type: 1 }, 400, 'body.userId'],
      [{ type: 1, userId: user, note: 'x' }, 400, 'body'],
    ];
    for (const [body, status, field] of cases) {
      const response = await server.call(USER, 'PUT', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().details[0].field).toBe(field);
    }
    expect((await server.call(READER, 'PUT', url, { type: 1, userId: user })).statusCode).toBe(403);
    expect((await server.call(OTHER, 'PUT', url, { type: 1, userId: stranger })).statusCode).toBe(404);
    expect((await server.call(OTHER, 'GET', url)).statusCode).toBe(404);
    expect(
      (await server.call(USER, 'PUT', `/v2/Products/${asset.id}/assignments`, { type: 1, userId: user }))
        .statusCode,
    ).toBe(404);
    expect((await server.call(READER, 'GET', url)).json()).toEqual([]);
  });

  it('refuses a Registered person, who has no access to the company yet', async () => {
    const asset = await createAsset(server);
    const url = `/v2/Assets/${asset.id}/assignments`;
    const response = await server.call(USER, 'PUT', url, { type: 1, userId: await idOf(NEWCOMER) });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: 'body.userId',
        message: 'This person has no access to the company yet',
        messageCode: 'noAccessYet',
      },
    ]);
    expect((await server.call(USER, 'GET', url)).json()).toEqual([]);
  });
});
