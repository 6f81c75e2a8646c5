import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The start-up problem of a missing or wrong SECRET_KEY: main prints its message and stops. */
export class SecretKeyError extends Error {}

/** The shortest SECRET_KEY accepted: 32 characters of a random base64 text carry well over 128 bits. */
export const SECRET_KEY_MIN_CHARS = 32;

const PREFIX = 'sealed:v1:';
const ALGORITHM = 'aes-256-gcm';

/**
 * Secrets at rest: AES-256-GCM with a key derived from SECRET_KEY, a fresh 96-bit IV
 * per value, and the tag checked on opening, so a changed value or another key is refused, never misread.
 */
export interface SecretBox {
  seal(text: string): string;
  /** Throws SecretKeyError when the value was sealed with another key. */
  open(sealed: string): string;
  isSealed(value: string): boolean;
}

export function secretBox(secretKey: string): SecretBox {
  // HKDF rather than the text itself: any SECRET_KEY of enough entropy becomes exactly 32 bytes.
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'praxis', 'secrets at rest', 32));
  const isSealed = (value: string) => value.startsWith(PREFIX);
  return {
    isSealed,
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.slice(PREFIX.length).split('.');
      if (!isSealed(sealed) || iv === undefined || tag === undefined || data === undefined) {
        throw new Error('not a sealed value');
      }
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const bytes = Buffer.from(data, 'base64url');
        return Buffer.concat([decipher.update(bytes), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretKeyError(
          'SECRET_KEY does not open the secrets stored in the database: it is not the key they were sealed with',
        );
      }
    },
  };
}

/**
 * SECRET_KEY, or on the embedded default the key kept in DATA_DIR/secret-key (made on the first start,
 * readable by the owner only). The data folder and its database belong together, so the key goes with it.
 */
export async function secretKeyOf(config: {
  secretKey: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, 'secret-key');
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = (await readFile(file, 'utf8')).trim();
  if (key.length < SECRET_KEY_MIN_CHARS) {
    throw new SecretKeyError(`${file} must hold a key of at least ${SECRET_KEY_MIN_CHARS} characters`);
  }
  return key;
}
