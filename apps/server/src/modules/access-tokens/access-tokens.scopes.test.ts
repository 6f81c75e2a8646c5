import { randomUUID } from 'node:crypto';
import { can } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { INTERACTIVE_ONLY, NOT_AUTHORIZED, READ_ONLY_TOKEN } from '../../plugins/auth.js';
import type { RouteEntry } from '../../plugins/route-access.js';
import { callWithToken, createAccessToken } from '../../test/access-tokens.js';
import { ADMIN, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete path for a route pattern: every parameter becomes an id nobody has. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+\??/g, randomUUID()).replace(/\*$/, 'x');
const label = (route: RouteEntry) => `${route.method} ${route.url}`;

describeEachDatabase('personal access tokens on every registered route', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const protectedRoutes = () =>
    server.app.routeTable.filter((r) => r.access !== 'public' && r.method !== 'HEAD' && !r.external);
  const writeRoutes = () => protectedRoutes().filter((r) => WRITES.has(r.method));
  const readRoutes = () => protectedRoutes().filter((r) => !WRITES.has(r.method));

  it("refuses every write to an Administrator's read token, and reads only what a Reader may", async () => {
    const { token } = await createAccessToken(server, ADMIN, 'read');
    expect(writeRoutes().length).toBeGreaterThan(10);
    for (const route of writeRoutes()) {
      const response = await callWithToken(server, token, route.method, concrete(route.url), {});
      expect(response.statusCode, label(route)).toBe(403);
    }
    for (const route of readRoutes()) {
      const response = await callWithToken(server, token, route.method, concrete(route.url));
      const access = route.access as Exclude<typeof route.access, 'public' | undefined>;
      if (can('Reader', access)) {
        expect(response.statusCode, label(route)).not.toBe(401);
        expect(response.statusCode, label(route)).not.toBe(403);
        expect(response.statusCode, label(route)).toBeLessThan(500);
      } else {
        expect(response.statusCode, label(route)).toBe(403);
        expect(response.json().message, label(route)).toBe(READ_ONLY_TOKEN);
      }
    }
  });

  it("answers a write token exactly as its owner's signed-in session, but where only a sign-in may", async () => {
    // Making tokens, changing the password and ending sessions at least.
    expect(protectedRoutes().filter((r) => r.interactiveOnly).length).toBeGreaterThanOrEqual(3);
    for (const owner of [USER, ADMIN]) {
      const { token } = await createAccessToken(server, owner, 'write');
      for (const route of protectedRoutes()) {
        const url = concrete(route.url);
        const body = WRITES.has(route.method) ? {} : undefined;
        const session = await server.call(owner, route.method, url, body);
        const viaToken = await callWithToken(server, token, route.method, url, body);
        if (route.interactiveOnly) {
          expect(viaToken.statusCode).toBe(403);
          expect(viaToken.json().message).toBe(INTERACTIVE_ONLY);
          continue;
        }
        expect(viaToken.statusCode, `${owner} ${label(route)}`).toBe(session.statusCode);
      }
    }
  });

  it("refuses a Reader's write token every write a Reader may not make", async () => {
    const { token } = await createAccessToken(server, READER, 'write');
    const writes = writeRoutes().filter(
      (r) => r.access !== 'public' && !can('Reader', r.access ?? 'company:admin'),
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const response = await callWithToken(server, token, route.method, concrete(route.url), {});
      expect(response.statusCode, label(route)).toBe(403);
      expect(response.json().message, label(route)).toBe(NOT_AUTHORIZED);
    }
  });
});
