import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { Database } from '../db/database.js';
import { testApp } from './app.js';

/**
 * A stand-in for an external OpenID Connect provider (`OIDC_ISSUER`): a real HTTP server publishing its
 * discovery document and signing keys, and access tokens with whatever claims a test gives it, as a
 * provider where people choose their own address could issue them.
 */
export async function startExternalProvider(audience = 'praxis-api') {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'external-1', alg: 'ES256', use: 'sig' };
  const server = createServer((request, response) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const bodies: Record<string, unknown> = {
      '/.well-known/openid-configuration': { issuer: base, jwks_uri: `${base}/jwks` },
      '/jwks': { keys: [jwk] },
    };
    const body = bodies[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    token: (claims: JWTPayload & { sub: string }) =>
      new SignJWT({ iss: issuer, aud: audience, ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ExternalProvider = Awaited<ReturnType<typeof startExternalProvider>>;

/**
 * The real app signing in through `provider` alone, without demo data, and a call to it as whoever `claims`
 * name; close the app after the test.
 */
export async function appBehind(provider: ExternalProvider, database: Database) {
  const app = await testApp(database, { DEMO: '0', OIDC_ISSUER: provider.issuer });
  const call = async (
    claims: Parameters<ExternalProvider['token']>[0],
    method = 'GET',
    url = '/v1/Me',
    payload?: object,
  ) =>
    app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { authorization: `Bearer ${await provider.token(claims)}` },
    });
  return { app, call };
}
