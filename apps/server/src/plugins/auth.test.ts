import { randomUUID } from 'node:crypto';
import { can } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NEWCOMER, READER } from '../test/accounts.js';
import { describeEachDatabase } from '../test/databases.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { NOT_AUTHORIZED } from './auth.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete path for a route pattern: every parameter becomes an id nobody has. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+\??/g, randomUUID()).replace(/\*$/, 'x');

describeEachDatabase('every registered route', (db) => {
  let server: TestServer;
  // After the suite's per-test clean-up, so each test signs in on fresh demo data.
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const protectedRoutes = () =>
    server.app.routeTable.filter((r) => r.access !== 'public' && r.method !== 'HEAD');

  it('is walked from the route table, not from a hand-written list', () => {
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(6);
    expect(server.app.routeTable.every((r) => r.access !== undefined)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    for (const route of protectedRoutes()) {
      const response = await server.call(undefined, route.method, concrete(route.url), {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    }
  });

  it('answers 403 to a Registered user on everything but their own profile', async () => {
    for (const route of protectedRoutes().filter((r) => r.access !== 'profile:own')) {
      const response = await server.call(NEWCOMER, route.method, concrete(route.url), {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().message).toBe(NOT_AUTHORIZED);
    }
  });

  it('answers 403 to a Reader on every write that needs more than reading', async () => {
    const writes = protectedRoutes().filter(
      (r) =>
        WRITES.has(r.method) && r.access !== undefined && r.access !== 'public' && !can('Reader', r.access),
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const response = await server.call(READER, route.method, concrete(route.url), {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
