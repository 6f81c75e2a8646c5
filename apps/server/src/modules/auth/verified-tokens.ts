import { LRUCache } from 'lru-cache';
import type { AccessClaims } from '../users/users.claims.js';

/** A token whose signature, issuer, audience and lifetime were checked, and the person it was let in as. */
export interface VerifiedToken {
  claims: AccessClaims;
  userId: string;
}

// Enough for every person of a large installation signed in at once; an evicted token is verified again.
const MAX_TOKENS = 10_000;
// A backstop only: what a token may do is read from the person's row on every request, never from here.
const MAX_AGE_MS = 5 * 60_000;

/**
 * Access tokens verified before, so that a request with a known token skips the signature check and the
 * look-up by subject. It holds nothing that can change: role, company, deletion and 'sign out everywhere'
 * are read with the person on every request (`findAccount`), so a change made through any instance
 * counts on the next request everywhere. An entry never outlives its token's `exp`.
 */
export function verifiedTokens() {
  const cache = new LRUCache<string, VerifiedToken>({ max: MAX_TOKENS, ttl: MAX_AGE_MS });
  return {
    get: (token: string) => cache.get(token),
    remember(token: string, verified: VerifiedToken) {
      const untilExpiry = (verified.claims.exp ?? 0) * 1000 - Date.now();
      if (untilExpiry > 0) cache.set(token, verified, { ttl: Math.min(untilExpiry, MAX_AGE_MS) });
    },
    forget: (token: string) => cache.delete(token),
  };
}
