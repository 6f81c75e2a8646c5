import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callWithToken, createAccessToken } from '../test/access-tokens.js';
import { ADMIN, USER } from '../test/accounts.js';
import { drivers, freshDatabase, type TestDatabase } from '../test/databases.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { RATE_LIMIT_WINDOW_MS } from './rate-limit.js';

const LIMIT = 3;
/** A concrete path for a route pattern: every parameter becomes an id nobody has. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+\??/g, randomUUID()).replace(/\*$/, 'x');

for (const driver of drivers) {
  describe(`the rate limit [${driver}]`, () => {
    // Two instances on one database, as behind a load balancer, reading one clock the tests move. They
    // serve the whole file: each test spends the budgets of a minute of its own.
    let database: TestDatabase;
    let instances: [TestServer, TestServer];
    let clock = 0;
    beforeAll(async () => {
      database = await freshDatabase(driver);
      const start = () =>
        startTestServer(
          database,
          { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' },
          { rateLimitClock: () => clock },
        );
      instances = [await start(), await start()];
    });
    beforeEach(() => {
      // The start of a window after the last test's: a refusal there waits the whole minute.
      const window = Math.max(
        Math.ceil(Date.now() / RATE_LIMIT_WINDOW_MS),
        Math.floor(clock / RATE_LIMIT_WINDOW_MS) + 1,
      );
      clock = window * RATE_LIMIT_WINDOW_MS;
    });
    afterAll(async () => {
      for (const instance of instances ?? []) await instance.close();
      await database?.dispose();
    });

    /** GET `url` as `as` (a demo account, or nobody) through the first instance when `n` is even, else the second. */
    const get = async (as: string | undefined, n: number, url = '/v1/Me') => {
      const instance = instances[n % 2] as TestServer;
      const headers: Record<string, string> = as
        ? { authorization: `Bearer ${await instance.tokenOf(as)}` }
        : {};
      return instance.app.inject({ method: 'GET', url, headers });
    };
    /** Spends the whole budget of the minute, alternating between the instances. */
    const spend = async (as: string | undefined, url?: string) => {
      for (let n = 0; n < LIMIT; n++) expect((await get(as, n, url)).statusCode).toBe(200);
    };

    it('gives each person one budget across instances, then answers 429 with Retry-After till the next minute', async () => {
      await spend(USER);
      const refused = await get(USER, 0);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toEqual({
        status: 429,
        code: 'rate_limited',
        message: `Too many requests: at most ${LIMIT} a minute. Try again in 1 minute`,
        messageCode: 'rateLimited',
        messageParams: { max: LIMIT, after: '1 minute' },
      });
      expect((await get(USER, 1)).statusCode).toBe(429);
      expect((await get(ADMIN, 0)).statusCode).toBe(200);

      clock += RATE_LIMIT_WINDOW_MS - 15_000;
      expect((await get(USER, 1)).headers['retry-after']).toBe('15');
      clock += 15_000;
      await spend(USER);
    });

    it('gives a personal access token a budget of its own', async () => {
      const [first, second] = instances;
      const { token } = await createAccessToken(first, USER, 'read');
      for (let n = 0; n < LIMIT; n++) {
        expect((await callWithToken(instances[n % 2] as TestServer, token, 'GET', '/v1/Me')).statusCode).toBe(
          200,
        );
      }
      const refused = await callWithToken(second, token, 'GET', '/v1/Me');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      // The owner made the token, one request of three.
      expect((await get(USER, 0)).statusCode).toBe(200);
      expect((await get(USER, 1)).statusCode).toBe(200);
      expect((await get(USER, 0)).statusCode).toBe(429);
    });

    it('counts unauthenticated requests per address, the forwarded one behind a trusted proxy', async () => {
      await spend(undefined, '/api/baseline');
      expect((await get(undefined, 0, '/api/baseline')).statusCode).toBe(429);
      const [first] = instances;
      const elsewhere = await first.app.inject({
        method: 'GET',
        url: '/api/baseline',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    // Which routes count is a matter of the route table, the same on every database; the budget each reads
    // is the tests' above, on every database. Calling every route (the API document among them, which
    // takes seconds to make) on PGlite, which every run has, is enough.
    if (driver === 'pglite')
      it('answers 429 on every route of the route table but health, configuration, sign-in and fixed files', async () => {
        const [first] = instances;
        await spend(ADMIN);
        await spend(undefined, '/api/baseline');
        const routes = first.app.routeTable.filter((r) => r.method !== 'HEAD');
        expect(routes.length).toBeGreaterThan(50);
        const exempt = routes.filter((r) => !r.rateLimited && !r.external).map((r) => r.url);
        expect([...new Set(exempt)].sort()).toEqual([
          '/config.json',
          '/healthz',
          '/oidc/*',
          '/oidc/interaction/:uid',
          '/oidc/interaction/:uid/login',
          '/readyz',
        ]);
        expect(routes.filter((r) => r.external).every((r) => !r.rateLimited)).toBe(true);
        for (const route of routes) {
          const as = route.access === 'public' ? undefined : ADMIN;
          const body = route.method === 'GET' ? undefined : {};
          const response = await first.call(as, route.method, concrete(route.url), body);
          const label = `${route.method} ${route.url}`;
          if (route.rateLimited) expect(response.statusCode, label).toBe(429);
          else expect(response.statusCode, label).not.toBe(429);
        }
      });
  });
}
