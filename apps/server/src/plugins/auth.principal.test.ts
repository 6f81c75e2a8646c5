import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callWithToken, createAccessToken } from '../test/access-tokens.js';
import { ADMIN, READER, USER } from '../test/accounts.js';
import { describeEachDatabase, drivers } from '../test/databases.js';
import { twoInstances } from '../test/instances.js';
import { countedServer } from '../test/queries.js';
import type { TestServer } from '../test/server.js';

async function userId(server: TestServer, email: string): Promise<string> {
  const people: { id: string; email: string }[] = (
    await server.call(ADMIN, 'GET', '/v1/Users/company')
  ).json();
  const person = people.find((p) => p.email === email);
  if (!person) throw new Error(`${email} is not in the company`);
  return person.id;
}

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

  it('costs GET /v1/Me one query once the token was seen', async () => {
    expect((await server.call(USER, 'GET', '/v1/Me')).statusCode).toBe(200);
    const before = queries();
    const me = await server.call(USER, 'GET', '/v1/Me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(USER);
    expect(queries() - before).toBe(1);
  });

  it('follows a role change on the very next request', async () => {
    expect((await server.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(201);
    const id = await userId(server, USER);
    expect((await server.call(ADMIN, 'PUT', `/v1/Users/${id}`, { userType: 'Reader' })).statusCode).toBe(200);
    expect((await server.call(USER, 'GET', '/v1/Me')).json().role).toBe('Reader');
    expect((await server.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(403);
  });
});

// Each instance remembers the tokens it verified; a change made through the other must count at once.
describe.runIf(drivers.includes('postgres'))('the principal across two instances', () => {
  const instances = twoInstances();

  it('takes a demotion made on one instance on the next request to the other', async () => {
    const [a, b] = instances();
    expect((await b.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(201);
    const id = await userId(a, USER);
    expect((await a.call(ADMIN, 'PUT', `/v1/Users/${id}`, { userType: 'Reader' })).statusCode).toBe(200);
    expect((await b.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(403);
    expect((await b.call(USER, 'GET', '/v1/Me')).json().role).toBe('Reader');
    expect((await a.call(ADMIN, 'PUT', `/v1/Users/${id}`, { userType: 'User' })).statusCode).toBe(200);
    expect((await b.call(USER, WRITE.method, WRITE.url, WRITE.body)).statusCode).toBe(201);
  });

  it('ends the tokens handed out before a sign-out everywhere made on the other instance', async () => {
    const [a, b] = instances();
    const token = await b.tokenOf(READER);
    expect((await callWithToken(b, token, 'GET', READ)).statusCode).toBe(200);
    const id = await userId(a, READER);
    expect((await a.call(ADMIN, 'DELETE', `/v1/Accesses/${id}/sessions`)).statusCode).toBe(204);
    expect((await callWithToken(b, token, 'GET', READ)).statusCode).toBe(401);
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
    expect((await b.call(USER, 'GET', READ)).statusCode).toBe(403);
  });
});
