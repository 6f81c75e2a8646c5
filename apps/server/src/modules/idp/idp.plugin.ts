import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey, errors as joseErrors } from 'jose';
import { secretBox, secretKeyOf } from '../../lib/secret-box.js';
import { signingKeys } from './idp.keys.js';
import { EXPIRED_LINKS_KEPT_MS, passwordLinksRepository, redeemSignInTicket } from './idp.links.js';
import { createProvider, issuerOf, LIFETIMES } from './idp.provider.js';
import { idpRepository } from './idp.repository.js';
import { idpRoutes, type MountedProvider } from './idp.routes.js';
import { sealClearSecrets, sealedSecret } from './idp.secrets.js';
import { RESET_LIMITS, signInService } from './idp.service.js';

/** What the rest of the server needs from the built-in provider to trust its tokens. */
export interface BuiltInIdp {
  /** `${PUBLIC_URL}/oidc`: the `iss` of every token. */
  issuer: string;
  /** The `aud` of every access token (OIDC_AUDIENCE). */
  audience: string;
  /** Seconds from `iat` to `exp` of the access tokens it issues; a token claiming more is refused. */
  accessTokenLifetime: number;
  /** The published signing keys, without private parts; the same set /oidc/jwks serves. */
  publicJwks(): JSONWebKeySet;
  /**
   * A key resolver for `jose.jwtVerify`. A token signed with a key this instance does not know yet
   * (another instance rotated) makes it re-read the keys, at most once per RELOAD_INTERVAL.
   */
  verificationKey: JWTVerifyGetKey;
  /** A new signing key takes over; tokens signed with the previous ones keep verifying. */
  rotateSigningKeys(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the built-in provider is on (no OIDC_ISSUER). */
    idp?: BuiltInIdp;
  }
}

const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;
const RELOAD_INTERVAL_MS = 5 * 1000;
/** A signing key signs for 30 days; then a new one takes over and the old one stays published (LIFETIMES). */
export const SIGNING_KEY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The built-in OpenID Connect provider at /oidc, its sign-in page and its housekeeping. */
export const idpPlugin = fp(async (app: FastifyInstance) => {
  const repository = idpRepository(app.database.db);
  // Opening the keys at start-up is also the check of SECRET_KEY: a wrong one stops the start here.
  const box = secretBox(await secretKeyOf(app.config));
  await sealClearSecrets(repository, box);
  const keys = signingKeys(repository, { retainRetiredFor: LIFETIMES.refreshToken, box });
  await keys.load();
  const cookieKey = await sealedSecret(repository, box, 'cookie-key', () =>
    randomBytes(32).toString('base64url'),
  );
  const signIn = signInService(app.database.db);

  let mounted: MountedProvider;
  let localKeys: JWTVerifyGetKey;
  const mount = () => {
    const provider = createProvider({
      config: app.config,
      repository,
      jwks: keys.privateJwks(),
      cookieKeys: [cookieKey],
      log: app.log,
    });
    mounted = { provider, handle: provider.callback() };
    localKeys = createLocalJWKSet(keys.publicJwks());
  };
  mount();

  // Starts at 0: a token from a rotation that happened while this instance started is no reason to wait.
  let lastReload = 0;
  const reloadKeys = async () => {
    lastReload = Date.now();
    if (await keys.load()) mount();
  };

  const idp: BuiltInIdp = {
    issuer: issuerOf(app.config),
    audience: app.config.oidcAudience,
    accessTokenLifetime: LIFETIMES.accessToken,
    publicJwks: () => keys.publicJwks(),
    verificationKey: async (header, token) => {
      try {
        return await localKeys(header, token);
      } catch (error) {
        if (
          !(error instanceof joseErrors.JWKSNoMatchingKey) ||
          Date.now() - lastReload < RELOAD_INTERVAL_MS
        ) {
          throw error;
        }
        await reloadKeys();
        return localKeys(header, token);
      }
    },
    rotateSigningKeys: async () => {
      await keys.rotate();
      mount();
    },
  };
  app.decorate('idp', idp);

  await app.register(idpRoutes, {
    current: () => mounted,
    signIn,
    publicUrl: app.config.publicUrl,
    redeemTicket: (ticket) => redeemSignInTicket(app.database.db, ticket),
  });

  // Expired tokens, old failures, long-expired links and addresses last mailed a reset link before the
  // window are purged, the signing key is replaced once it is old, and keys rotated by another instance are
  // picked up.
  const links = passwordLinksRepository(app.database.db);
  const maintenance = setInterval(() => {
    const rotate = async () => {
      if (await keys.rotateIfOlderThan(SIGNING_KEY_MAX_AGE_MS)) mount();
    };
    Promise.all([
      repository.purgeExpiredPayloads(),
      signIn.purgeFailures(),
      links.purgeExpired(new Date(Date.now() - EXPIRED_LINKS_KEPT_MS)),
      links.forgetResetMails(new Date(Date.now() - RESET_LIMITS.window * 1000)),
      rotate().then(reloadKeys),
    ]).catch((error) => app.log.warn({ err: error }, 'sign-in provider housekeeping failed'));
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  app.addHook('onClose', async () => clearInterval(maintenance));
});
