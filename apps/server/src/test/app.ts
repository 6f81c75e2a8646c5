import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { TEST_SECRET_KEY } from './secret-key.js';

/**
 * Tests call faster than any person, hundreds of routes in a row; the rate limit's own tests set
 * RATE_LIMIT_PER_MINUTE.
 */
export const NO_RATE_LIMIT = { RATE_LIMIT_PER_MINUTE: '0' };

/** The real app on a test database, configured as `npm start` would be apart from the given variables. */
export function testApp(
  database: Database,
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SECRET_KEY: TEST_SECRET_KEY, ...NO_RATE_LIMIT, ...env });
  return buildApp(config, { database, ...options });
}
