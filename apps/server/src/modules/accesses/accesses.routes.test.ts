import { afterEach, expect, it } from 'vitest';
import { createAccessToken } from '../../test/access-tokens.js';
import { ADMIN, NEWCOMER, OTHER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';

interface AccessRow {
  userId: string;
  email: string;
  role: string;
  lastSignInAt: string | null;
  tokens: { id: string; name: string }[];
  sessions: number | null;
}

describeEachDatabase('accesses API', (db) => {
  let server: TestServer;
  afterEach(() => server?.close());

  const accesses = async () => {
    const response = await server.call(ADMIN, 'GET', '/v1/Accesses');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AccessRow[];
  };
  const of = (rows: AccessRow[], email: string) => rows.find((r) => r.email === email) as AccessRow;

  it("shows administrators each person's role, last sign-in, active tokens and built-in sessions", async () => {
    server = await startTestServer(db());
    const before = Date.now();
    const token = await createAccessToken(server, USER, 'read', 'Nightly export');
    await createAccessToken(server, OTHER, 'read');
    const rows = await accesses();
    expect(rows.map((r) => r.email)).not.toContain(OTHER);
    const user = of(rows, USER);
    expect(user).toMatchObject({
      role: 'User',
      sessions: 1,
      tokens: [{ id: token.id, name: 'Nightly export' }],
    });
    // The sign-in time is the access token's auth_time, which the built-in provider sends.
    const claims = JSON.parse(
      Buffer.from((await server.tokenOf(USER)).split('.')[1] as string, 'base64url').toString(),
    );
    expect(claims.auth_time).toBeGreaterThanOrEqual(Math.floor(before / 1000) - 60);
    expect(user.lastSignInAt).toBe(new Date(claims.auth_time * 1000).toISOString());
    expect(of(rows, ADMIN)).toMatchObject({ role: 'Administrator', sessions: 1, tokens: [] });
    expect(of(rows, NEWCOMER)).toMatchObject({ role: 'Registered', sessions: 0, lastSignInAt: null });
    for (const who of [USER, NEWCOMER]) {
      expect((await server.call(who, 'GET', '/v1/Accesses')).statusCode, who).toBe(403);
    }
  });

  it('signs a person out everywhere: sessions go and issued access tokens stop at once', async () => {
    server = await startTestServer(db());
    const userId = of(await accesses(), USER).userId;
    expect((await server.call(USER, 'GET', '/v1/Me')).statusCode).toBe(200);
    expect(of(await accesses(), USER).sessions).toBe(1);
    expect((await server.call(OTHER, 'DELETE', `/v1/Accesses/${userId}/sessions`)).statusCode).toBe(404);
    expect((await server.call(USER, 'DELETE', `/v1/Accesses/${userId}/sessions`)).statusCode).toBe(403);
    expect((await server.call(ADMIN, 'DELETE', `/v1/Accesses/${userId}/sessions`)).statusCode).toBe(204);
    expect(of(await accesses(), USER).sessions).toBe(0);
    const refused = await server.call(USER, 'GET', '/v1/Me');
    expect(refused.statusCode).toBe(401);
    expect((await server.call(ADMIN, 'GET', '/v1/Me')).statusCode).toBe(200);
    const audit = (await server.call(ADMIN, 'GET', '/v1/audit?entity=sessions')).json().data;
    expect(audit).toMatchObject([{ action: 'delete', entityId: userId, userEmail: ADMIN }]);
  });
});
