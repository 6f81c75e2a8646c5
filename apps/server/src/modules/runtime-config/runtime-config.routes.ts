import { type RuntimeConfig, runtimeConfigSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export async function runtimeConfigRoutes(app: FastifyInstance, opts: { runtimeConfig: RuntimeConfig }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config.json',
    {
      config: { access: 'public' },
      schema: {
        tags: ['configuration'],
        summary: 'Runtime configuration the web app reads before its first render',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return opts.runtimeConfig;
    },
  );
}
