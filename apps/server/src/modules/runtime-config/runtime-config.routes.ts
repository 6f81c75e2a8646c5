import { type RuntimeConfig, runtimeConfigSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export async function runtimeConfigRoutes(
  app: FastifyInstance,
  opts: { runtimeConfig: Omit<RuntimeConfig, 'setupRequired'>; setupRequired: () => Promise<boolean> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config.json',
    {
      // Every page load asks for it before anyone signs in, so many people behind one address share it.
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['configuration'],
        summary: 'Runtime configuration the web app reads before its first render',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      // Asked on every load: the web app must know before anyone can sign in whether a first run still has to set up the company.
      return { ...opts.runtimeConfig, setupRequired: await opts.setupRequired() };
    },
  );
}
