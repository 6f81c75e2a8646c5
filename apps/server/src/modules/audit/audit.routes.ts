import { auditRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { auditService } from './audit.service.js';

export async function auditRoutes(app: FastifyInstance) {
  const service = auditService(app.database.db);
  route(app, routes.log, async (request, reply) => {
    const page = await service.page(principalOf(request), request.query);
    if (request.query.format === 'json') return page;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="praxis-audit-log.csv"')
      .send(service.toCsv(page.data));
  });
}
