import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema/index.js';
import { INTERACTIVE_ONLY, NOT_AUTHORIZED, READ_ONLY_TOKEN } from '../../plugins/auth.js';
import { callWithToken, createAccessToken } from '../../test/access-tokens.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createControl } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { accessTokensRepository } from './access-tokens.repository.js';
import { hashAccessToken } from './access-tokens.service.js';

describeEachDatabase('personal access tokens API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const userIdOf = async (email: string) => (await server.call(email, 'GET', '/v1/Me')).json().user.id;
  const rowOf = async (id: string) => {
    const [row] = await db().db.select().from(accessTokens).where(eq(accessTokens.id, id));
    return row;
  };

  it('creates a token shown once, stores only its SHA-256, and lists it without the token', async () => {
    const created = await createAccessToken(server, USER, 'write', 'CI export');
    expect(created.token).toMatch(/^prx_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'CI export', scope: 'write', lastUsedAt: null });
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const stored = await db().db.select().from(accessTokens);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(created.token);
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(4));
    expect(stored[0]?.tokenHash).toBe(hashAccessToken(created.token));

    const list = await server.call(USER, 'GET', '/v1/Me/tokens');
    expect(list.statusCode).toBe(200);
    const { token: _shownOnce, ...listed } = created;
    expect(list.json()).toEqual([listed]);
    expect(list.body).not.toContain(created.token);
    expect((await server.call(ADMIN, 'GET', '/v1/Me/tokens')).json()).toEqual([]);

    const me = await callWithToken(server, created.token, 'GET', '/v1/Me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(USER);
  });

  it('refuses bad input naming the field, and lets no token make a token', async () => {
    for (const [body, field] of [
      [{ name: 'x', scope: 'read', expiresInDays: 0 }, 'expiresInDays'],
      [{ name: 'x', scope: 'read', expiresInDays: 366 }, 'expiresInDays'],
      [{ name: 'x', scope: 'admin', expiresInDays: 5 }, 'scope'],
      [{ name: ' ', scope: 'read', expiresInDays: 5 }, 'name'],
    ] as const) {
      const response = await server.call(USER, 'POST', '/v1/Me/tokens', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(field);
    }
    expect(await db().db.select().from(accessTokens)).toEqual([]);
    const { token } = await createAccessToken(server, ADMIN, 'write');
    const body = { name: 'child', scope: 'write', expiresInDays: 365 };
    const refused = await callWithToken(server, token, 'POST', '/v1/Me/tokens', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(INTERACTIVE_ONLY);
    expect(await db().db.select().from(accessTokens)).toHaveLength(1);
  });

  it('follows the owner: a demotion applies at once, a deleted person’s tokens stop working', async () => {
    const { token } = await createAccessToken(server, USER, 'write');
    const write = () => callWithToken(server, token, 'POST', '/v1/Controls', { title: 'By script' });
    expect((await write()).statusCode).toBe(201);
    const userId = await userIdOf(USER);
    const demoted = await server.call(ADMIN, 'PUT', `/v1/Users/${userId}`, { userType: 'Reader' });
    expect(demoted.statusCode).toBe(200);
    const refused = await write();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_AUTHORIZED);
    expect((await callWithToken(server, token, 'GET', '/v1/Controls')).statusCode).toBe(200);
    expect((await server.call(ADMIN, 'DELETE', `/v1/Users/${userId}`)).statusCode).toBe(204);
    expect((await callWithToken(server, token, 'GET', '/v1/Controls')).statusCode).toBe(401);
  });

  it('answers 401 to revoked and expired tokens, and a token may revoke itself', async () => {
    const revoked = await createAccessToken(server, USER, 'read', 'revoked');
    const expired = await createAccessToken(server, USER, 'read', 'expired');
    // Revoking is a write: only a write token may revoke itself.
    const own = await createAccessToken(server, USER, 'write', 'own');
    await createControl(server);
    for (const { token } of [revoked, expired, own]) {
      expect((await callWithToken(server, token, 'GET', '/v1/Controls')).statusCode).toBe(200);
    }
    expect((await server.call(USER, 'DELETE', `/v1/Me/tokens/${revoked.id}`)).statusCode).toBe(204);
    await accessTokensRepository(db().db).setExpiry(expired.id, new Date(Date.now() - 1000));
    const self = await callWithToken(server, own.token, 'DELETE', `/v1/Me/tokens/${own.id}`);
    expect(self.statusCode).toBe(204);
    for (const { token } of [revoked, expired, own]) {
      const response = await callWithToken(server, token, 'GET', '/v1/Controls');
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
    expect((await server.call(USER, 'DELETE', `/v1/Me/tokens/${revoked.id}`)).statusCode).toBe(404);
  });

  it('lets a read token read but never write, even its own profile', async () => {
    const { token } = await createAccessToken(server, ADMIN, 'read');
    expect((await callWithToken(server, token, 'GET', '/v1/Users/company')).statusCode).toBe(200);
    const own = await callWithToken(server, token, 'PUT', `/v1/Users/${await userIdOf(ADMIN)}`, {
      city: 'Bergen',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(READ_ONLY_TOKEN);
    expect((await callWithToken(server, token, 'GET', '/v1/AccessTokens')).statusCode).toBe(403);
  });

  it('keeps lastUsedAt, written at most once a minute', async () => {
    const { id, token } = await createAccessToken(server, READER, 'read');
    expect((await rowOf(id))?.lastUsedAt).toBeNull();
    await callWithToken(server, token, 'GET', '/v1/Me');
    const first = (await rowOf(id))?.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await callWithToken(server, token, 'GET', '/v1/Me');
    expect((await rowOf(id))?.lastUsedAt).toEqual(first);
    const earlier = new Date(Date.now() - 61_000);
    await db().db.update(accessTokens).set({ lastUsedAt: earlier }).where(eq(accessTokens.id, id));
    await callWithToken(server, token, 'GET', '/v1/Me');
    const latest = (await rowOf(id))?.lastUsedAt as Date;
    expect(latest.getTime()).toBeGreaterThan(earlier.getTime() + 60_000);
    const listed = (await server.call(READER, 'GET', '/v1/Me/tokens')).json()[0];
    expect(listed.lastUsedAt).toBe(latest.toISOString());
  });

  it("lets administrators list and revoke their company's tokens only, and audits every change", async () => {
    const userToken = await createAccessToken(server, USER, 'write', 'user token');
    const adminToken = await createAccessToken(server, ADMIN, 'read', 'admin token');
    await createAccessToken(server, OTHER, 'read', 'other token');

    const list = await server.call(ADMIN, 'GET', '/v1/AccessTokens');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((t: { name: string; userEmail: string }) => [t.name, t.userEmail])).toEqual([
      ['admin token', ADMIN],
      ['user token', USER],
    ]);
    expect((await server.call(USER, 'GET', '/v1/AccessTokens')).statusCode).toBe(403);
    expect((await server.call(USER, 'DELETE', `/v1/AccessTokens/${adminToken.id}`)).statusCode).toBe(403);
    expect((await server.call(USER, 'DELETE', `/v1/Me/tokens/${adminToken.id}`)).statusCode).toBe(404);
    expect((await server.call(OTHER, 'DELETE', `/v1/AccessTokens/${userToken.id}`)).statusCode).toBe(404);
    expect((await callWithToken(server, userToken.token, 'GET', '/v1/Me')).statusCode).toBe(200);

    expect((await server.call(ADMIN, 'DELETE', `/v1/AccessTokens/${userToken.id}`)).statusCode).toBe(204);
    expect((await callWithToken(server, userToken.token, 'GET', '/v1/Me')).statusCode).toBe(401);
    expect((await server.call(USER, 'GET', '/v1/Me/tokens')).json()).toEqual([]);

    const audit = await server.call(ADMIN, 'GET', '/v1/audit?entity=access-tokens');
    const events = audit.json().data as { action: string; entityId: string; userEmail: string }[];
    expect(events.map((e) => [e.action, e.entityId, e.userEmail]).sort()).toEqual(
      [
        ['create', userToken.id, USER],
        ['create', adminToken.id, ADMIN],
        ['delete', userToken.id, ADMIN],
      ].sort(),
    );
    expect(audit.body).not.toContain(userToken.token);
  });
});
