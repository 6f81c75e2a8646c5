import { afterEach, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { ADMIN, OTHER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { Browser, signIn } from '../../test/sign-in.js';
import { type TestSmtp, testSmtp } from '../../test/smtp.js';
import { UNTIL } from '../../test/until.js';
import { usersRepository } from './users.repository.js';
import { usersService } from './users.service.js';

const OTHER_PASSWORD = 'another company, another password';

describeEachDatabase('emails are unique per company, not across companies (Security 4)', (db) => {
  let server: TestServer;
  afterEach(() => server?.close());

  const companyOf = async (token: string) => {
    const me = await server.app.inject({ url: '/v1/Me', headers: { authorization: `Bearer ${token}` } });
    return me.json().company.name as string;
  };

  it("tells another company's administrator nothing: inviting or taking an address in use elsewhere just works", async () => {
    server = await startTestServer(db());
    const invited = await server.call(OTHER, 'POST', '/v1/Users', {
      email: 'USER@example.com',
      userType: 'User',
    });
    expect(invited.statusCode).toBe(201);
    const own = (await server.call(OTHER, 'GET', '/v1/Me')).json().user.id as string;
    const renamed = await server.call(OTHER, 'PUT', `/v1/Users/${own}`, { email: ADMIN });
    expect(renamed.statusCode).toBe(200);
    // Within one company an address is still one person's.
    const again = await server.call(OTHER, 'POST', '/v1/Users', { email: USER, userType: 'Reader' });
    expect(again.statusCode).toBe(409);
    const taken = await server.call(
      ADMIN,
      'PUT',
      `/v1/Users/${(await server.call(ADMIN, 'GET', '/v1/Me')).json().user.id}`,
      { email: USER },
    );
    expect(taken.statusCode).toBe(409);
  });

  it('signs in to the account the password opens when two companies have the address', async () => {
    server = await startTestServer(db());
    const invited = await server.call(OTHER, 'POST', '/v1/Users', { email: USER, userType: 'Reader' });
    const link = new URL(invited.json().invitationUrl as string).pathname;
    const chosen = await new Browser(server.base).request(link, {
      form: { password: OTHER_PASSWORD, repeat: OTHER_PASSWORD },
    });
    expect(chosen.status).toBe(303);

    expect(await companyOf((await signIn(server.base, USER, DEMO_PASSWORD)).access_token)).toBe('Demo AS');
    expect(await companyOf((await signIn(server.base, USER, OTHER_PASSWORD)).access_token)).toBe('Other AS');
  });
});

describeEachDatabase("'Forgot password?' for an address two companies have (Security 4)", (db) => {
  let server: TestServer | undefined;
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it("mails each company's account its own reset link", async () => {
    smtp = await testSmtp({ up: true });
    server = await startTestServer(db(), { SMTP_URL: smtp.url, MAIL_FROM: 'Praxis <praxis@example.com>' });
    const invited = await server.call(OTHER, 'POST', '/v1/Users', { email: USER, userType: 'Reader' });
    expect(invited.statusCode).toBe(201);
    const invitationMails = 1;
    await expect.poll(() => smtp?.received.length, UNTIL).toBe(invitationMails);

    const browser = new Browser(server.base);
    expect((await browser.request('/oidc/forgot-password?lang=en', { form: { email: USER } })).status).toBe(
      200,
    );
    await expect.poll(() => smtp?.received.length, UNTIL).toBe(invitationMails + 2);
    const resets = (smtp?.received.slice(invitationMails) ?? []).map(
      (mail) => /https?:\/\/\S+\/oidc\/password\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0] as string,
    );
    const base = server.base;
    const companies: string[] = [];
    for (const [i, url] of resets.entries()) {
      const password = `new password number ${i}`;
      const chosen = await new Browser(base).request(new URL(url).pathname, {
        form: { password, repeat: password },
      });
      expect(chosen.status).toBe(303);
      const token = (await signIn(base, USER, password)).access_token;
      const me = await server.app.inject({ url: '/v1/Me', headers: { authorization: `Bearer ${token}` } });
      companies.push(me.json().company.name);
    }
    expect(companies.sort()).toEqual(['Demo AS', 'Other AS']);
  });
});

describeEachDatabase('provisioning an address two companies invited (Security 4)', (db) => {
  it('lets the oldest open invitation win, and the next account the other', async () => {
    const service = usersService(db().db, { defaultCompany: undefined });
    const verified = (sub: string, email: string) => ({ sub, email, email_verified: true });
    const first = await service.provision(verified('founder', 'founder@example.com'));
    const founder = {
      userId: first!.id,
      companyId: first!.companyId,
      role: first!.role,
      email: first!.email,
    };
    await service.invite(founder, { email: 'per@example.com', userType: 'User' });
    // A second company, through an invitation of its own administrator elsewhere.
    const second = await usersRepository(db().db).companyNamed('Second AS');
    const boss = await usersRepository(db().db).insert({
      companyId: second.id,
      subject: 'boss',
      email: 'boss@example.com',
      role: 'Administrator',
    });
    const secondAdmin = { userId: boss!.id, companyId: second.id, role: boss!.role, email: boss!.email };
    await service.invite(secondAdmin, { email: 'Per@Example.com', userType: 'Reader' });

    expect(await service.provision(verified('per-1', 'per@example.com'))).toMatchObject({
      companyId: first!.companyId,
      role: 'User',
    });
    expect(await service.provision(verified('per-2', 'PER@example.com'))).toMatchObject({
      companyId: second.id,
      role: 'Reader',
    });
    expect(await service.provision(verified('per-3', 'per@example.com'))).toBeUndefined();
  });
});
