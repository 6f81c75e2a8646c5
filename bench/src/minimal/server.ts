import { itemListQuerySchema } from '@praxis/contract';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify, { type FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import type pg from 'pg';
import { type Db, openDatabase } from '../../../apps/server/src/db/database.js';
import * as schema from '../../../apps/server/src/db/schema/index.js';
import type { Principal } from '../../../apps/server/src/lib/principal.js';
import { ALLOWED_ALGORITHMS } from '../../../apps/server/src/modules/auth/token-verifier.js';
import { itemsService } from '../../../apps/server/src/modules/items/items.service.js';
import { specificationsService } from '../../../apps/server/src/modules/specifications/specifications.service.js';
import { usersRepository } from '../../../apps/server/src/modules/users/users.repository.js';
import { specificationsReportService } from '../../../apps/server/src/views/specification-report.js';

/**
 * The ceiling of each measured route: a bare Fastify server that does only what the route cannot avoid. It
 * verifies the same access token with jose on every request, looks the person up, and runs the very
 * statements the app's own service runs for that request, through the same driver, then sends the rows as
 * JSON. The statements are not written again here: the first request of each kind calls the app's service
 * on a drizzle instance that records what it executes (so this stays in step with the app's SQL), and every
 * request after that replays them straight through the driver (pg with prepared statements; PGlite), with
 * none of the app's row mapping, presenting, caching or hooks.
 *
 * Started by `minimal/start.ts` as a process of its own beside the app, on the same database (PostgreSQL) or
 * on a copy of the same data folder (PGlite admits one process per folder).
 */

interface Statement {
  sql: string;
  params: unknown[];
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '',
});

let recording: Statement[] | undefined;
const logger = {
  logQuery: (sql: string, params: unknown[]) => recording?.push({ sql, params }),
};
const recorder = (database.driver === 'postgres'
  ? drizzlePg(database.client as pg.Pool, { schema, logger })
  : drizzlePglite(database.client as never, { schema, logger })) as unknown as Db;

let recordings = Promise.resolve();
/** Runs `work` against the recording drizzle, one at a time, and answers the statements it executed. */
function record(work: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const done = recordings.then(async () => {
    recording = [];
    try {
      await work(recorder);
      return recording;
    } finally {
      recording = undefined;
    }
  });
  recordings = done.then(
    () => undefined,
    () => undefined,
  );
  return done;
}

const statementNames = new Map<string, string>();
/** Runs the statements in order on one connection, as the service did, and answers each one's rows. */
async function replay(statements: Statement[]): Promise<unknown[][]> {
  const results: unknown[][] = [];
  if (database.driver === 'postgres') {
    const connection = await (database.client as pg.Pool).connect();
    try {
      for (const { sql, params } of statements) {
        let name = statementNames.get(sql);
        if (name === undefined) {
          name = `minimal_${statementNames.size}`;
          statementNames.set(sql, name);
        }
        results.push((await connection.query({ name, text: sql, values: params })).rows);
      }
    } finally {
      connection.release();
    }
  } else {
    const client = database.client as import('@electric-sql/pglite').PGlite;
    for (const { sql, params } of statements) results.push((await client.query(sql, params)).rows);
  }
  return results;
}

/** Statements recorded once per key: the same request always runs the same statements on the same data. */
function memo<K>(work: (key: K, db: Db) => Promise<unknown>) {
  const kept = new Map<string, Promise<Statement[]>>();
  return (key: K) => {
    const id = JSON.stringify(key);
    let statements = kept.get(id);
    if (!statements) {
      statements = record((db) => work(key, db));
      kept.set(id, statements);
    }
    return statements;
  };
}

const issuer = env('MINIMAL_ISSUER');
const audience = env('MINIMAL_AUDIENCE');
const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
  jwks_uri: string;
};
const keys = createLocalJWKSet(await (await fetch(discovery.jwks_uri)).json());

const accountStatements = memo((userId: string, db) => usersRepository(db).findAccount(userId));
const principals = new Map<string, Principal>();

/** Verifies the token (every time: nothing is remembered) and reads the person with their company. */
async function caller(request: FastifyRequest) {
  const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ALLOWED_ALGORITHMS });
  const userId = payload.sub ?? '';
  const [rows = []] = await replay(await accountStatements(userId));
  if (rows.length === 0) throw new Error('no such person');
  let principal = principals.get(userId);
  if (!principal) {
    const account = await usersRepository(database.db).findAccount(userId);
    if (!account) throw new Error('no such person');
    const { user } = account;
    principal = { userId, companyId: user.companyId, role: user.role, email: user.email };
    principals.set(userId, principal);
  }
  return { principal, account: rows };
}

const assetStatements = memo(({ principal, query }: { principal: Principal; query: unknown }, db) =>
  itemsService(db).list(principal, 'Assets', itemListQuerySchema.parse(query)),
);
const elementStatements = memo(({ principal, id }: { principal: Principal; id: string }, db) =>
  specificationsService(db).elements(principal, id),
);
const reportStatements = memo(({ principal, id }: { principal: Principal; id: string }, db) =>
  specificationsReportService(db).report(principal, id),
);

const app = Fastify({ logger: false });
app.setErrorHandler((error, _request, reply) => {
  reply.code(error instanceof errors.JOSEError ? 401 : 500).send({ error: String(error) });
});
app.get('/v1/Me', async (request) => (await caller(request)).account);
app.get('/v1/Assets', async (request) => {
  const { principal } = await caller(request);
  return replay(await assetStatements({ principal, query: request.query }));
});
app.get<{ Params: { id: string } }>('/v2/specifications/:id/elements', async (request) => {
  const { principal } = await caller(request);
  return replay(await elementStatements({ principal, id: request.params.id }));
});
app.get<{ Params: { id: string } }>('/v2/specifications/:id/report', async (request) => {
  const { principal } = await caller(request);
  return replay(await reportStatements({ principal, id: request.params.id }));
});

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());

await app.listen({ host: '127.0.0.1', port: Number(env('PORT')) });
process.stdout.write('minimal server ready\n');
