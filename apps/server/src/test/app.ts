import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { TEST_SECRET_KEY } from './secret-key.js';

/** The real app on a test database, configured as `npm start` would be apart from the given variables. */
export function testApp(
  database: Database,
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SECRET_KEY: TEST_SECRET_KEY, ...env });
  return buildApp(config, { database, ...options });
}
