import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp } from '../test/app.js';
import { freshDatabase, type TestDatabase } from '../test/databases.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase('pglite');
});
afterAll(() => database.dispose());

it('refuses to start when a route declares no access permission', async () => {
  const app = await testApp(database);
  app.get('/v1/Forgotten', async () => ({ ok: true }));
  await expect(app.ready()).rejects.toThrow(
    'Routes registered without an access permission: GET /v1/Forgotten',
  );
  await app.close();
});

it('lists every route with its access in the route table', async () => {
  const app = await testApp(database);
  await app.ready();
  const healthz = app.routeTable.find((r) => r.url === '/healthz' && r.method === 'GET');
  expect(healthz).toEqual({
    method: 'GET',
    url: '/healthz',
    access: 'public',
    interactiveOnly: false,
    rateLimited: false,
    external: false,
  });
  expect(app.routeTable.some((r) => r.url.startsWith('/api/docs') && r.external)).toBe(true);
  expect(app.routeTable.every((r) => r.access !== undefined)).toBe(true);
  await app.close();
});
