import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CryptoKey,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, InvalidTokenError, remoteKeys } from './token-verifier.js';

const ISSUER = 'https://idp.example.com/realms/praxis';
const AUDIENCE = 'praxis-api';

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { privateKey, jwk };
}

function sign(
  key: { privateKey: CryptoKey; jwk: JWK },
  claims: JWTPayload = {},
  expiresIn: string | number = '5m',
) {
  return new SignJWT({ email: 'ada@example.com', sub: 'user-1', iss: ISSUER, aud: AUDIENCE, ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: key.jwk.kid! })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key.privateKey);
}

let current: Awaited<ReturnType<typeof keyPair>>;
let verifier: ReturnType<typeof createTokenVerifier>;

beforeAll(async () => {
  current = await keyPair('k1');
  verifier = createTokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    keys: createLocalJWKSet({ keys: [current.jwk] }),
  });
});

describe('access token verification', () => {
  it('accepts a valid token and returns its claims', async () => {
    const claims = await verifier.verify(await sign(current));
    expect(claims).toMatchObject({ sub: 'user-1', email: 'ada@example.com', iss: ISSUER, aud: AUDIENCE });
  });

  it('rejects an expired token', async () => {
    const token = await sign(current, {}, Math.floor(Date.now() / 1000) - 120);
    await expect(verifier.verify(token)).rejects.toThrow(
      new InvalidTokenError('The access token has expired'),
    );
  });

  it('tolerates at most 60 s of clock skew', async () => {
    await expect(
      verifier.verify(await sign(current, {}, Math.floor(Date.now() / 1000) - 30)),
    ).resolves.toBeTruthy();
    await expect(
      verifier.verify(await sign(current, {}, Math.floor(Date.now() / 1000) - 70)),
    ).rejects.toThrow(InvalidTokenError);
  });

  it('rejects a token from another issuer', async () => {
    const token = await sign(current, { iss: 'https://evil.example.com' });
    await expect(verifier.verify(token)).rejects.toThrow("The access token's iss claim is not accepted");
  });

  it('rejects a token for another audience', async () => {
    const token = await sign(current, { aud: 'another-api' });
    await expect(verifier.verify(token)).rejects.toThrow("The access token's aud claim is not accepted");
  });

  it('rejects alg none', async () => {
    const token = new UnsecuredJWT({ email: 'ada@example.com' })
      .setSubject('user-1')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .encode();
    await expect(verifier.verify(token)).rejects.toThrow(InvalidTokenError);
  });

  it('rejects an HMAC token signed with the public key as the secret', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(current.jwk));
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setSubject('user-1')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(secret);
    await expect(verifier.verify(token)).rejects.toThrow(InvalidTokenError);
  });

  it('rejects a tampered token', async () => {
    const [header, payload, signature] = (await sign(current)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    await expect(verifier.verify(`${header}.${forged}.${signature}`)).rejects.toThrow(
      'The access token signature is invalid',
    );
  });

  it('rejects a token signed by a key it does not know', async () => {
    const stranger = await keyPair('k-unknown');
    await expect(verifier.verify(await sign(stranger))).rejects.toThrow(
      'The access token is signed with an unknown key',
    );
  });

  it('rejects garbage', async () => {
    await expect(verifier.verify('not-a-jwt')).rejects.toThrow(InvalidTokenError);
  });
});

describe('keys of an external provider', () => {
  let server: http.Server;
  let published: JWK[] = [];
  let jwksFetches = 0;
  let issuer: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/openid-configuration') {
        res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
      } else if (req.url === '/jwks') {
        jwksFetches++;
        res.end(JSON.stringify({ keys: published }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('are found by discovery, cached, and fetched again for an unknown key id', async () => {
    const first = await keyPair('r1');
    published = [first.jwk];
    const remote = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      keys: remoteKeys(issuer, { cooldownMs: 0 }),
    });
    await remote.verify(await sign(first));
    await remote.verify(await sign(first));
    expect(jwksFetches).toBe(1);

    // The provider rotates: a token names a new key id; the verifier refetches the set once.
    const second = await keyPair('r2');
    published = [second.jwk, first.jwk];
    await expect(remote.verify(await sign(second))).resolves.toMatchObject({ sub: 'user-1' });
    expect(jwksFetches).toBe(2);
  });
});
