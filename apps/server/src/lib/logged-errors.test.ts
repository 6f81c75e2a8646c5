import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.js';
import { drivers, freshDatabase, type TestDatabase } from '../test/databases.js';

/** A value a person could have typed, which must stay in the request and never reach the log. */
const SECRET = 'anna.hansen@example.com';

/** Statements that fail on a parameter, each putting it somewhere else in the driver's error. */
const failing = {
  // The parameter list, and the message of a data exception, which quotes the value.
  cast: sql`select ${SECRET}::int`,
  // The detail (the bad token) and the context (the JSON text) as well.
  json: sql`select ${`{"email": ${SECRET}`}::jsonb`,
};

for (const driver of drivers) {
  describe(`the log of a failed statement [${driver}]`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const logs: string[] = [];

    beforeAll(async () => {
      database = await freshDatabase(driver);
      const stream = new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      });
      app = await testApp(database, { LOG_LEVEL: 'info' }, { logger: { stream } });
      // A route that fails in the database the way a bug would, through the errors plugin's 500.
      app.get<{ Params: { kind: keyof typeof failing } }>(
        '/v1/Failing/:kind',
        { config: { access: 'public' } },
        async (request) => database.db.execute(failing[request.params.kind]),
      );
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    it.each(Object.keys(failing))('logs the %s failure without the values of its statement', async (kind) => {
      logs.length = 0;
      const response = await app.inject(`/v1/Failing/${kind}`);
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(SECRET);
      const failed = logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
      // What an operator needs is kept: the statement with its placeholders, and what the database said.
      expect(failed.err.message).toMatch(/^Failed query: select \$1::(int|jsonb): invalid input syntax/);
      expect(failed.err.stack).toContain('caused by:');
      expect(logs.join('')).not.toContain(SECRET);
      expect(logs.join('')).not.toContain('params');
    });
  });
}
