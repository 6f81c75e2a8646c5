import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from './db/schema/index.js';
import { ADMIN, USER } from './test/accounts.js';
import { drivers, freshDatabase, type TestDatabase } from './test/databases.js';
import { createAsset, createSpecification } from './test/factories.js';
import { fieldParts, multipartBody, sendMultipart } from './test/multipart.js';
import { startTestServer, type TestServer } from './test/server.js';
import { Browser, CLIENT_ID } from './test/sign-in.js';

/** Every text sent carries this, so a list or a log line that shows one is easy to find. */
const PROBE = 'probe';
const NUL = `${PROBE}\u0000`;

/** A refusal by the contract's rule for text: 400, naming the field and the character. */
function expectRefused(
  response: { statusCode: number; json: () => unknown },
  field: string,
  character = 'U+0000',
) {
  expect(response.statusCode).toBe(400);
  const detail = { field, messageCode: 'unstorableCharacter', messageParams: { character } };
  expect(response.json()).toMatchObject({
    code: 'validation',
    message: `${field}: contains a character that cannot be stored: ${character}`,
    messageCode: 'unstorableCharacter',
    details: [detail],
  });
}

// One server per database for the whole file: each test checks that its own refusals wrote nothing.
for (const driver of drivers) {
  describe(`texts the database cannot store [${driver}]`, () => {
    let database: TestDatabase;
    let server: TestServer;
    const logs: string[] = [];
    let assetId: string;
    let requirementId: string;

    beforeAll(async () => {
      database = await freshDatabase(driver);
      const logStream = new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      });
      server = await startTestServer(database, { LOG_LEVEL: 'info' }, { logStream });
      assetId = (await createAsset(server, { name: 'Laptop' })).id;
      requirementId = (await createSpecification(server)).byCode('GV.1.1').id;
    });

    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    const changes = async () => (await database.db.select({ n: count() }).from(auditEvents))[0]?.n;

    /** Sends, and holds that nothing was written: every change records an event, and none was recorded. */
    async function expectNothingWritten(send: () => Promise<{ statusCode: number; json: () => unknown }>) {
      const before = await changes();
      const response = await send();
      expect(await changes()).toBe(before);
      return response;
    }

    it.each([
      [
        'a token name',
        USER,
        'POST',
        '/v1/Me/tokens',
        { name: NUL, scope: 'read', expiresInDays: 30 },
        'name',
      ],
      ['a label name', ADMIN, 'POST', '/v1/Labels', { name: NUL, colour: 'green' }, 'name'],
      ['a control name', USER, 'POST', '/v1/Controls', { name: NUL, title: 'T' }, 'name'],
      [
        'an environment',
        ADMIN,
        'POST',
        '/v1/Subscription/environments',
        { name: 'Test', description: NUL },
        'description',
      ],
    ] as const)('refuses NUL in %s', async (_what, as, method, url, body, field) => {
      expectRefused(await expectNothingWritten(() => server.call(as, method, url, body)), `body.${field}`);
      expect((await server.call(as, 'GET', url)).body).not.toContain(PROBE);
    });

    it('refuses NUL in an evidence link and an applicability justification', async () => {
      const evidence = `/v2/Assets/${assetId}/evidence`;
      const link = { title: NUL, url: 'https://example.com/policy' };
      expectRefused(
        await expectNothingWritten(() => server.call(USER, 'POST', evidence, link)),
        'body.title',
      );
      expect((await server.call(USER, 'GET', evidence)).json()).toEqual([]);
      const applicability = `/v2/requirements/${requirementId}/applicability`;
      const justification = { applicable: false, justification: `Not ours ${NUL}` };
      expectRefused(
        await expectNothingWritten(() => server.call(USER, 'PUT', applicability, justification)),
        'body.justification',
      );
      expect((await server.call(USER, 'GET', applicability)).json()).toEqual({
        applicable: null,
        justification: null,
      });
    });

    it('refuses half of a surrogate pair, which a text column would change and the audit log refuse', async () => {
      const label = { name: `${PROBE}\uD800`, colour: 'green' };
      expectRefused(
        await expectNothingWritten(() => server.call(ADMIN, 'POST', '/v1/Labels', label)),
        'body.name',
        'U+D800',
      );
      const control = { name: `\uDC00${PROBE}`, title: 'T' };
      expectRefused(
        await expectNothingWritten(() => server.call(USER, 'POST', '/v1/Controls', control)),
        'body.name',
        'U+DC00',
      );
      // A whole pair is one character the database keeps as it is.
      const emoji = await server.call(USER, 'POST', '/v1/Controls', {
        name: 'Backups \uD83D\uDCBE',
        title: 'T',
      });
      expect(emoji.statusCode).toBe(201);
      expect(emoji.json().name).toBe('Backups \uD83D\uDCBE');
    });

    it.each([
      ['a list filter', USER, 'GET', `/v1/Assets?filter=name:${PROBE}%00`, 'filter'],
      ['a specification filter', USER, 'GET', `/v2/specifications?filter=${PROBE}%00`, 'filter'],
      ['the audit log', ADMIN, 'GET', `/v1/audit?userEmail=${PROBE}%00`, 'userEmail'],
      ['a new category', ADMIN, 'POST', `/v1/Category/Assets?name=${PROBE}%00`, 'name'],
    ] as const)('refuses NUL in the query of %s', async (_what, as, method, url, field) => {
      expectRefused(await expectNothingWritten(() => server.call(as, method, url)), `querystring.${field}`);
    });

    it('refuses NUL in the title and the file name of an uploaded evidence', async () => {
      const upload = (title: string, filename: string) =>
        expectNothingWritten(() =>
          sendMultipart(
            server,
            USER,
            'POST',
            `/v2/Assets/${assetId}/evidence`,
            multipartBody([...fieldParts({ title }), { filename, content: 'Signed.\n' }]),
          ),
        );
      expectRefused(await upload(NUL, 'policy.txt'), 'title');
      expectRefused(await upload('Policy', `${NUL}.txt`), 'file');
      expect((await server.call(USER, 'GET', `/v2/Assets/${assetId}/evidence`)).json()).toEqual([]);
    });

    it('refuses NUL in what the built-in sign-in provider is sent, in its query and in its forms', async () => {
      const browser = new Browser(server.base);
      const authorize = await browser.request(`/oidc/auth?client_id=${CLIENT_ID}%00&response_type=code`);
      expect(authorize.status).toBe(400);
      expect(JSON.parse(authorize.text).details).toEqual([
        expect.objectContaining({ field: 'querystring.client_id', messageCode: 'unstorableCharacter' }),
      ]);
      const token = (form: Record<string, string>) =>
        browser.request('/oidc/token', {
          form: { client_id: CLIENT_ID, grant_type: 'refresh_token', ...form },
        });
      const refresh = await token({ refresh_token: NUL });
      expect([refresh.status, JSON.parse(refresh.text).error]).toEqual([400, 'invalid_grant']);
      const client = await token({ client_id: NUL, refresh_token: PROBE });
      expect([client.status, JSON.parse(client.text).error]).toEqual([401, 'invalid_client']);
    });

    it('logs no failure and no statement with its parameters for any of them', () => {
      const lines = logs
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.filter((line) => line.msg === 'request rejected').length).toBeGreaterThan(0);
      expect(logs.join('')).not.toMatch(/params:|Failed query/);
    });
  });
}
