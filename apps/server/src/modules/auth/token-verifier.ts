import { messageText } from '@praxis/contract';
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { AccessClaims } from '../users/users.claims.js';

/** Asymmetric algorithms only: never `none`, never an HMAC that a published key could be used as the secret of. */
export const ALLOWED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
export const CLOCK_SKEW_SECONDS = 60;

export class InvalidTokenError extends Error {}

export interface TokenVerifier {
  verify(token: string): Promise<AccessClaims>;
}

export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /**
   * The longest `exp - iat` the issuer gives (the built-in provider's access token lifetime): a token that
   * claims more was not made by it as configured, whoever holds its key, and is refused.
   */
  maxLifetimeSeconds?: number;
}): TokenVerifier {
  const { maxLifetimeSeconds } = options;
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, options.keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALLOWED_ALGORITHMS,
          clockTolerance: CLOCK_SKEW_SECONDS,
          requiredClaims: maxLifetimeSeconds === undefined ? ['sub', 'exp'] : ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError) throw new InvalidTokenError(describe(error));
        throw error;
      }
      if (maxLifetimeSeconds !== undefined && (payload.exp ?? 0) - (payload.iat ?? 0) > maxLifetimeSeconds) {
        throw new InvalidTokenError(messageText('tokenLifetime'));
      }
      return payload as AccessClaims;
    },
  };
}

function describe(error: errors.JOSEError): string {
  if (error instanceof errors.JWTExpired) return messageText('tokenExpired');
  if (error instanceof errors.JWTClaimValidationFailed)
    return messageText('tokenClaim', { claim: error.claim });
  if (error instanceof errors.JOSEAlgNotAllowed) return messageText('tokenAlgorithm');
  if (error instanceof errors.JWKSNoMatchingKey) return messageText('tokenKey');
  if (error instanceof errors.JWSSignatureVerificationFailed) return messageText('tokenSignature');
  return messageText('tokenInvalid');
}

/**
 * The signing keys of an external provider, found through its discovery document. jose caches the set
 * and fetches it again when a token names a key id it does not know (the provider rotated), at most once
 * per cooldown so forged key ids cannot make us hammer the provider.
 */
export function remoteKeys(issuer: string, options: { cooldownMs?: number } = {}): JWTVerifyGetKey {
  let resolved: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`OpenID discovery failed: ${url} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error(`OpenID discovery document at ${url} has no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri), {
      cooldownDuration: options.cooldownMs ?? 30_000,
      cacheMaxAge: 10 * 60_000,
    });
  };
  return async (header, token) => {
    resolved ??= discover().catch((error) => {
      resolved = undefined; // try discovery again on the next request
      throw error;
    });
    return (await resolved)(header, token);
  };
}
