import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { IdpRepository, StoredKey } from './idp.repository.js';

export const SIGNING_ALG = 'ES256';

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k', 'priv']);

async function newSigningKey() {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, jwk: { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' } };
}

function toPublic(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([name]) => !PRIVATE_MEMBERS.has(name))) as JWK;
}

/**
 * The provider's signing keys as stored in the database, newest (the signing key) first.
 * `retainRetiredFor` is how long a retired key stays published: the longest lifetime of anything it signed.
 */
export function signingKeys(repository: IdpRepository, options: { retainRetiredFor: number }) {
  let keys: StoredKey[] = [];
  const fingerprint = () => keys.map((k) => k.kid).join(' ');

  return {
    /** Reads the keys (creating the first one on a fresh database); true when they differ from before. */
    async load(): Promise<boolean> {
      const before = fingerprint();
      await repository.addFirstSigningKey(newSigningKey);
      keys = await repository.listSigningKeys();
      return fingerprint() !== before;
    },

    /**
     * Makes a new key the signing key. The previous ones stay published (tokens they signed keep
     * verifying) until they have been retired for longer than anything they signed can live.
     */
    async rotate(): Promise<void> {
      await repository.rotateSigningKey(
        await newSigningKey(),
        new Date(Date.now() - options.retainRetiredFor * 1000),
      );
      keys = await repository.listSigningKeys();
    },

    /** Rotates when the signing key has signed for longer than `maxAgeMs`; true when it did. */
    async rotateIfOlderThan(maxAgeMs: number): Promise<boolean> {
      const rotated = await repository.rotateSigningKey(
        await newSigningKey(),
        new Date(Date.now() - options.retainRetiredFor * 1000),
        new Date(Date.now() - maxAgeMs),
      );
      if (rotated) keys = await repository.listSigningKeys();
      return rotated;
    },

    /** With private parts, for the provider. */
    privateJwks(): { keys: JWK[] } {
      return { keys: keys.map((k) => k.jwk as JWK) };
    },

    publicJwks(): JSONWebKeySet {
      return { keys: keys.map((k) => toPublic(k.jwk as JWK)) };
    },
  };
}

export type SigningKeys = ReturnType<typeof signingKeys>;
