import { notificationRoutes } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { acceptForms, sendPage } from '../idp/idp.routes.js';
import { unsubscribePage, unsubscribeQuestionPage } from './notifications.presenter.js';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The signed-in person's notifications, and the unsubscribe link of the mails. */
export async function notificationsRoutes(app: FastifyInstance) {
  const service = app.notifications;
  const appUrl = `${app.config.publicUrl}/praxis`;

  route(app, notificationRoutes.list, (request) => service.list(principalOf(request), request.query));
  route(app, notificationRoutes.readAll, (request) => service.markAllRead(principalOf(request)));
  route(app, notificationRoutes.read, (request) => service.markRead(principalOf(request), request.params.id));
  // Public: followed from a mail, signed in or not; the random token is the authority. A GET only asks,
  // since mail scanners open links on their own; the POST (the page's button, or a mail client's one-click
  // unsubscribe, RFC 8058) turns mail off.
  await app.register(async (scope) => {
    acceptForms(scope);
    const s = scope.withTypeProvider<ZodTypeProvider>();
    const options = { config: { access: 'public' as const }, schema: { hide: true, params: tokenParams } };
    s.get('/v1/unsubscribe/:token', options, async (request, reply) => {
      const person = await service.unsubscriber(request.params.token);
      if (!person) return sendPage(reply, 404, unsubscribePage(undefined, false, appUrl));
      return sendPage(reply, 200, unsubscribeQuestionPage(person.language, request.url));
    });
    s.post('/v1/unsubscribe/:token', options, async (request, reply) => {
      const person = await service.unsubscribe(request.params.token);
      // The person changed: this instance's own next request must not answer from the callers it kept.
      if (person) app.accounts.changed();
      return sendPage(
        reply,
        person ? 200 : 404,
        unsubscribePage(person?.language, person !== undefined, appUrl),
      );
    });
  });
}
