import { sql } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  SignJWT,
} from 'jose';
import { afterEach, expect, it } from 'vitest';
import { idpSecrets, signingKeys } from '../../db/schema/index.js';
import { SecretKeyError, secretBox } from '../../lib/secret-box.js';
import { USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { TEST_SECRET_KEY } from '../../test/secret-key.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { SIGNING_ALG } from './idp.keys.js';
import { idpRepository } from './idp.repository.js';
import { sealClearSecrets } from './idp.secrets.js';

describeEachDatabase('secrets at rest', (db) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  const start = async (env: Record<string, string> = {}) => {
    const server = await startTestServer(db(), env);
    servers.push(server);
    return server;
  };
  const box = secretBox(TEST_SECRET_KEY);

  const storedKeys = () => db().db.select({ kid: signingKeys.kid, jwk: signingKeys.jwk }).from(signingKeys);
  const storedSecrets = () =>
    db().db.select({ name: idpSecrets.name, value: idpSecrets.value }).from(idpSecrets);

  /** The stored signing key, opened: the private JWK the provider signs with. */
  const privateKey = async () => {
    const [row] = await storedKeys();
    return JSON.parse(box.open(row?.jwk.sealed as string)) as JWK;
  };

  it('stores the signing keys and cookie keys sealed, and they open to the keys sign-in works with', async () => {
    const server = await start();
    expect((await server.call(USER, 'GET', '/v1/Me')).statusCode).toBe(200);

    const keys = await storedKeys();
    expect(keys).toHaveLength(1);
    for (const key of keys) {
      expect(Object.keys(key.jwk)).toEqual(['sealed']);
      expect(JSON.stringify(key.jwk)).not.toMatch(/"d"|"kty"/);
    }
    const jwk = await privateKey();
    expect(jwk.d).toEqual(expect.any(String));
    expect(JSON.stringify(keys)).not.toContain(jwk.d);
    // The opened key is the one the access token was signed with.
    const published = (await server.app.inject('/oidc/jwks')).json().keys;
    expect(published.map((k: JWK) => k.kid)).toEqual([jwk.kid]);
    expect(published[0].x).toBe(jwk.x);

    const secrets = await storedSecrets();
    expect(secrets.map((s) => s.name)).toEqual(['cookie-key']);
    for (const secret of secrets) {
      expect(box.isSealed(secret.value)).toBe(true);
      expect(box.open(secret.value)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('seals the clear keys an earlier version stored, once, keeping the same keys', async () => {
    const { privateKey: key } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const exported = await exportJWK(key);
    const kid = await calculateJwkThumbprint(exported);
    const clear = { ...exported, kid, alg: SIGNING_ALG, use: 'sig' };
    await db().db.execute(
      sql`insert into signing_keys (kid, jwk) values (${kid}, ${JSON.stringify(clear)}::jsonb)`,
    );
    await db().db.execute(
      sql`insert into idp_secrets (name, value) values ('cookie-key', 'an-old-clear-cookie-key')`,
    );

    // Two instances starting together: each row is sealed once, and either seal opens to the same key.
    const repository = idpRepository(db().db);
    await Promise.all([sealClearSecrets(repository, box), sealClearSecrets(repository, box)]);
    const server = await start();

    const [stored] = await storedKeys();
    expect(stored?.kid).toBe(kid);
    expect(Object.keys(stored?.jwk ?? {})).toEqual(['sealed']);
    expect(await privateKey()).toEqual(clear);
    const [cookie] = await storedSecrets();
    expect(cookie?.value).not.toContain('an-old-clear-cookie-key');
    expect(box.open(cookie?.value ?? '')).toBe('an-old-clear-cookie-key');
    // Signing in works with the kept key.
    const token = await server.tokenOf(USER);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid).toBe(kid);
    expect((await server.call(USER, 'GET', '/v1/Me')).statusCode).toBe(200);
  });

  it('refuses to start with another SECRET_KEY, saying so', async () => {
    await (await start()).close();
    servers.splice(0);
    const other = startTestServer(db(), { SECRET_KEY: 'another-secret-key-of-32-characters-or-more' });
    await expect(other).rejects.toThrow(SecretKeyError);
    await expect(other).rejects.toThrow(
      'SECRET_KEY does not open the secrets stored in the database: it is not the key they were sealed with',
    );
  });

  it('refuses an access token of this issuer that claims a lifetime over 15 minutes (401)', async () => {
    const server = await start();
    const claims = decodeJwt(await server.tokenOf(USER));
    const jwk = await privateKey();
    const key = await importJWK(jwk, SIGNING_ALG);
    const now = Math.floor(Date.now() / 1000);
    const token = (lifetime: number) =>
      new SignJWT({ ...claims, iat: now, exp: now + lifetime })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: jwk.kid, typ: 'at+jwt' })
        .sign(key);
    const call = async (bearer: string) =>
      server.app.inject({ url: '/v1/Me', headers: { authorization: `Bearer ${bearer}` } });

    expect((await call(await token(900))).statusCode).toBe(200);
    const long = await call(await token(901));
    expect(long.statusCode).toBe(401);
    expect(long.json().message).toBe('The access token claims a longer lifetime than its issuer gives');
    expect((await call(await token(24 * 60 * 60))).statusCode).toBe(401);
  });
});
