import { passwordRoutes } from '@praxis/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';

/** The provider session the caller's access token was issued in (the `sid` claim; the hook verified it). */
function currentSession(request: FastifyRequest): string | undefined {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  try {
    const { sid } = token ? decodeJwt(token) : {};
    return typeof sid === 'string' ? sid : undefined;
  } catch {
    return undefined;
  }
}

export async function passwordsRoutes(app: FastifyInstance) {
  const { passwords } = app;
  route(app, passwordRoutes.resetLink, (request) =>
    passwords.resetLinkFor(principalOf(request), request.params.id),
  );
  route(app, passwordRoutes.change, (request) => passwords.change(principalOf(request), request.body));
  route(app, passwordRoutes.sessions, (request) =>
    passwords.listSessions(principalOf(request), currentSession(request)),
  );
  route(app, passwordRoutes.signOutOthers, (request) =>
    passwords.signOutOthers(principalOf(request), currentSession(request)),
  );
}
