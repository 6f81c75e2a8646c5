import { can } from '@praxis/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import type { Principal } from '../lib/principal.js';
import {
  createTokenVerifier,
  InvalidTokenError,
  remoteKeys,
  type TokenVerifier,
} from '../modules/auth/token-verifier.js';
import { type UsersService, usersService } from '../modules/users/users.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | undefined;
  }
  interface FastifyInstance {
    users: UsersService;
  }
}

export const NOT_AUTHORIZED =
  'Your account is not authorized to access this app. Please contact the administrator for assistance.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The verifier for the configured provider: the built-in one's keys in-process, an external one's by discovery. */
function verifierFor(app: FastifyInstance): TokenVerifier {
  const { config } = app;
  if (config.oidcIssuer) {
    return createTokenVerifier({
      issuer: config.oidcIssuer,
      audience: config.oidcAudience,
      keys: remoteKeys(config.oidcIssuer),
    });
  }
  if (!app.idp) throw new Error('No OIDC_ISSUER and no built-in provider: nothing can verify tokens');
  return createTokenVerifier({
    issuer: app.idp.issuer,
    audience: app.idp.audience,
    keys: app.idp.verificationKey,
  });
}

/**
 * Authentication and authorisation for every route: `public` routes pass, every other route needs a valid
 * Bearer token (401 otherwise) of a user whose role has the route's permission (403 otherwise).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const verifier = verifierFor(app);
  const users = usersService(app.database.db, { defaultCompany: app.config.defaultCompany });
  app.decorate('users', users);
  app.decorateRequest('principal', undefined);

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    // The not-found handler has no route and no access of its own.
    if (access === 'public' || request.is404) return;
    if (access === undefined) throw new Error(`route ${request.routeOptions.url} has no access declared`);
    const token = bearerToken(request);
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'unauthorized', 'Sign in to continue: the request has no access token');
    }
    let claims: Awaited<ReturnType<TokenVerifier['verify']>>;
    try {
      claims = await verifier.verify(token);
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401, 'unauthorized', error.message);
    }
    const user = await users.provision(claims, { interfaceLocale: request.headers['accept-language'] });
    if (!user) throw new HttpError(403, 'forbidden', NOT_AUTHORIZED);
    request.principal = { userId: user.id, companyId: user.companyId, role: user.role, email: user.email };
    if (!can(user.role, access)) throw new HttpError(403, 'forbidden', NOT_AUTHORIZED);
  });
});

/** The caller of a protected route; the auth hook guarantees it is there. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
  return request.principal;
}
