import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { idpLinkRoutes } from '../idp/idp.links.routes.js';
import { idpRepository } from '../idp/idp.repository.js';
import { attemptLimiter, RESET_LIMITS } from '../idp/idp.service.js';
import { signInSessions } from '../idp/idp.sessions.js';
import { type PasswordsService, passwordsService } from './passwords.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invitation and reset links, password changes and sessions (after `app.mail`, which it mails with). */
    passwords: PasswordsService;
  }
}

/** `app.passwords`, and with the built-in provider the pages its links and 'Forgot password?' lead to. */
export const passwordsPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.database;
  const service = passwordsService({
    db,
    mail: app.mail,
    publicUrl: app.config.publicUrl,
    sessions: app.idp ? signInSessions(db) : undefined,
  });
  app.decorate('passwords', service);
  if (!app.idp) return;
  await app.register(idpLinkRoutes, {
    service: { ...service, mailEnabled: app.mail.enabled },
    publicUrl: app.config.publicUrl,
    limiter: attemptLimiter(idpRepository(db), RESET_LIMITS, 'reset:'),
  });
});
