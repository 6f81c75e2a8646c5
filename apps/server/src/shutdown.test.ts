import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANG_LIMIT_MS } from '../../../test-limits.js';
import { shutdown } from './shutdown.js';
import { testApp } from './test/app.js';
import { drivers, freshDatabase, type TestDatabase } from './test/databases.js';
import { UNTIL } from './test/until.js';

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

/** Requests that take a while, as real ones do, so that they are still running when the app stops. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 300));
/** A grace period that never runs out here, however long a busy machine takes over the requests. */
const UNLIMITED_GRACE = HANG_LIMIT_MS;

describe.each(drivers)('shutdown [%s]', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase(driver);
  });
  afterAll(() => db.dispose());

  /** The app with a route that queries the database once `hold` is over, and a record of what happened when. */
  async function appWithSlowQueries(hold: () => Promise<unknown>) {
    const events: string[] = [];
    // Closing is recorded, not done: the suite's database outlives the test.
    const database = { ...db, close: async () => void events.push('database closed') };
    const app = await testApp(database);
    let started = 0;
    let allStarted: () => void = () => {};
    const handlersStarted = (n: number) =>
      new Promise<void>((resolve) => {
        allStarted = () => started >= n && resolve();
        allStarted();
      });
    app.get('/v1/SlowQuery', { config: { access: 'public' } }, async () => {
      started += 1;
      allStarted();
      await hold();
      await app.database.db.execute(sql`select 1`);
      events.push('query done');
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true });
    const get = () => {
      const request = http.get({ agent, host: '127.0.0.1', port, path: '/v1/SlowQuery' });
      request.on('error', () => {});
      return request;
    };
    return { app, database, events, handlersStarted, get, agent };
  }

  it('closes the database only after requests whose clients hung up have finished', async () => {
    const { app, database, events, handlersStarted, get, agent } = await appWithSlowQueries(aWhile);
    // A load test stopping: its keep-alive connections go while their requests are still being handled.
    const requests = Array.from({ length: 5 }, get);
    await handlersStarted(5);
    for (const request of requests) request.destroy();
    await shutdown(app, database, UNLIMITED_GRACE);
    expect(events).toEqual([...Array(5).fill('query done'), 'database closed']);
    agent.destroy();
  });

  it('waits for answers on open keep-alive connections, then closes the database', async () => {
    const { app, database, events, handlersStarted, get, agent } = await appWithSlowQueries(aWhile);
    const answers = Array.from(
      { length: 5 },
      () =>
        new Promise<number | undefined>((resolve) =>
          get().on('response', (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode));
          }),
        ),
    );
    await handlersStarted(5);
    await shutdown(app, database, UNLIMITED_GRACE);
    expect(events).toEqual([...Array(5).fill('query done'), 'database closed']);
    expect(await Promise.all(answers)).toEqual(Array(5).fill(200));
    agent.destroy();
  });

  it('closes the database after the grace period when a request does not finish', async () => {
    // The request finishes only when the test says so, long after the grace period.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { app, database, events, handlersStarted, get, agent } = await appWithSlowQueries(() => released);
    get();
    await handlersStarted(1);
    await shutdown(app, database, 300);
    expect(events).toEqual(['database closed']);
    agent.destroy();
    // The handler still runs its query after the grace period; let it, before the suite's database goes.
    release();
    await expect.poll(() => events, UNTIL).toContain('query done');
  });
});
