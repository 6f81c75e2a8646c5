import { calendarRoutes as routes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/principal.js';
import { errorResponses, route } from '../../lib/routes.js';
import { calendarService } from './calendar.service.js';

/** The private calendar feed of each person and the calls that turn it on, renew it and off. */
export async function calendarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = calendarService(app.database.db, app.config.publicUrl);
  route(app, routes.status, (request) => service.status(principalOf(request)));
  route(app, routes.create, (request) => service.create(principalOf(request)));
  route(app, routes.remove, (request) => service.remove(principalOf(request)));
  // Not a JSON call: the secret address is the credential, calendar apps subscribe without signing in.
  r.get(
    '/v1/calendar/:token.ics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['calendar'],
        summary: "A person's deadlines and expiries as iCalendar (text/calendar), at their secret address",
        params: z.object({ token: z.string() }).strict(),
        response: { 200: z.string(), 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await service.feed(request.params.token)),
  );
}
