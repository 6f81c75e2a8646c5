import { auditPageSchema, auditQuerySchema, errorBodySchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.js';
import { auditService } from './audit.service.js';

export async function auditRoutes(app: FastifyInstance) {
  const service = auditService(app.database.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/audit',
    {
      config: { access: 'company:admin' },
      schema: {
        tags: ['audit'],
        summary:
          'The audit log of the company, newest first; filter by entity, user (id or part of the email) and dates; format=csv exports the page',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema.or(z.string()),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const page = await service.page(principalOf(request), request.query);
      if (request.query.format === 'json') return page;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="praxis-audit-log.csv"')
        .send(service.toCsv(page.data));
    },
  );
}
