import { setupResultSchema, setupSchema } from '../setup.js';
import { defineRoute } from './route.js';

/** The first run of an installation with the built-in provider. */
export const setupRoutes = {
  setUp: defineRoute({
    method: 'POST',
    path: '/setup',
    versions: [1],
    access: 'public',
    // A public route that hashes a password: enough for a person retrying a form, not for a guessing loop.
    rateLimit: { max: 10, timeWindow: '1 minute' },
    body: setupSchema,
    response: setupResultSchema,
    status: 201,
    refusals: [409, 429],
    tags: ['setup'],
    summary:
      'First run with the built-in provider: create the company and its Administrator (404 with an external provider, 409 once set up)',
  }),
};
