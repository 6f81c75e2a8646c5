import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.js';
import { testApp } from '../../test/app.js';
import { describeEachDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { signIn } from '../../test/sign-in.js';
import { ALREADY_SET_UP, NO_SETUP_WITH_EXTERNAL_PROVIDER } from './setup.service.js';

const SETUP = {
  companyName: 'Acme AS',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@acme.example',
  password: 'correct horse battery staple',
};

describeEachDatabase('first run: POST /v1/setup', (db) => {
  let server: TestServer;
  afterEach(() => server?.close());

  const start = async () => {
    server = await startTestServer(db(), { DEMO: '0' });
    return server;
  };
  const setupRequired = async () =>
    (await server.call(undefined, 'GET', '/config.json')).json().setupRequired;
  const companyNames = async () =>
    (await db().db.select({ name: companies.name }).from(companies)).map((c) => c.name);

  it('creates the company and its Administrator, who signs in with the password; then answers 409', async () => {
    await start();
    expect(await setupRequired()).toBe(true);

    const created = await server.call(undefined, 'POST', '/v1/setup', { ...SETUP, language: 'nb-NO' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      company: { name: 'Acme AS' },
      user: {
        email: SETUP.email,
        firstName: 'Ada',
        lastName: 'Admin',
        userType: 'Administrator',
        language: 'nb-NO',
      },
    });
    expect(await setupRequired()).toBe(false);

    const tokens = await signIn(server.base, SETUP.email, SETUP.password);
    const me = await server.app.inject({
      url: '/v1/Me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json()).toMatchObject({ role: 'Administrator', company: { name: 'Acme AS' } });
    const audit = await server.app.inject({
      url: '/v1/audit',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(
      audit
        .json()
        .data.map((e: { entity: string }) => e.entity)
        .sort(),
    ).toEqual(['companies', 'users']);

    const again = await server.call(undefined, 'POST', '/v1/setup', { ...SETUP, companyName: 'Other AS' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: ALREADY_SET_UP });
    expect(await companyNames()).toEqual(['Acme AS']);
  });

  it('answers 409 on an installation with demo data', async () => {
    server = await startTestServer(db());
    expect(await setupRequired()).toBe(false);
    expect((await server.call(undefined, 'POST', '/v1/setup', SETUP)).statusCode).toBe(409);
  });

  it.each([
    ['a short password', { password: 'short pass' }, 'body.password', 'Use at least 12 characters'],
    [
      'a common password',
      { password: 'Password1234' },
      'body.password',
      'This password is too common; choose another',
    ],
    ['a bad email', { email: 'ada.acme.example' }, 'body.email', 'Invalid email'],
    ['no company name', { companyName: ' ' }, 'body.companyName', 'Field is required'],
    ['no last name', { lastName: '' }, 'body.lastName', 'Field is required'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_case, change, field, message) => {
    await start();
    const response = await server.call(undefined, 'POST', '/v1/setup', { ...SETUP, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', details: [{ field, message }] });
    expect(await companyNames()).toEqual([]);
    expect(await setupRequired()).toBe(true);
  });

  it('writes all or nothing: a failure after the company was inserted leaves no company', async () => {
    await start();
    const { db: orm } = db();
    // Makes the last insert of the setup fail, after the company and the user went in.
    await orm.execute(sql`create function refuse_credentials() returns trigger language plpgsql as $$
      begin raise exception 'no credentials today'; end $$`);
    await orm.execute(sql`create trigger refuse_credentials before insert on credentials
      for each row execute function refuse_credentials()`);
    try {
      expect((await server.call(undefined, 'POST', '/v1/setup', SETUP)).statusCode).toBe(500);
      expect(await companyNames()).toEqual([]);
      expect(await setupRequired()).toBe(true);
    } finally {
      await orm.execute(sql`drop trigger refuse_credentials on credentials`);
      await orm.execute(sql`drop function refuse_credentials()`);
    }
    expect((await server.call(undefined, 'POST', '/v1/setup', SETUP)).statusCode).toBe(201);
  });

  it('makes one company when two setups race', async () => {
    await start();
    const answers = await Promise.all([
      server.call(undefined, 'POST', '/v1/setup', SETUP),
      server.call(undefined, 'POST', '/v1/setup', {
        ...SETUP,
        companyName: 'Rival AS',
        email: 'r@rival.example',
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await companyNames()).toHaveLength(1);
  });

  it('has no setup with an external provider: 404, and /config.json never asks for it', async () => {
    const app = await testApp(db(), { DEMO: '0', OIDC_ISSUER: 'https://login.example.com/realm' });
    try {
      const config = await app.inject('/config.json');
      expect(config.json()).toMatchObject({
        setupRequired: false,
        oidc: { authority: 'https://login.example.com/realm' },
      });
      const response = await app.inject({ method: 'POST', url: '/v1/setup', payload: SETUP });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: NO_SETUP_WITH_EXTERNAL_PROVIDER });
      expect(await companyNames()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
