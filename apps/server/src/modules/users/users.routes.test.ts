import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { calendarFeeds, unsubscribeTokens } from '../../db/schema/index.js';
import { NOT_AUTHORIZED } from '../../plugins/auth.js';
import { ADMIN, NEWCOMER, OTHER, READER, SECOND_ADMIN, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { assign, createAsset, createControlWithExecution, createItem } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { notificationsRepository } from '../notifications/notifications.repository.js';

describeEachDatabase('users API', (db) => {
  let server: TestServer;
  afterEach(() => server?.close());

  const start = async () => {
    server = await startTestServer(db());
    return server;
  };
  const idOf = async (email: string) => (await server.call(email, 'GET', '/v1/Me')).json().user.id as string;

  it('GET /v1/Me tells each demo user who they are, their company, role and permissions', async () => {
    await start();
    const administrator = [
      'profile:own',
      'data:read',
      'data:write',
      'company:admin',
      'audit:read',
      'audit:write',
      'finding:record',
    ];
    const expected = [
      [ADMIN, 'Demo AS', 'Administrator', administrator],
      [
        USER,
        'Demo AS',
        'User',
        ['profile:own', 'data:read', 'data:write', 'audit:read', 'audit:write', 'finding:record'],
      ],
      [READER, 'Demo AS', 'Reader', ['profile:own', 'data:read', 'audit:read']],
      [NEWCOMER, 'Demo AS', 'Registered', ['profile:own']],
      [OTHER, 'Other AS', 'Administrator', administrator],
    ] as const;
    for (const [email, company, role, permissions] of expected) {
      const response = await server.call(email, 'GET', '/v1/Me');
      expect(response.statusCode, email).toBe(200);
      const me = response.json();
      expect(me).toMatchObject({ company: { name: company }, role, permissions });
      expect(me.user).toMatchObject({ email, userType: role, language: 'en-US', signedIn: true });
    }
  });

  it('answers 401 without a token and with a bad one', async () => {
    await start();
    const missing = await server.app.inject('/v1/Me');
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json()).toMatchObject({ status: 401, code: 'unauthorized' });
    const bad = await server.app.inject({ url: '/v1/Me', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('lets a Registered user see only their own profile', async () => {
    await start();
    const list = await server.call(NEWCOMER, 'GET', '/v1/Users/company');
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(NOT_AUTHORIZED);
    const own = await idOf(NEWCOMER);
    expect((await server.call(NEWCOMER, 'GET', `/v1/Users/${own}`)).statusCode).toBe(200);
    expect((await server.call(NEWCOMER, 'GET', `/v1/Users/${await idOf(ADMIN)}`)).statusCode).toBe(403);
    const changed = await server.call(NEWCOMER, 'PUT', `/v1/Users/${own}`, { language: 'nb-NO' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe('nb-NO');
  });

  it("lists the company's people, and only theirs", async () => {
    await start();
    const demo = (await server.call(READER, 'GET', '/v1/Users/company')).json();
    expect(demo.map((u: { email: string }) => u.email).sort()).toEqual(
      [ADMIN, NEWCOMER, READER, SECOND_ADMIN, USER].sort(),
    );
    const other = (await server.call(OTHER, 'GET', '/v1/Users/company')).json();
    expect(other.map((u: { email: string }) => u.email)).toEqual([OTHER]);
  });

  it('validates every profile field, names it, and changes nothing on a 400', async () => {
    await start();
    const id = await idOf(USER);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phoneNumber: '1234' }, 'body.phoneNumber', '8-12 digits required'],
      [{ phoneNumber: '12ab5678' }, 'body.phoneNumber', 'Only numeric characters'],
      [{ title: 'ab' }, 'body.title', 'Short text, min 3 chars'],
      [{ email: 'not-an-email' }, 'body.email', 'Invalid email'],
      [{ email: '' }, 'body.email', 'Field is required'],
      [{ firstName: '' }, 'body.firstName', 'Field is required'],
      [{ language: 'de-DE' }, 'body.language', ''],
      [{ userType: 'Emperor' }, 'body.userType', 'Select a user type'],
      [{ city: 'x'.repeat(101) }, 'body.city', ''],
      [{ showInDirectory: 'yes' }, 'body.showInDirectory', ''],
    ];
    const before = (await server.call(USER, 'GET', `/v1/Users/${id}`)).json();
    for (const [body, field, message] of cases) {
      const response = await server.call(USER, 'PUT', `/v1/Users/${id}`, { department: 'Security', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json();
      expect(error.details[0].field).toBe(field);
      if (message) expect(error.message).toBe(`${field}: ${message}`);
    }
    const unknown = await server.call(USER, 'PUT', `/v1/Users/${id}`, { isAdmin: true });
    expect(unknown.statusCode).toBe(400);
    expect((await server.call(USER, 'GET', `/v1/Users/${id}`)).json()).toEqual(before);
  });

  it('saves every field of the profile update', async () => {
    await start();
    const id = await idOf(USER);
    const profile = {
      email: 'ulf@example.com',
      displayName: 'Ulf the User',
      firstName: 'Ulf',
      lastName: 'Usersen',
      phoneNumber: '4791234567',
      profileImage: null,
      title: 'Security officer',
      department: 'Risk',
      city: 'Bergen',
      country: 'Norway',
      showInDirectory: false,
      allowEmailNotifications: false,
      language: 'nb-NO',
    };
    const response = await server.call(USER, 'PUT', `/v1/Users/${id}`, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(profile);
    expect((await server.call(USER, 'GET', '/v1/Me')).json().user).toMatchObject(profile);
  });

  it('lets only Administrators change roles, and never away from the last Administrator', async () => {
    await start();
    const user = await idOf(USER);
    const self = await server.call(USER, 'PUT', `/v1/Users/${user}`, { userType: 'Administrator' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Only administrators can change roles');
    expect(
      (await server.call(USER, 'PUT', `/v1/Users/${await idOf(READER)}`, { title: 'Boss' })).statusCode,
    ).toBe(403);

    const promoted = await server.call(ADMIN, 'PUT', `/v1/Users/${user}`, { userType: 'Reader' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().userType).toBe('Reader');

    // Demo AS has two Administrators: the second may go, the last may not.
    const second = await server.call(ADMIN, 'PUT', `/v1/Users/${await idOf(SECOND_ADMIN)}`, {
      userType: 'User',
    });
    expect(second.statusCode).toBe(200);
    const admin = await idOf(ADMIN);
    const demote = await server.call(ADMIN, 'PUT', `/v1/Users/${admin}`, { userType: 'User' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The company must keep at least one administrator');
  });

  it('deletes a person (Administrator only, never oneself)', async () => {
    await start();
    const reader = await idOf(READER);
    expect((await server.call(USER, 'DELETE', `/v1/Users/${reader}`)).statusCode).toBe(403);
    const self = await server.call(ADMIN, 'DELETE', `/v1/Users/${await idOf(ADMIN)}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete yourself');
    expect((await server.call(ADMIN, 'DELETE', `/v1/Users/${reader}`)).statusCode).toBe(204);
    const emails = (await server.call(ADMIN, 'GET', '/v1/Users/company'))
      .json()
      .map((u: { email: string }) => u.email);
    expect(emails).not.toContain(READER);
    expect((await server.call(ADMIN, 'DELETE', `/v1/Users/${reader}`)).statusCode).toBe(404);
  });

  it("takes a deleted person's calendar feed and unsubscribe links with them", async () => {
    await start();
    const me = (await server.call(READER, 'GET', '/v1/Me')).json();
    const feed = new URL((await server.call(READER, 'POST', '/v1/Me/calendar')).json().url).pathname;
    await notificationsRepository(db().db).addUnsubscribeToken(me.company.id, me.user.id, 'hash-of-a-link');
    const left = async () => ({
      feeds: await db().db.$count(calendarFeeds, eq(calendarFeeds.userId, me.user.id)),
      links: await db().db.$count(unsubscribeTokens, eq(unsubscribeTokens.userId, me.user.id)),
    });
    expect(await left()).toEqual({ feeds: 1, links: 1 });
    expect((await server.call(ADMIN, 'DELETE', `/v1/Users/${me.user.id}`)).statusCode).toBe(204);
    expect(await left()).toEqual({ feeds: 0, links: 0 });
    expect((await server.call(undefined, 'GET', feed)).statusCode).toBe(404);
  });

  it("hands a leaving person's assignments to the one named, with the delete", async () => {
    await start();
    const [user, reader, admin] = [await idOf(USER), await idOf(READER), await idOf(ADMIN)];
    const asset = await createAsset(server);
    const { execution } = await createControlWithExecution(server);
    await assign(server, `/v2/Assets/${asset.id}`, 0, user);
    await assign(server, `/v2/Executions/${execution.id}`, 1, user);
    await assign(server, `/v2/Executions/${execution.id}`, 0, admin);

    const response = await server.call(ADMIN, 'DELETE', `/v1/Users/${user}?transferTo=${reader}`);
    expect(response.statusCode, response.body).toBe(204);
    const holders = async (path: string) =>
      (await server.call(ADMIN, 'GET', `${path}/assignments`))
        .json()
        .map((a: { type: number; userId: string }) => [a.type, a.userId]);
    expect(await holders(`/v2/Assets/${asset.id}`)).toEqual([[0, reader]]);
    expect(await holders(`/v2/Executions/${execution.id}`)).toEqual([
      [0, admin],
      [1, reader],
    ]);
    const work = (await server.call(READER, 'GET', '/v1/Me/work')).json();
    expect(work.counts.total).toBe(2);
    const audit = (await server.call(ADMIN, 'GET', '/v1/audit?entity=assignments')).json();
    expect(JSON.stringify(audit)).toContain(reader);
  });

  it("hands a leaving person's risk treatments to the one named, an acceptance asking for approval again", async () => {
    await start();
    const [user, admin, otherAdmin] = [await idOf(USER), await idOf(ADMIN), await idOf(SECOND_ADMIN)];
    const flood = await createItem(server, 'Threats', { name: 'Flood' });
    const fire = await createItem(server, 'Threats', { name: 'Fire' });
    const treatment = (id: string) => `/v2/Threats/${id}/treatment`;
    const accept = { decision: 'accept', dueDate: null, status: 'done', justification: 'Insured' };
    const expiresDate = '2030-01-01';
    const saved = await server.call(ADMIN, 'PUT', treatment(flood.id), {
      ...accept,
      ownerId: user,
      expiresDate,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await server.call(SECOND_ADMIN, 'POST', `${treatment(flood.id)}/approval`)).statusCode).toBe(200);
    const mitigate = { decision: 'mitigate', dueDate: null, status: 'planned', justification: null };
    await server.call(ADMIN, 'PUT', treatment(fire.id), {
      ...mitigate,
      ownerId: otherAdmin,
      expiresDate: null,
    });

    const response = await server.call(ADMIN, 'DELETE', `/v1/Users/${user}?transferTo=${admin}`);
    expect(response.statusCode, response.body).toBe(204);
    const moved = (await server.call(ADMIN, 'GET', treatment(flood.id))).json();
    expect(moved.owner.userId).toBe(admin);
    expect(moved.approvedBy).toBeNull();
    expect((await server.call(ADMIN, 'GET', treatment(fire.id))).json().owner.userId).toBe(otherAdmin);
    const audit = (await server.call(ADMIN, 'GET', '/v1/audit?entity=threat-treatments')).json();
    expect(JSON.stringify(audit)).toContain(admin);
  });

  it('without transferTo removes the assignments as before; refuses a bad new holder, deleting nothing', async () => {
    await start();
    const [user, reader, newcomer, stranger] = [
      await idOf(USER),
      await idOf(READER),
      await idOf(NEWCOMER),
      await idOf(OTHER),
    ];
    const asset = await createAsset(server);
    await assign(server, `/v2/Assets/${asset.id}`, 0, reader);
    for (const [transferTo, status] of [
      [stranger, 400],
      [newcomer, 400],
      [reader, 400],
      ['someone', 400],
      ['00000000-0000-4000-8000-000000000000', 400],
    ] as const) {
      const refused = await server.call(ADMIN, 'DELETE', `/v1/Users/${reader}?transferTo=${transferTo}`);
      expect(refused.statusCode, transferTo).toBe(status);
      expect(refused.json().details[0].field, transferTo).toBe('querystring.transferTo');
    }
    const unknown = await server.call(ADMIN, 'DELETE', `/v1/Users/${reader}?handTo=${user}`);
    expect(unknown.statusCode).toBe(400);
    expect((await server.call(READER, 'GET', '/v1/Me/work')).json().counts.total).toBe(1);
    // Another company's administrator cannot offboard here, even naming a person of their own.
    expect(
      (await server.call(OTHER, 'DELETE', `/v1/Users/${reader}?transferTo=${stranger}`)).statusCode,
    ).toBe(404);

    expect((await server.call(ADMIN, 'DELETE', `/v1/Users/${reader}`)).statusCode).toBe(204);
    expect((await server.call(ADMIN, 'GET', `/v2/Assets/${asset.id}/assignments`)).json()).toEqual([]);
  });

  it('invites a person by email with a role, once; their whole profile, names still null, takes another role', async () => {
    await start();
    const invited = await server.call(ADMIN, 'POST', '/v1/Users', {
      email: 'Nora@Example.com',
      userType: 'User',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'Nora@Example.com', userType: 'User', signedIn: false });
    const again = await server.call(ADMIN, 'POST', '/v1/Users', {
      email: 'nora@example.com',
      userType: 'Reader',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await server.call(USER, 'POST', '/v1/Users', { email: 'x@example.com', userType: 'User' })).statusCode,
    ).toBe(403);
    const bad = await server.call(ADMIN, 'POST', '/v1/Users', { email: 'x@example.com' });
    expect(bad.json().message).toBe('body.userType: Select a user type');
    // The web sends the whole profile with a change of role, an invited person's names null as they stand.
    const { id, email, displayName, firstName, lastName, language } = invited.json();
    const role = await server.call(ADMIN, 'PUT', `/v1/Users/${id}`, {
      email,
      displayName,
      firstName,
      lastName,
      phoneNumber: null,
      profileImage: null,
      title: null,
      department: null,
      city: null,
      country: null,
      showInDirectory: true,
      allowEmailNotifications: true,
      language,
      userType: 'Reader',
    });
    expect([firstName, lastName, role.statusCode]).toEqual([null, null, 200]);
    expect(role.json()).toMatchObject({ firstName: null, lastName: null, userType: 'Reader' });
  });

  it("answers 404 for another company's people and changes nothing", async () => {
    await start();
    const demoIds = (await server.call(ADMIN, 'GET', '/v1/Users/company'))
      .json()
      .map((u: { id: string }) => u.id);
    expect(demoIds).toHaveLength(5);
    for (const id of demoIds) {
      expect((await server.call(OTHER, 'GET', `/v1/Users/${id}`)).statusCode).toBe(404);
      expect((await server.call(OTHER, 'PUT', `/v1/Users/${id}`, { title: 'Hacked' })).statusCode).toBe(404);
      expect((await server.call(OTHER, 'PUT', `/v1/Users/${id}`, { userType: 'Reader' })).statusCode).toBe(
        404,
      );
      expect((await server.call(OTHER, 'DELETE', `/v1/Users/${id}`)).statusCode).toBe(404);
    }
    const after = (await server.call(ADMIN, 'GET', '/v1/Users/company')).json();
    expect(after).toHaveLength(5);
    expect(after.every((u: { title: string | null }) => u.title !== 'Hacked')).toBe(true);
  });

  it('answers 400 naming the id for an id of the wrong kind', async () => {
    await start();
    const response = await server.call(ADMIN, 'GET', '/v1/Users/42');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('params.id');
  });
});
