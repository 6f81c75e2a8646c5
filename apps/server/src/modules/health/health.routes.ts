import { errorBodySchema, say } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/http-error.js';

const status = z.object({ status: z.enum(['ok', 'unavailable']) });
const baseline = z.object({ ok: z.boolean(), service: z.string() });
const BASELINE = { ok: true, service: 'praxis' };

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Probes and load balancers ask often, from one address: the rate limit counts neither.
  r.get(
    '/healthz',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: status } },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/readyz',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers, every migration is applied and the file storage answers',
        response: { 200: status, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      if (!(await app.database.isReady())) {
        return reply.code(503).send(errorBody(503, say('databaseUnavailable')));
      }
      if (!(await app.fileStorage.isReady(app.database.db))) {
        return reply.code(503).send(errorBody(503, say('storageUnavailable')));
      }
      return { status: 'ok' as const };
    },
  );
  r.get(
    '/api/baseline',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'A constant answer: the ceiling of the HTTP stack that benchmarks compare routes with',
        response: { 200: baseline },
      },
    },
    async () => BASELINE,
  );
}
