import { Writable } from 'node:stream';
import { defineRoute, noContent } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testApp } from '../test/app.js';
import { freshDatabase, type TestDatabase } from '../test/databases.js';
import { route } from './routes.js';

const described = (path: string, status: 200 | 201) =>
  defineRoute({
    method: 'GET',
    path,
    versions: [2],
    access: 'public',
    response: z.object({ said: z.string() }),
    status,
    tags: [],
    summary: path,
  });

describe('a described route', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await testApp(database, { LOG_LEVEL: 'warn' }, { logger: { stream } });
    route(app, described('/Answered', 200), () => ({ said: 'answered' }));
    route(app, described('/Sent', 201), async (_request, reply) => reply.code(202).send({ said: 'sent' }));
    route(app, described('/SentAtOnce', 200), (_request, reply) => reply.send({ said: 'at once' }));
    route(app, { ...described('/Nothing', 200), ...noContent }, () => undefined);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.each([
    ['/v2/Answered', 200, { said: 'answered' }],
    ['/v2/Sent', 202, { said: 'sent' }],
    ['/v2/SentAtOnce', 200, { said: 'at once' }],
    ['/v2/Nothing', 204, null],
  ])('%s answers once, as its handler says, with nothing in the log', async (url, status, body) => {
    logs.length = 0;
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(body === null ? response.body : response.json()).toEqual(body ?? '');
    // Sending again is no error for the caller, only a warning with a stack for every such request.
    expect(logs).toEqual([]);
  });
});
