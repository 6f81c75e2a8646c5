import { randomUUID } from 'node:crypto';
import type { Audit } from '@praxis/contract';
import { afterEach, expect, it } from 'vitest';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { appBehind, startExternalProvider } from '../../test/external-provider.js';
import { createAsset, createAudit, createSpecification, userIdOf } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { Browser, signIn } from '../../test/sign-in.js';
import { type TestSmtp, testSmtp } from '../../test/smtp.js';
import { UNTIL } from '../../test/until.js';
import { auditsRepository } from './audits.repository.js';

const AUDITOR = 'eva@certifier.example';
const PASSWORD = 'a long auditor passphrase';
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase("an external auditor's access", (db) => {
  let server: TestServer;
  let smtp: TestSmtp;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Accepts the invitation mailed to AUDITOR (the `nth` mail), chooses a password and signs in. */
  async function acceptInvitation(nth: number) {
    await expect.poll(() => smtp.received.length, UNTIL).toBe(nth);
    const mail = smtp.received[nth - 1];
    expect(mail?.to).toMatchObject({ text: AUDITOR });
    const url = /https?:\/\/\S+\/oidc\/password\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] as string;
    const chosen = await new Browser(server.base).request(new URL(url).pathname, {
      form: { password: PASSWORD, repeat: PASSWORD },
    });
    expect(chosen.status).toBe(303);
    const { access_token: token } = await signIn(server.base, AUDITOR, PASSWORD);
    return async (method: string, url: string, body?: object) => {
      const response = await server.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body ? { payload: body } : {}),
      });
      return { statusCode: response.statusCode, json: () => response.json(), body: response.body };
    };
  }

  it('sees one audit and nothing else, until the day ends or the grant goes, every access logged', async () => {
    smtp = await testSmtp({ up: true });
    cleanups.push(smtp.stop);
    server = await startTestServer(db(), { SMTP_URL: smtp.url, MAIL_FROM: 'Praxis <praxis@example.com>' });
    cleanups.push(server.close);
    const { specification, elements } = await createSpecification(server);
    const asset = await createAsset(server);
    const granted = await createAudit(server, [specification.id], { title: 'Certification' });
    const other = await createAudit(server, [specification.id], { title: 'Internal' });
    const grantPath = `/v2/audits/${granted.id}/auditors`;
    const until = dayFromToday(30);

    expect((await server.call(USER, 'POST', grantPath, { email: AUDITOR, until })).statusCode).toBe(403);
    expect((await server.call(OTHER, 'POST', grantPath, { email: AUDITOR, until })).statusCode).toBe(404);
    const taken = await server.call(ADMIN, 'POST', grantPath, { email: READER, until });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      messageCode: 'auditorHasOtherRole',
      details: [{ field: 'body.email' }],
    });
    const grant = await server.call(ADMIN, 'POST', grantPath, { email: AUDITOR, firstName: 'Eva', until });
    expect(grant.statusCode, grant.body).toBe(201);
    expect(grant.json()).toMatchObject({ email: AUDITOR, firstName: 'Eva', until, active: false });
    // The role comes only with a grant: nobody is invited as or made an Auditor.
    const invited = await server.call(ADMIN, 'POST', '/v1/Users', {
      email: 'x@example.com',
      userType: 'Auditor',
    });
    expect(invited.json().details[0].field).toBe('body.userType');

    const auditor = await acceptInvitation(1);
    expect((await auditor('GET', '/v1/Me')).json()).toMatchObject({
      role: 'Auditor',
      permissions: ['profile:own', 'audit:read', 'finding:record'],
    });
    expect((await auditor('GET', '/v2/audits')).json().map((a: Audit) => a.id)).toEqual([granted.id]);
    expect((await auditor('GET', `/v2/audits/${granted.id}`)).json().title).toBe('Certification');
    expect((await auditor('GET', `/v2/audits/${other.id}`)).statusCode).toBe(404);
    const unknown = (await auditor('GET', '/v2/no-such-thing')).json();
    for (const [method, url] of [
      ['GET', '/v2/specifications'],
      ['GET', `/v2/specifications/${specification.id}`],
      ['GET', `/v2/specifications/${specification.id}/soa`],
      ['GET', `/v2/requirements/${elements[0]?.id}`],
      ['GET', `/v2/Assets/${asset.id}`],
      ['GET', '/v1/Assets'],
      ['GET', '/v1/Users/company'],
      ['GET', '/v1/audit'],
      ['POST', '/v2/audits'],
      ['PUT', `/v2/audits/${granted.id}`],
      ['DELETE', `/v2/audits/${granted.id}`],
      ['GET', grantPath],
    ] as const) {
      const response = await auditor(method, url, method === 'GET' ? undefined : { title: 'x' });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().messageCode).toBe(unknown.messageCode);
    }
    // Of the company's people they see themselves alone, and nobody else even exists for them.
    const auditorId = grant.json().userId as string;
    expect((await auditor('GET', `/v1/Users/${auditorId}`)).statusCode).toBe(200);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { firstName: 'X' }],
    ] as const) {
      const someone = await auditor(method, `/v1/Users/${await userIdOf(server, ADMIN)}`, body);
      expect(someone.statusCode, method).toBe(404);
      expect(someone.json().messageCode).toBe('thingNotFound');
    }
    const reads = (await server.call(ADMIN, 'GET', `/v1/audit?entity=audits&entityId=${granted.id}`)).json()
      .data;
    expect(
      reads.filter(
        (e: { action: string; userEmail: string }) => e.action === 'read' && e.userEmail === AUDITOR,
      ),
    ).toHaveLength(2);

    // An auditor already known gets one grant more, and no second invitation.
    expect(
      (await server.call(ADMIN, 'POST', `/v2/audits/${other.id}/auditors`, { email: AUDITOR, until }))
        .statusCode,
    ).toBe(201);
    expect((await auditor('GET', '/v2/audits')).json()).toHaveLength(2);
    const listed = (await server.call(ADMIN, 'GET', grantPath)).json();
    expect(listed).toEqual([expect.objectContaining({ userId: auditorId, active: true, until })]);

    // The day after `until`, the audit is gone for them; revoking takes the other away at once.
    const ended = await server.call(ADMIN, 'PUT', `${grantPath}/${auditorId}`, { until: dayFromToday(-1) });
    expect(ended.json().until).toBe(dayFromToday(-1));
    expect((await auditor('GET', `/v2/audits/${granted.id}`)).statusCode).toBe(404);
    expect((await auditor('GET', '/v2/audits')).json().map((a: Audit) => a.id)).toEqual([other.id]);
    expect(
      (await server.call(ADMIN, 'PUT', `${grantPath}/${auditorId}`, { until: dayFromToday(0) })).statusCode,
    ).toBe(200);
    expect((await auditor('GET', `/v2/audits/${granted.id}`)).statusCode).toBe(200);
    expect(
      (await server.call(ADMIN, 'DELETE', `/v2/audits/${other.id}/auditors/${auditorId}`)).statusCode,
    ).toBe(204);
    expect((await auditor('GET', `/v2/audits/${other.id}`)).statusCode).toBe(404);
    expect(
      (await server.call(ADMIN, 'DELETE', `/v2/audits/${other.id}/auditors/${auditorId}`)).statusCode,
    ).toBe(404);
    expect((await server.call(ADMIN, 'PUT', `${grantPath}/${randomUUID()}`, { until })).statusCode).toBe(404);

    const changes = (await server.call(ADMIN, 'GET', '/v1/audit?entity=audit-auditors')).json().data;
    expect(changes.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'update',
      'create',
      'create',
    ]);
    expect(smtp.received).toHaveLength(1);
  });

  it("signs in through the company's own provider, where the invitation is claimed by the verified address", async () => {
    const provider = await startExternalProvider();
    cleanups.push(provider.close);
    const { app, call } = await appBehind(provider, db());
    cleanups.push(() => app.close());
    const as = (claims: { sub: string; email: string }, method: string, url: string, payload?: object) =>
      call({ ...claims, email_verified: true }, method, url, payload);
    const founder = { sub: 'founder', email: 'founder@example.com' };
    const { company } = (await as(founder, 'GET', '/v1/Me')).json();
    const audit = await auditsRepository(app.database.db).insert(company.id, {
      title: 'SOC 2 period',
      kind: 'certification',
      auditDate: '2026-12-01',
    });
    const granted = await as(founder, 'POST', `/v2/audits/${audit.id}/auditors`, {
      email: AUDITOR,
      until: dayFromToday(7),
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json().active).toBe(false);

    const eva = { sub: 'eva-at-the-provider', email: AUDITOR };
    expect((await as(eva, 'GET', '/v1/Me')).json()).toMatchObject({
      role: 'Auditor',
      company: { id: company.id },
    });
    expect((await as(eva, 'GET', '/v2/audits')).json().map((a: Audit) => a.title)).toEqual(['SOC 2 period']);
    expect((await as(eva, 'GET', '/v1/Users/company')).statusCode).toBe(404);
    expect((await as(founder, 'GET', `/v2/audits/${audit.id}/auditors`)).json()).toEqual([
      expect.objectContaining({ email: AUDITOR, active: true }),
    ]);
  });
});
