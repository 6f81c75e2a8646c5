import {
  idParamSchema,
  notificationPageSchema,
  notificationSchema,
  notificationsQuerySchema,
  updateNotificationSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { sendPage } from '../idp/idp.routes.js';
import { unsubscribePage } from './notifications.presenter.js';

const tags = ['notifications'];
/** Everyone signed in has notifications, Readers too: they only ever concern the caller. */
const own = { access: 'profile:own' } as const;
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The signed-in person's notifications (issue 12), and the unsubscribe link of the mails. */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.notifications;

  r.get(
    '/v1/Me/notifications',
    {
      config: own,
      schema: {
        tags,
        summary: "The caller's notifications, newest first, and how many are unread",
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses },
      },
    },
    (request) => service.list(principalOf(request), request.query),
  );
  r.post(
    '/v1/Me/notifications/read-all',
    {
      config: own,
      schema: {
        tags,
        summary: "Mark all the caller's notifications read",
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.markAllRead(principalOf(request));
      return reply.code(204).send(null);
    },
  );
  r.put(
    '/v1/Me/notifications/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read',
        params: idParamSchema,
        body: updateNotificationSchema,
        response: { 200: notificationSchema, ...errorResponses },
      },
    },
    (request) => service.markRead(principalOf(request), request.params.id),
  );
  // Public: it is followed from a mail, signed in or not; the random token is the authority.
  r.get(
    '/v1/unsubscribe/:token',
    { config: { access: 'public' }, schema: { hide: true, params: tokenParams } },
    async (request, reply) => {
      const person = await service.unsubscribe(request.params.token);
      const page = unsubscribePage(person?.language, person !== undefined, `${app.config.publicUrl}/praxis`);
      return sendPage(reply, person ? 200 : 404, page);
    },
  );
}
