import rateLimit from '@fastify/rate-limit';
import { errorBodySchema, setupResultSchema, setupSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SetupService } from './setup.service.js';

// A public route that hashes a password: enough for a person retrying a form, not for a guessing loop.
const SETUP_RATE = { max: 10, timeWindow: '1 minute' } as const;

export async function setupRoutes(app: FastifyInstance, opts: { setup: SetupService }) {
  // Registered in this plugin's own scope, so the limit applies to these routes only.
  await app.register(rateLimit, { global: false });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/setup',
    {
      config: { access: 'public', rateLimit: SETUP_RATE },
      schema: {
        tags: ['setup'],
        summary:
          'First run with the built-in provider: create the company and its Administrator (404 with an external provider, 409 once set up)',
        body: setupSchema,
        response: {
          201: setupResultSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await opts.setup.setUp(request.body)),
  );
}
