import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { seedDemo } from '../seed/demo.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { NO_RATE_LIMIT } from './app.js';
import { freePort } from './free-port.js';
import { TEST_SECRET_KEY } from './secret-key.js';
import { signIn } from './sign-in.js';

export interface TestServer {
  app: FastifyInstance;
  base: string;
  /** A real access token of a demo account, signed in through the built-in provider. */
  tokenOf(email: string): Promise<string>;
  /** Calls the API as the given demo account (or without a token when `as` is undefined). */
  call(
    as: string | undefined,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ statusCode: number; json: () => any; body: string }>;
  close(): Promise<void>;
}

/**
 * The real app listening on a free port with the built-in provider and the demo accounts; Demo AS's sample
 * data (a specification, toolbox items) only when asked for, so tests start from an empty toolbox.
 */
export async function startTestServer(
  database: Database,
  env: Record<string, string> = {},
  options: {
    sampleData?: boolean;
    logStream?: NodeJS.WritableStream;
    rateLimitClock?: () => number;
    /** The server's clock (which day today is for schedules); the real one when left out. */
    clock?: () => Date;
    jobsTiming?: AppOptions['jobsTiming'];
  } = {},
): Promise<TestServer> {
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    SECRET_KEY: TEST_SECRET_KEY,
    ...NO_RATE_LIMIT,
    ...env,
  });
  const app = await buildApp(config, {
    database,
    webDir: '/nonexistent',
    rateLimitClock: options.rateLimitClock,
    clock: options.clock,
    jobsTiming: options.jobsTiming,
    ...(options.logStream ? { logger: { stream: options.logStream } } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  await seedDemo(config, database.db, { info: () => {} }, { sampleData: options.sampleData ?? false });
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    let token = tokens.get(email);
    if (!token) {
      token = (await signIn(config.publicUrl, email, DEMO_PASSWORD)).access_token;
      tokens.set(email, token);
    }
    return token;
  };
  return {
    app,
    base: config.publicUrl,
    tokenOf,
    async call(as, method, url, body) {
      const headers: Record<string, string> = as ? { authorization: `Bearer ${await tokenOf(as)}` } : {};
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { statusCode: response.statusCode, json: () => response.json(), body: response.body };
    },
    close: () => app.close(),
  };
}
