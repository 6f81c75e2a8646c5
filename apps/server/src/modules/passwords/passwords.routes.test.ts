import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { auditEvents, passwordLinks } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { authorize, Browser, CLIENT_ID, signIn } from '../../test/sign-in.js';
import { type TestSmtp, testSmtp } from '../../test/smtp.js';
import { UNTIL } from '../../test/until.js';

const NEW_PASSWORD = 'correct horse battery';

describeEachDatabase('invitations, reset links, passwords and sessions', (db) => {
  let server: TestServer;
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await server?.close();
    await smtp?.stop();
    smtp = undefined;
  });
  const start = async (env: Record<string, string> = {}) => {
    server = await startTestServer(db(), env);
    return server;
  };
  const startWithMail = async () => {
    smtp = await testSmtp({ up: true });
    return start({ SMTP_URL: smtp.url, MAIL_FROM: 'Praxis <praxis@example.com>' });
  };
  const idOf = async (email: string) => (await server.call(email, 'GET', '/v1/Me')).json().user.id as string;
  const withToken = async (token: string, method: string, url: string, body?: object) => {
    const response = await server.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });
    return { statusCode: response.statusCode, json: () => response.json() };
  };
  const pathOf = (url: string) => new URL(url).pathname;
  const invite = async (email: string, extra: object = {}) => {
    const response = await server.call(ADMIN, 'POST', '/v1/Users', { email, userType: 'User', ...extra });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  /** Chooses a password on a link's page in `browser`; answers the page's response. */
  const choose = (browser: Browser, url: string, password = NEW_PASSWORD, repeat = password) =>
    browser.request(pathOf(url), { form: { password, repeat } });
  const links = () => server.app.database.db.select().from(passwordLinks);
  const refresh = (refreshToken: string) =>
    new Browser(server.base).request('/oidc/token', {
      form: { client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: refreshToken },
    });

  it('invites with a one-time link that lets the person choose a password and signs them in', async () => {
    await start();
    const invited = await invite('nina@example.com');
    expect(invited).toMatchObject({ email: 'nina@example.com', signedIn: false, invitationMailed: false });
    expect(invited.invitationUrl).toMatch(new RegExp(`^${server.base}/oidc/password/[A-Za-z0-9_-]{43}$`));
    const token = invited.invitationUrl.split('/').pop();

    // Only a hash is stored.
    const stored = await links();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);

    const browser = new Browser(server.base);
    const page = await browser.request(pathOf(invited.invitationUrl));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Choose a password for nina@example.com');
    const short = await choose(browser, invited.invitationUrl, 'short');
    expect(short.status).toBe(400);
    expect(short.text).toContain('Use at least 12 characters.');
    const common = await choose(browser, invited.invitationUrl, 'Password1234', 'Password1234');
    expect(common.status).toBe(400);
    expect(common.text).toContain('This password is too common; choose another.');
    const differ = await choose(browser, invited.invitationUrl, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(differ.status).toBe(400);
    expect(differ.text).toContain('The two passwords differ.');

    const saved = await choose(browser, invited.invitationUrl);
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`${server.base}/login`);
    const ticket = browser.cookies.get('praxis_sign_in') as string;
    expect(ticket).toBeTruthy();
    // The provider signs the browser in without asking for the password again.
    const tokens = await authorize(browser);
    const me = await withToken(tokens.access_token, 'GET', '/v1/Me');
    expect(me.json().user).toMatchObject({ email: 'nina@example.com', signedIn: true, userType: 'User' });

    // Single use: the link and the ticket are spent.
    const again = await new Browser(server.base).request(pathOf(invited.invitationUrl));
    expect(again.status).toBe(410);
    expect(again.text).toContain('This link has been used');
    expect((await choose(new Browser(server.base), invited.invitationUrl, 'another password 1')).status).toBe(
      410,
    );
    const replay = new Browser(server.base);
    replay.cookies.set('praxis_sign_in', ticket);
    await expect(authorize(replay)).rejects.toThrow(/no way on/);

    // The chosen password signs in as usual.
    expect((await signIn(server.base, 'nina@example.com', NEW_PASSWORD)).access_token).toBeTruthy();
    const audit = await server.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'passwords'));
    expect(audit).toHaveLength(1);
    // Every change is audited; neither the token nor the password is in the log.
    const everything = JSON.stringify(await server.app.database.db.select().from(auditEvents));
    expect(everything).toContain('"entity":"password-links"');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(NEW_PASSWORD);
  });

  it('explains an expired or unknown link, in both languages', async () => {
    await start();
    const invited = await invite('olav@example.com', { language: 'nb-NO' });
    const browser = new Browser(server.base);
    const page = await browser.request(pathOf(invited.invitationUrl));
    expect(page.text).toContain('Velg et passord for olav@example.com');
    await server.app.database.db.update(passwordLinks).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await browser.request(pathOf(invited.invitationUrl));
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('Denne lenken er utløpt');
    const english = await browser.request(`${pathOf(invited.invitationUrl)}?lang=en`);
    expect(english.text).toContain('This link has expired');
    expect((await choose(browser, invited.invitationUrl)).status).toBe(410);
    const unknown = await browser.request('/oidc/password/not-a-token');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('This link does not work');
  });

  it('mails the invitation in the invitee language', async () => {
    await startWithMail();
    const invited = await invite('petra@example.com', { language: 'nb-NO' });
    expect(invited.invitationMailed).toBe(true);
    await expect.poll(() => smtp?.received.length, UNTIL).toBe(1);
    const mail = smtp?.received[0];
    expect(mail?.subject).toContain('har invitert deg til Demo AS');
    expect(mail?.text).toContain(invited.invitationUrl);
  });

  it("mails a reset link for 'Forgot password?' and never tells whether the address exists", async () => {
    await startWithMail();
    const browser = new Browser(server.base);
    const form = await browser.request('/oidc/forgot-password?lang=en');
    expect(form.text).toContain('Reset your password');
    const known = await browser.request('/oidc/forgot-password?lang=en', { form: { email: USER } });
    const unknown = await browser.request('/oidc/forgot-password?lang=en', {
      form: { email: 'nobody@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    await expect.poll(() => smtp?.received.length, UNTIL).toBe(1);
    const mail = smtp?.received[0];
    expect(mail?.to).toMatchObject({ text: USER });
    const url = /https?:\/\/\S+\/oidc\/password\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] as string;
    expect(url).toBeTruthy();
    expect((await choose(new Browser(server.base), url)).status).toBe(303);
    expect((await signIn(server.base, USER, NEW_PASSWORD)).access_token).toBeTruthy();
    await expect(signIn(server.base, USER, DEMO_PASSWORD)).rejects.toThrow();

    // Rate-limited per address from one client, for addresses with and without an account alike.
    for (const email of ['nobody@example.com', 'nobody@example.com']) {
      await browser.request('/oidc/forgot-password', { form: { email } });
    }
    const limited = await browser.request('/oidc/forgot-password', { form: { email: 'nobody@example.com' } });
    expect(limited.status).toBe(429);
  });

  it("says without mail that 'Forgot password?' cannot send anything, and whom to ask", async () => {
    await start();
    const browser = new Browser(server.base);
    for (const answer of [
      await browser.request('/oidc/forgot-password?lang=nb'),
      await browser.request('/oidc/forgot-password?lang=nb', { form: { email: USER } }),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Praxis kan ikke sende e-post her.');
    }
    expect(await links()).toHaveLength(0);
  });

  it('lets administrators make a reset link for a person of their company only', async () => {
    await start();
    const user = await idOf(USER);
    expect((await server.call(USER, 'POST', `/v1/Users/${user}/password-reset`)).statusCode).toBe(403);
    expect((await server.call(READER, 'POST', `/v1/Users/${user}/password-reset`)).statusCode).toBe(403);
    expect((await server.call(OTHER, 'POST', `/v1/Users/${user}/password-reset`)).statusCode).toBe(404);
    expect(await links()).toHaveLength(0);
    const made = await server.call(ADMIN, 'POST', `/v1/Users/${user}/password-reset`);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ mailed: false });
    const page = await new Browser(server.base).request(pathOf(made.json().resetUrl));
    expect(page.text).toContain(`Choose a new password for ${USER}`);
    const before = await signIn(server.base, USER, DEMO_PASSWORD);
    expect((await choose(new Browser(server.base), made.json().resetUrl)).status).toBe(303);
    // A reset signs the person out everywhere: whoever knew the old password is out.
    expect((await refresh(before.refresh_token)).status).toBe(400);
    expect((await signIn(server.base, USER, NEW_PASSWORD)).access_token).toBeTruthy();
  });

  it('changes the own password only with the current one', async () => {
    await start();
    const wrong = await server.call(USER, 'PUT', '/v1/Me/password', {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('body.currentPassword');
    const short = await server.call(USER, 'PUT', '/v1/Me/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('body.newPassword: Use at least 12 characters');
    const common = await server.call(USER, 'PUT', '/v1/Me/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Password1234',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('body.newPassword: This password is too common; choose another');
    await expect(signIn(server.base, USER, NEW_PASSWORD)).rejects.toThrow();
    const changed = await server.call(USER, 'PUT', '/v1/Me/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    expect((await signIn(server.base, USER, NEW_PASSWORD)).access_token).toBeTruthy();
    await expect(signIn(server.base, USER, DEMO_PASSWORD)).rejects.toThrow();
  });

  it('lists the own sessions and signs out all others, revoking their refresh tokens', async () => {
    await start();
    const mine = await signIn(server.base, READER, DEMO_PASSWORD);
    const other = await signIn(server.base, READER, DEMO_PASSWORD);
    const sessions = (await withToken(mine.access_token, 'GET', '/v1/Me/sessions')).json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ agent: expect.any(String), signedInAt: expect.any(String) });

    const ended = await withToken(mine.access_token, 'POST', '/v1/Me/sessions/sign-out-others');
    expect(ended.json()).toEqual({ signedOut: 1 });
    const left = (await withToken(mine.access_token, 'GET', '/v1/Me/sessions')).json();
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
    expect((await refresh(other.refresh_token)).status).toBe(400);
    expect((await refresh(mine.refresh_token)).status).toBe(200);
    const audit = await server.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'sessions'));
    expect(audit).toHaveLength(1);
  });
});
