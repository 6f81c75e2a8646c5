import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { ADMIN } from '../../test/accounts.js';
import { freshDatabase, type TestDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { authorize, Browser, CLIENT_ID } from '../../test/sign-in.js';

type Answer = Awaited<ReturnType<Browser['request']>>;

/** A browser that keeps every answer it got, by what it asked. */
class RecordingBrowser extends Browser {
  readonly answers: { asked: string; answer: Answer }[] = [];

  override async request(path: string, init: Parameters<Browser['request']>[1] = {}) {
    const answer = await super.request(path, init);
    this.answers.push({ asked: `${init.method ?? (init.form ? 'POST' : 'GET')} ${path}`, answer });
    return answer;
  }
}

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await freshDatabase('pglite');
  server = await startTestServer(database);
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

it('sends the security headers with every kind of answer of the built-in provider', async () => {
  const browser = new RecordingBrowser(server.base);
  // The sign-in: authorize's redirect, the page, the form's redirect, the resumed redirect, the tokens.
  const tokens = await authorize(browser, { email: ADMIN, password: DEMO_PASSWORD });
  await browser.request('/oidc/.well-known/openid-configuration');
  await browser.request('/oidc/jwks');
  await browser.request('/oidc/token', {
    form: { client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: 'x' },
  });
  await browser.request('/oidc/token', {
    form: { client_id: 'nobody', grant_type: 'refresh_token', refresh_token: 'x' },
  });
  await browser.request('/oidc/auth?client_id=nobody&response_type=code&scope=openid');
  await browser.request(`/oidc/session/end?id_token_hint=${tokens.id_token}`);
  await browser.request('/oidc/interaction/unknown-uid');
  await browser.request('/oidc/no-such-endpoint');
  const statuses = browser.answers.map(({ answer }) => answer.status);
  // Every kind: JSON, HTML pages, redirects, refusals and a path the provider does not know.
  expect(new Set(statuses)).toEqual(new Set([200, 303, 400, 401, 404]));

  for (const { asked, answer } of browser.answers) {
    const headers = Object.fromEntries(answer.headers);
    expect(headers, asked).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'same-origin',
      'x-request-id': expect.any(String),
    });
  }
});
