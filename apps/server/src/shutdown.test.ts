import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp } from './test/app.js';
import { freshDatabase, type TestDatabase } from './test/databases.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase('pglite');
});
afterAll(() => database.dispose());

it('closing the app lets a request in flight finish and refuses new connections', async () => {
  const app = await testApp(database);
  // Close only once the request is inside its handler: a fixed delay loses the race on a loaded machine,
  // and a request that arrives after close() rightly gets 503.
  let started: () => void = () => {};
  const handlerStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.get('/v1/Slow', { config: { access: 'public' } }, async () => {
    started();
    await new Promise((r) => setTimeout(r, 400));
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const inFlight = fetch(`http://127.0.0.1:${port}/v1/Slow`);
  await handlerStarted;
  const closed = app.close();
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ finished: true });
  await closed;
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
});
