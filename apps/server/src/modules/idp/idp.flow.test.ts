import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { signInFailures } from '../../db/schema/index.js';
import { seedDemo } from '../../seed/demo.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { ADMIN, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase, type TestDatabase } from '../../test/databases.js';
import { freePort } from '../../test/free-port.js';
import { TEST_SECRET_KEY } from '../../test/secret-key.js';
import { Browser, CLIENT_ID, pkce, SCOPE, type Tokens } from '../../test/sign-in.js';
import { idpRepository } from './idp.repository.js';

describeEachDatabase('built-in OpenID provider', (db) => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** `publicUrl` differs from the listening address when several instances stand behind one address. */
  async function start(database: TestDatabase, port: number, publicUrl = `http://127.0.0.1:${port}`) {
    const config = loadConfig({ PUBLIC_URL: publicUrl, LOG_LEVEL: 'silent', SECRET_KEY: TEST_SECRET_KEY });
    const app = await buildApp(config, { database, webDir: '/nonexistent' });
    apps.push(app);
    await app.listen({ port, host: '127.0.0.1' });
    return { app, config, base: config.publicUrl };
  }

  async function startSeeded() {
    const port = await freePort();
    const started = await start(db(), port);
    await seedDemo(started.config, db().db, { info: () => {} });
    return { ...started, port };
  }

  function authorizePath(base: string, challenge: string, extra: Record<string, string> = {}) {
    const params = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${base}/callback`,
      scope: SCOPE,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return `/oidc/auth?${params}`;
  }

  /** Authorize → sign-in page → sign in → callback; answers the code. */
  async function signIn(browser: Browser, challenge: string, email = ADMIN) {
    const start = await browser.request(authorizePath(browser.base, challenge, { ui_locales: 'en-US' }));
    expect(start.status).toBe(303);
    const page = await browser.request(start.location as string);
    expect(page.status).toBe(200);
    const action = /action="([^"]+)"/.exec(page.text)?.[1] as string;
    const signedIn = await browser.request(action, { form: { email, password: DEMO_PASSWORD } });
    expect(signedIn.status).toBe(303);
    const resumed = await browser.request(signedIn.location as string);
    expect(resumed.status).toBe(303);
    return codeOf(browser.base, resumed.location);
  }

  function codeOf(base: string, location: string | null) {
    const url = new URL(location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/callback`);
    expect(url.searchParams.get('state')).toBe('state-1');
    return url.searchParams.get('code') as string;
  }

  async function token(browser: Browser, form: Record<string, string>) {
    const response = await browser.request('/oidc/token', { form: { client_id: CLIENT_ID, ...form } });
    expect(response.status, response.text).toBe(200);
    return JSON.parse(response.text) as Tokens;
  }

  /** The code `signIn` answers, exchanged for tokens. */
  async function signedInTokens(browser: Browser) {
    const { verifier, challenge } = pkce();
    const code = await signIn(browser, challenge);
    return token(browser, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${browser.base}/callback`,
      code_verifier: verifier,
    });
  }

  it('signs in with authorization code + PKCE and issues JWT access tokens the API can verify', async () => {
    const { base, app } = await startSeeded();
    const browser = new Browser(base);
    const { verifier, challenge } = pkce();

    const start = await browser.request(authorizePath(base, challenge, { ui_locales: 'en-US' }));
    expect(start.status).toBe(303);
    expect(start.location).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await browser.request(start.location as string);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).toContain('<h1>Sign in to Praxis</h1>');
    expect(page.text).toContain('<label for="email">Email</label>');
    expect(page.text).toContain('<input id="email"');
    expect(page.text).toContain('<label for="password">Password</label>');
    expect(page.text).toContain('<input id="password"');
    expect(page.text).toContain('>Sign in</button>');
    expect(page.text).not.toContain('<script');
    const action = /action="([^"]+)"/.exec(page.text)?.[1] as string;

    const wrong = await browser.request(action, { form: { email: ADMIN, password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.location).toBeNull();
    expect(wrong.text).toContain('Wrong email or password');
    const unknown = await browser.request(action, {
      form: { email: 'nobody@example.com', password: 'demo' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.text).toContain('Wrong email or password');
    const invalid = await browser.request(action, { form: { email: 'not an email', password: '' } });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('Enter your email address and your password.');

    const signedIn = await browser.request(action, {
      form: { email: 'Admin@Example.com', password: DEMO_PASSWORD },
    });
    expect(signedIn.status).toBe(303);
    const resumed = await browser.request(signedIn.location as string);
    expect(resumed.status).toBe(303);
    const code = codeOf(base, resumed.location);
    expect(new URL(resumed.location as string).searchParams.get('iss')).toBe(`${base}/oidc`);

    const tokens = await token(browser, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${base}/callback`,
      code_verifier: verifier,
    });
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeLessThanOrEqual(900);
    expect(tokens.refresh_token).toBeTruthy();

    const jwks = createRemoteJWKSet(new URL(`${base}/oidc/jwks`));
    const { payload: access } = await jwtVerify(tokens.access_token, jwks, {
      issuer: `${base}/oidc`,
      audience: 'praxis-api',
    });
    expect(access).toMatchObject({
      email: ADMIN,
      // The API claims an invitation only with an address the provider vouches for (Security 2).
      email_verified: true,
      name: 'Ada Admin',
      given_name: 'Ada',
      family_name: 'Admin',
      client_id: CLIENT_ID,
    });
    // The same keys in-process, for the API's own verifier.
    const idp = app.idp as NonNullable<typeof app.idp>;
    expect(idp.issuer).toBe(`${base}/oidc`);
    expect(idp.audience).toBe('praxis-api');
    await jwtVerify(tokens.access_token, idp.verificationKey, { issuer: idp.issuer, audience: idp.audience });
    expect(JSON.stringify(idp.publicJwks())).not.toMatch(/"d"/);

    const { payload: id } = await jwtVerify(tokens.id_token, jwks, {
      issuer: `${base}/oidc`,
      audience: CLIENT_ID,
    });
    expect(id).toMatchObject({
      sub: access.sub,
      email: ADMIN,
      email_verified: true,
      name: 'Ada Admin',
      given_name: 'Ada',
      family_name: 'Admin',
      locale: 'en-US',
      nonce: 'nonce-1',
    });

    const renewed = await token(browser, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    const { payload: again } = await jwtVerify(renewed.access_token, jwks, {
      issuer: `${base}/oidc`,
      audience: 'praxis-api',
    });
    expect(again.sub).toBe(access.sub);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('shows the sign-in page in Norwegian for ui_locales=nb-NO or the praxis_locale cookie', async () => {
    const { base } = await startSeeded();
    const byParameter = new Browser(base);
    const start = await byParameter.request(authorizePath(base, pkce().challenge, { ui_locales: 'nb-NO' }));
    const page = await byParameter.request(start.location as string);
    expect(page.text).toContain('<html lang="nb">');
    expect(page.text).toContain('<h1>Logg inn i Praxis</h1>');
    expect(page.text).toContain('<label for="email">E-post</label>');
    expect(page.text).toContain('<label for="password">Passord</label>');
    expect(page.text).toContain('>Logg inn</button>');
    const action = /action="([^"]+)"/.exec(page.text)?.[1] as string;
    const wrong = await byParameter.request(action, { form: { email: ADMIN, password: 'x' } });
    expect(wrong.text).toContain('Feil e-post eller passord');

    const byCookie = new Browser(base);
    byCookie.cookies.set('praxis_locale', 'nb');
    const second = await byCookie.request(authorizePath(base, pkce().challenge));
    expect((await byCookie.request(second.location as string)).text).toContain('Logg inn i Praxis');
  });

  it('keeps the session across a restart on the same database: prompt=none gets a code without the page', async () => {
    const { base, port, app } = await startSeeded();
    const browser = new Browser(base);
    await signIn(browser, pkce().challenge);
    await app.close();

    await start(db(), port);
    const { verifier, challenge } = pkce();
    const silent = await browser.request(authorizePath(base, challenge, { prompt: 'none' }));
    expect(silent.status).toBe(303);
    const code = codeOf(base, silent.location);
    expect(code).toBeTruthy();
    const tokens = await token(browser, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${base}/callback`,
      code_verifier: verifier,
    });
    expect(tokens.access_token).toBeTruthy();
  });

  it('answers login_required to prompt=none without a session', async () => {
    const { base } = await startSeeded();
    const browser = new Browser(base);
    const silent = await browser.request(authorizePath(base, pkce().challenge, { prompt: 'none' }));
    expect(silent.status).toBe(303);
    expect(new URL(silent.location as string).searchParams.get('error')).toBe('login_required');
  });

  it('keeps tokens signed with a rotated-out key verifiable and signs new ones with the new key', async () => {
    const { base, app } = await startSeeded();
    const browser = new Browser(base);
    const before = await signedInTokens(browser);
    const idp = app.idp as NonNullable<typeof app.idp>;
    await idp.rotateSigningKeys();

    const after = await token(browser, { grant_type: 'refresh_token', refresh_token: before.refresh_token });
    const oldKid = decodeProtectedHeader(before.access_token).kid;
    const newKid = decodeProtectedHeader(after.access_token).kid;
    expect(newKid).not.toBe(oldKid);
    const published = JSON.parse((await browser.request('/oidc/jwks')).text) as { keys: { kid: string }[] };
    expect(published.keys.map((k) => k.kid)).toEqual([newKid, oldKid]);
    expect(idp.publicJwks().keys.map((k) => k.kid)).toEqual([newKid, oldKid]);

    const jwks = createRemoteJWKSet(new URL(`${base}/oidc/jwks`));
    for (const accessToken of [before.access_token, after.access_token]) {
      await jwtVerify(accessToken, jwks, { issuer: `${base}/oidc`, audience: 'praxis-api' });
      await jwtVerify(accessToken, idp.verificationKey, { issuer: idp.issuer, audience: idp.audience });
    }
  });

  it('lets another instance verify tokens signed with a key it has not loaded yet', async () => {
    const { base, app } = await startSeeded();
    const other = await start(db(), await freePort(), base);
    const idp = app.idp as NonNullable<typeof app.idp>;
    const otherIdp = other.app.idp as NonNullable<typeof app.idp>;
    await idp.rotateSigningKeys();
    expect(otherIdp.publicJwks().keys).toHaveLength(1);

    const browser = new Browser(base);
    const tokens = await signedInTokens(browser);
    await jwtVerify(tokens.access_token, otherIdp.verificationKey, {
      issuer: otherIdp.issuer,
      audience: otherIdp.audience,
    });
    expect(otherIdp.publicJwks()).toEqual(idp.publicJwks());
  });

  it('answers 429 with Retry-After and the wait once one account has failed too often from one address (Security 1)', async () => {
    const { base } = await startSeeded();
    const browser = new Browser(base);
    const start = await browser.request(authorizePath(base, pkce().challenge));
    const page = await browser.request(start.location as string);
    const action = /action="([^"]+)"/.exec(page.text)?.[1] as string;
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.request(action, {
        form: { email: USER, password: `guess-${i}` },
      });
      expect(wrong.status).toBe(401);
    }
    // The first wait is 2 seconds, too short to see on a busy machine: ten more failures of this account
    // from this address, written as the server counts them, make it the longest.
    const repository = idpRepository(db().db);
    const [pair] = await db()
      .db.selectDistinct({ key: signInFailures.key })
      .from(signInFailures)
      .where(like(signInFailures.key, 'pair:%'));
    await repository.recordSignInFailure(Array(10).fill(pair?.key));
    const blocked = await browser.request(action, {
      form: { email: 'USER@example.com', password: DEMO_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(blocked.text).toContain('Too many failed sign-in attempts. Try again in 15 minutes.');
    // Another account from the same address is not affected.
    const other = await browser.request(action, {
      form: { email: READER, password: DEMO_PASSWORD },
    });
    expect(other.status).toBe(303);
  });

  it('signs out through the end-session endpoint with a confirmation form and no script', async () => {
    const { base } = await startSeeded();
    const browser = new Browser(base);
    const tokens = await signedInTokens(browser);
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${base}/`,
    });
    const confirm = await browser.request(`/oidc/session/end?${params}`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Sign out of Praxis?');
    expect(confirm.text).not.toContain('<script');
    const action = /<form[^>]*action="([^"]+)"/.exec(confirm.text)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.text)?.[1] as string;
    expect(confirm.text).toContain('name="logout" value="yes"');
    const done = await browser.request(action, { form: { xsrf, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${base}/`);
    // Signing out revokes the grant, and with it the refresh token.
    const refresh = await browser.request('/oidc/token', {
      form: { client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(refresh.status).toBe(400);
    expect(JSON.parse(refresh.text).error).toBe('invalid_grant');

    const silent = await browser.request(authorizePath(base, pkce().challenge, { prompt: 'none' }));
    expect(new URL(silent.location as string).searchParams.get('error')).toBe('login_required');
  });

  it('confirms a sign-out without a redirect target on a page of its own', async () => {
    const { base } = await startSeeded();
    const browser = new Browser(base);
    await signIn(browser, pkce().challenge);
    const confirm = await browser.request('/oidc/session/end?ui_locales=nb-NO');
    expect(confirm.text).toContain('Logge ut av Praxis?');
    const action = /<form[^>]*action="([^"]+)"/.exec(confirm.text)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.text)?.[1] as string;
    const done = await browser.request(action, { form: { xsrf, logout: 'yes' } });
    // The success page is a request of its own, without ui_locales: the app's language cookie decides.
    browser.cookies.set('praxis_locale', 'nb');
    const page = await browser.request(done.location as string);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Du er logget ut');
    expect(page.text).not.toContain('<script');
  });

  it('shows an expired page, not an error body, when the sign-in cookie is missing', async () => {
    const { base } = await startSeeded();
    const page = await new Browser(base).request('/oidc/interaction/unknown-uid');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('The sign-in has expired');
  });

  it('publishes discovery under the issuer and registers every route with an access level', async () => {
    const { base, app } = await startSeeded();
    const discovery = JSON.parse(
      (await new Browser(base).request('/oidc/.well-known/openid-configuration')).text,
    );
    expect(discovery).toMatchObject({
      issuer: `${base}/oidc`,
      authorization_endpoint: `${base}/oidc/auth`,
      token_endpoint: `${base}/oidc/token`,
      jwks_uri: `${base}/oidc/jwks`,
      end_session_endpoint: `${base}/oidc/session/end`,
    });
    expect(app.routeTable.filter((r) => r.url.startsWith('/oidc')).every((r) => r.access === 'public')).toBe(
      true,
    );
    // The app's routes ignore case; the URLs the provider hands out keep the issuer's.
    const shouted = JSON.parse(
      (await new Browser(base).request('/OIDC/.well-known/openid-configuration')).text,
    );
    expect(shouted.authorization_endpoint).toBe(`${base}/oidc/auth`);
  });
});
