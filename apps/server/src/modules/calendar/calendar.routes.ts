import { calendarFeedSchema, createdCalendarFeedSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, readAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { calendarService } from './calendar.service.js';

const tags = ['calendar'];

/** The private calendar feed of each person (issue 12 §6) and the calls that turn it on, renew it and off. */
export async function calendarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = calendarService(app.database.db, app.config.publicUrl);
  r.get(
    '/v1/Me/calendar',
    {
      config: readAccess,
      schema: {
        tags,
        summary: "Whether the caller's calendar feed is on",
        response: { 200: calendarFeedSchema, ...errorResponses },
      },
    },
    (request) => service.status(principalOf(request)),
  );
  r.post(
    '/v1/Me/calendar',
    {
      config: readAccess,
      schema: {
        tags,
        summary:
          "Turn the caller's calendar feed on, or renew its secret address (the old one stops working); answers the address once",
        response: { 201: createdCalendarFeedSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(principalOf(request))),
  );
  r.delete(
    '/v1/Me/calendar',
    {
      config: readAccess,
      schema: {
        tags,
        summary: "Turn the caller's calendar feed off",
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(204).send(await service.remove(principalOf(request)).then(() => null)),
  );
  r.get(
    '/v1/calendar/:token.ics',
    {
      // The secret address is the credential: calendar apps subscribe without signing in.
      config: { access: 'public' },
      schema: {
        tags,
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
