import {
  AUDITOR_ROLE,
  can,
  messageText,
  type Permission,
  type Role,
  type Said,
  say,
  sayText,
} from '@praxis/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import type { Principal } from '../lib/principal.js';
import { scopeAllows } from '../modules/access-tokens/access-tokens.policy.js';
import {
  type AccessTokensService,
  accessTokensService,
  isAccessToken,
} from '../modules/access-tokens/access-tokens.service.js';
import { transferAssignments } from '../modules/assignments/assignments.service.js';
import { type AccountsCache, accountsCache } from '../modules/auth/accounts-cache.js';
import {
  createTokenVerifier,
  InvalidTokenError,
  remoteKeys,
  type TokenVerifier,
} from '../modules/auth/token-verifier.js';
import { verifiedTokens } from '../modules/auth/verified-tokens.js';
import { transferTreatments } from '../modules/threat-treatments/threat-treatments.service.js';
import type { AccessClaims } from '../modules/users/users.claims.js';
import { type Account, type UserRow, usersRepository } from '../modules/users/users.repository.js';
import { type UsersService, usersService } from '../modules/users/users.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | undefined;
    /** The caller and their company as read for this request, when the token was verified before. */
    account: Account | undefined;
  }
  interface FastifyInstance {
    users: UsersService;
    accessTokens: AccessTokensService;
    /** The callers as last read; a service that changes a person or a company calls `changed` after commit. */
    accounts: AccountsCache;
  }
  interface FastifyContextConfig {
    /** Refuses personal access tokens (403): only a person signed in through the provider may call it. */
    interactiveOnly?: boolean;
  }
}

export const NOT_AUTHORIZED = messageText('notAuthorized');
export const READ_ONLY_TOKEN = messageText('readOnlyToken');
export const INTERACTIVE_ONLY = messageText('interactiveOnly');

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
    maxLifetimeSeconds: app.idp.accessTokenLifetime,
  });
}

/**
 * The refusal of a route the caller's role may not call: 403, but for an external auditor the answer of a path
 * that does not exist, so that nothing outside their audits tells them what is there.
 */
function refusedRoute(request: FastifyRequest, role: Role): HttpError {
  if (role !== AUDITOR_ROLE) return new HttpError(403, 'forbidden', say('notAuthorized'));
  return new HttpError(
    404,
    'not_found',
    say('noSuchPath', { method: request.method, path: request.url.split('?')[0] ?? '' }),
  );
}

/** A refusal of the token itself: 401 with the header RFC 6750 asks for. */
function invalidToken(reply: FastifyReply, said: Said): HttpError {
  reply.header('www-authenticate', 'Bearer error="invalid_token"');
  return new HttpError(401, 'unauthorized', said);
}

/**
 * Authentication and authorisation for every route: `public` routes pass, every other route needs a valid
 * Bearer token (401 otherwise) of a user whose role has the route's permission (403 otherwise). The token
 * is a JWT access token of the sign-in provider, or a personal access token (`prx_…`) found by its hash,
 * which speaks with its owner's current role narrowed by its scope (`scopeAllows`).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const verifier = verifierFor(app);
  const accounts = accountsCache(usersRepository(app.database.db).findAccount);
  const stopListening = await accounts.listen(app.database);
  app.addHook('onClose', () => stopListening());
  const users = usersService(app.database.db, {
    defaultCompany: app.config.defaultCompany,
    onAccountsChanged: accounts.changed,
    // Notifications are looked up at delete time: their plugin is registered after this one.
    transferWork: async (tx, actor, change) => {
      const assignments = await transferAssignments(tx, actor, change);
      await transferTreatments(tx, actor, change);
      await app.notifications.notifyTransfer(tx, actor, { ...change, assignments });
    },
  });
  const accessTokens = accessTokensService(app.database.db);
  app.decorate('users', users);
  app.decorate('accounts', accounts);
  app.decorate('accessTokens', accessTokens);
  app.decorateRequest('principal', undefined);
  app.decorateRequest('account', undefined);
  const verified = verifiedTokens();

  async function personalToken(request: FastifyRequest, reply: FastifyReply, token: string) {
    const access = request.routeOptions.config.access as Permission;
    let caller: Awaited<ReturnType<AccessTokensService['authenticate']>>;
    try {
      caller = await accessTokens.authenticate(token);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) throw invalidToken(reply, error.said);
      throw error;
    }
    request.principal = caller.principal;
    if (!can(caller.principal.role, access)) throw refusedRoute(request, caller.principal.role);
    if (!scopeAllows(caller.scope, request.method, access)) {
      throw new HttpError(403, 'forbidden', say('readOnlyToken'));
    }
    if (request.routeOptions.config.interactiveOnly)
      throw new HttpError(403, 'forbidden', say('interactiveOnly'));
  }

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    // The not-found handler has no route and no access of its own.
    if (access === 'public' || request.is404) return;
    if (access === undefined) throw new Error(`route ${request.routeOptions.url} has no access declared`);
    const token = bearerToken(request);
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'unauthorized', say('noAccessToken'));
    }
    if (isAccessToken(token)) return personalToken(request, reply, token);
    const known = verified.get(token);
    if (known) {
      const account = await accounts.get(known.userId);
      if (account) return admit(request, reply, known.claims, account.user, account);
      // Deleted since: the token is judged afresh, as on its first request.
      verified.forget(token);
    }
    let claims: Awaited<ReturnType<TokenVerifier['verify']>>;
    try {
      claims = await verifier.verify(token);
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      throw invalidToken(reply, sayText(error.message));
    }
    const user = await users.provision(claims, { interfaceLocale: request.headers['accept-language'] });
    if (!user) throw new HttpError(403, 'forbidden', say('notAuthorized'));
    await users.noteSignIn(user, claims);
    verified.remember(token, { claims, userId: user.id });
    admit(request, reply, claims, user);
  });

  /** Lets the person in as they are now (`account` when it was read with their company, for `/v1/Me`). */
  function admit(
    request: FastifyRequest,
    reply: FastifyReply,
    claims: AccessClaims,
    user: UserRow,
    account?: Account,
  ) {
    // 'Sign out everywhere' also ends the access tokens already handed out, not only the sessions; `iat`
    // has whole seconds, so one issued in the very second of the sign-out counts as before it.
    if (user.sessionsRevokedAt && (claims.iat ?? 0) <= Math.floor(user.sessionsRevokedAt.getTime() / 1000)) {
      throw invalidToken(reply, say('signedOut'));
    }
    request.principal = { userId: user.id, companyId: user.companyId, role: user.role, email: user.email };
    request.account = account;
    if (!can(user.role, request.routeOptions.config.access as Permission)) {
      throw refusedRoute(request, user.role);
    }
  }
});
