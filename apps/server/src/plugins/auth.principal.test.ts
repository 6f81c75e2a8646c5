import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callWithToken, createAccessToken } from '../test/access-tokens.js';
import { ADMIN, READER, USER } from '../test/accounts.js';
import { describeEachDatabase, drivers } from '../test/databases.js';
import { createAudit, createSpecification } from '../test/factories.js';
import { twoInstances } from '../test/instances.js';
import { countedServer, knownCaller } from '../test/queries.js';
import type { TestServer } from '../test/server.js';
import { Browser, signIn } from '../test/sign-in.js';

async function userId(server: TestServer, email: string): Promise<string> {
  const people: { id: string; email: string }[] = (
    await server.call(ADMIN, 'GET', '/v1/Users/company')
  ).json();
  const person = people.find((p) => p.email === email);
  if (!person) throw new Error(`${email} is not in the company`);
  return person.id;
}

const roleOn = async (server: TestServer, email: string) =>
  (await server.call(email, 'GET', '/v1/Me')).json().role;

/** A route a Reader may call but the role Registered, which a deleted person comes back as, may not. */
const READ = '/v1/Assets';
/** A write a User may make and a Reader may not. */
const WRITE = { method: 'POST', url: '/v1/Assets', body: { name: 'Printer', class: 1 } };

describeEachDatabase('the principal of a known token', (db) => {
  let server: TestServer;
  let queries: () => number;
  beforeEach(async () => {
    ({ server, queries } = await countedServer(db()));
  });
  afterEach(() => server.close());

  it('costs GET /v1/Me no query once the caller is known', async () => {
    await knownCaller(server, USER, queries);
    const before = queries();
    const me = await server.call(USER, 'GET', '/v1/Me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(USER);
    expect(queries() - before).toBe(0);
  });

  it('reads the caller again after a change to any person or company, even one made outside the app', async () => {
    await knownCaller(server, USER, queries);
    // By hand in SQL, as an operator would: only the database's notification tells the app.
    await server.app.database.db.execute(
      sql`update companies set name = 'Renamed AS' where name = 'Demo AS'`,
    );
    await expect
      .poll(async () => (await server.call(USER, 'GET', '/v1/Me')).json().company.name)
      .toBe('Renamed AS');
  });

  it('follows a role change on the very next request', async () => {
    expect((await server.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(201);
    const id = await userId(server, USER);
    expect((await server.call(ADMIN, 'PUT', `/v1/Users/${id}`, { userType: 'Reader' })).statusCode).toBe(200);
    expect((await server.call(USER, 'GET', '/v1/Me')).json().role).toBe('Reader');
    expect((await server.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(403);
  });
});

// Each instance remembers the tokens it verified and the callers it read; a change made through the other
// reaches it with the database's notification, which it hears within moments: the tests wait for it, and
// would wait forever (and fail) if nothing told the other instance.
describe.runIf(drivers.includes('postgres'))('the principal across two instances', () => {
  const instances = twoInstances();

  it('takes a demotion made on one instance on the next request to the other', async () => {
    const [a, b] = instances();
    expect((await b.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(201);
    const id = await userId(a, USER);
    expect((await a.call(ADMIN, 'PUT', `/v1/Users/${id}`, { userType: 'Reader' })).statusCode).toBe(200);
    await expect.poll(() => roleOn(b, USER)).toBe('Reader');
    expect((await b.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(403);
    expect((await a.call(ADMIN, 'PUT', `/v1/Users/${id}`, { userType: 'User' })).statusCode).toBe(200);
    await expect.poll(() => roleOn(b, USER)).toBe('User');
    expect((await b.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(201);
  });

  it('ends the tokens handed out before a sign-out everywhere made on the other instance', async () => {
    const [a, b] = instances();
    const token = await b.tokenOf(READER);
    expect((await callWithToken(b, token, 'GET', READ)).statusCode).toBe(200);
    const id = await userId(a, READER);
    expect((await a.call(ADMIN, 'DELETE', `/v1/Accesses/${id}/sessions`)).statusCode).toBe(204);
    await expect.poll(async () => (await callWithToken(b, token, 'GET', READ)).statusCode).toBe(401);
  });

  it('ends a personal access token revoked on the other instance', async () => {
    const [a, b] = instances();
    const created = await createAccessToken(a, USER, 'read');
    expect((await callWithToken(b, created.token, 'GET', READ)).statusCode).toBe(200);
    expect((await a.call(USER, 'DELETE', `/v1/Me/tokens/${created.id}`)).statusCode).toBe(204);
    expect((await callWithToken(b, created.token, 'GET', READ)).statusCode).toBe(401);
  });

  it('lets a person deleted on one instance no longer in through the other', async () => {
    const [a, b] = instances();
    expect((await b.call(USER, 'GET', READ)).statusCode).toBe(200);
    const id = await userId(a, USER);
    expect((await a.call(ADMIN, 'DELETE', `/v1/Users/${id}`)).statusCode).toBe(204);
    await expect.poll(async () => (await b.call(USER, 'GET', READ)).statusCode).toBe(403);
  });

  it("ends an external auditor's access revoked on the other instance with the next request", async () => {
    const [a, b] = instances();
    const { specification } = await createSpecification(a);
    // As ADMIN: the tests before this one share the instances and have deleted USER.
    const audit = await createAudit(a, [specification.id], {}, ADMIN);
    const email = 'auditor@certifier.example';
    const grants = `/v2/audits/${audit.id}/auditors`;
    const grant = await a.call(ADMIN, 'POST', grants, { email, until: '2999-12-31' });
    expect(grant.statusCode, grant.body).toBe(201);
    const { userId: auditor } = grant.json();
    const { resetUrl } = (await a.call(ADMIN, 'POST', `/v1/Users/${auditor}/password-reset`)).json();
    const password = 'a long auditor passphrase';
    await new Browser(a.base).request(new URL(resetUrl).pathname, { form: { password, repeat: password } });
    const { access_token: token } = await signIn(b.base, email, password);
    expect((await callWithToken(b, token, 'GET', `/v2/audits/${audit.id}`)).statusCode).toBe(200);
    expect((await a.call(ADMIN, 'DELETE', `${grants}/${auditor}`)).statusCode).toBe(204);
    // The grant is read on every request, so no notification needs to reach the other instance first.
    expect((await callWithToken(b, token, 'GET', `/v2/audits/${audit.id}`)).statusCode).toBe(404);
  });
});
