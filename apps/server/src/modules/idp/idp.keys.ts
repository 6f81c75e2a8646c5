import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { SecretBox } from '../../lib/secret-box.js';
import type { IdpRepository, StoredKey } from './idp.repository.js';

export const SIGNING_ALG = 'ES256';

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k', 'priv']);

/** A new key pair as stored: its private JWK sealed with SECRET_KEY, as `{ sealed }`. */
async function newSigningKey(box: SecretBox) {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, jwk: { sealed: box.seal(JSON.stringify({ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' })) } };
}

/** A stored key with its JWK opened; throws SecretKeyError under another SECRET_KEY. */
function opened(box: SecretBox, key: StoredKey): StoredKey {
  const { sealed } = key.jwk;
  if (typeof sealed !== 'string') throw new Error(`signing key ${key.kid} is not sealed`);
  return { ...key, jwk: JSON.parse(box.open(sealed)) };
}

function toPublic(jwk: JWK): JWK {
  return Object.fromEntries(Object.entries(jwk).filter(([name]) => !PRIVATE_MEMBERS.has(name))) as JWK;
}

/**
 * The provider's signing keys as stored in the database, newest (the signing key) first.
 * `retainRetiredFor` is how long a retired key stays published: the longest lifetime of anything it signed.
 */
export function signingKeys(
  repository: IdpRepository,
  options: { retainRetiredFor: number; box: SecretBox },
) {
  const { box } = options;
  let keys: StoredKey[] = [];
  const list = async () => (await repository.listSigningKeys()).map((key) => opened(box, key));
  const fingerprint = () => keys.map((k) => k.kid).join(' ');

  return {
    /** Reads the keys (creating the first one on a fresh database); true when they differ from before. */
    async load(): Promise<boolean> {
      const before = fingerprint();
      await repository.addFirstSigningKey(() => newSigningKey(box));
      keys = await list();
      return fingerprint() !== before;
    },

    /**
     * Makes a new key the signing key. The previous ones stay published (tokens they signed keep
     * verifying) until they have been retired for longer than anything they signed can live.
     */
    async rotate(): Promise<void> {
      await repository.rotateSigningKey(
        await newSigningKey(box),
        new Date(Date.now() - options.retainRetiredFor * 1000),
      );
      keys = await list();
    },

    /** Rotates when the signing key has signed for longer than `maxAgeMs`; true when it did. */
    async rotateIfOlderThan(maxAgeMs: number): Promise<boolean> {
      const rotated = await repository.rotateSigningKey(
        await newSigningKey(box),
        new Date(Date.now() - options.retainRetiredFor * 1000),
        new Date(Date.now() - maxAgeMs),
      );
      if (rotated) keys = await list();
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
