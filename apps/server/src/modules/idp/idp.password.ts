import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { say } from '@praxis/contract';
import { fieldProblem } from '../../lib/http-error.js';

// OWASP's minimum for scrypt (N=2^17 would be stronger but costs 128 MiB per sign-in).
const COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url; the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows, checked when the email is unknown so that the answer takes as long
 * as for a wrong password and does not tell which accounts exist.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

let common: Promise<Set<string>> | undefined;

/**
 * True for a password on zxcvbn-ts's list of the most common ones (about 49,000 from breach corpora, MIT,
 * @zxcvbn-ts/language-common), whatever its letter case. Loaded on first use: most starts never need it.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await common).has(password.normalize('NFC').toLowerCase());
}

/** The 400 of the contract's password rules for a common password, naming the field it came in. */
export async function refuseCommonPassword(field: string, password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw fieldProblem(field, say('passwordCommon'));
  }
}
