import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createAsset, createControlWithExecution, createItem } from '../../test/factories.js';
import { PDF } from '../../test/files.js';
import { BOUNDARY, multipartBody } from '../../test/multipart.js';
import { startTestServer, type TestServer } from '../../test/server.js';

const WRITES = new Set(['POST', 'PUT', 'DELETE']);
/**
 * The write routes of the toolbox modules: registers, categories, relations, assignments, checkpoints, and
 * the evidence on items.
 */
const TOOLBOX =
  /^\/v[12]\/(assets|products|controls|threats|treatments|executions|causes|origins|risks|category|evidence)(\/|$)/i;

const TABLES = [
  'items',
  'item_relations',
  'assignments',
  'checkpoints',
  'categories',
  'sub_classes',
  'saved_filters',
  'evidence',
  'evidence_revisions',
  'file_contents',
  'audit_events',
];

/** Field names any of the write routes reads, so random bodies often get past the first check. */
const KEYS = [
  'id',
  'name',
  'class',
  'title',
  'subClass',
  'category',
  'subCategory',
  'productCategoryId',
  'threatCategoryId',
  'definition',
  'instruction',
  'type',
  'likelihood',
  'consequence',
  'controlId',
  'itemId',
  'itemType',
  'userId',
  'deadlineDate',
  'implementedDate',
  'expiresDate',
  'assetClass',
  'assetCategory',
  'assetId',
  'productId',
  'threatId',
  'parameter',
  'value',
  'url',
  'description',
  'effectiveDate',
  'decision',
  'comment',
];

/**
 * A random value as a form field's text: a form carries only text. JSON for objects, since fast-check makes
 * objects that `String` cannot convert (a `toString` of null); JSON has no text for a few values either.
 */
const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : String(value);

/** The random body as a multipart form: its keys as text fields beside a file, cut off where asked. */
function formOf(payload: unknown, form: { content: Buffer; cut?: number }): Buffer {
  const fields =
    payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? Object.entries(payload).map(([field, value]) => ({ field, content: textOf(value) }))
      : [];
  const body = multipartBody([...fields, { filename: 'proof.pdf', content: form.content }]);
  return form.cut === undefined ? body : body.subarray(0, form.cut % body.length);
}

describeEachDatabase('toolbox write routes under random input', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  /** Every row of the toolbox tables and the audit log, as one fingerprint per table. */
  async function snapshot() {
    const parts = TABLES.map((t) =>
      sql.raw(`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${t} x) as ${t}`),
    );
    const result = await db().db.execute(sql`select ${sql.join(parts, sql`, `)}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows[0];
  }

  /** One item of every register, a category, a sub-class and the caller's id: what valid ids look like. */
  async function fixtures() {
    const post = async (url: string, body?: unknown) => (await server.call(USER, 'POST', url, body)).json();
    const { asset, control, execution } = await createControlWithExecution(server);
    const others = [
      await createAsset(server, { class: 2 }),
      await createItem(server, 'Products'),
      await createItem(server, 'Threats'),
      await createItem(server, 'Treatments'),
      await createItem(server, 'Causes'),
      await createItem(server, 'Origins'),
      await createItem(server, 'Risks'),
    ];
    const category = await post('/v1/Category/Assets?name=IT');
    const subClass = await post('/v1/Category/Assets/SubClasses', { name: 'Servers', assetClass: 1 });
    const me = (await server.call(USER, 'GET', '/v1/Me')).json().user.id;
    const evidence = await post(`/v2/Assets/${asset.id}/evidence`, {
      title: 'T',
      url: 'https://example.com/p',
    });
    return [asset, control, execution, ...others, category, subClass, evidence]
      .flatMap((r) => [r.id, r.legacyId])
      .filter((v) => v !== undefined)
      .concat(me);
  }

  it('never answers 500 and writes nothing when it answers 4xx', async () => {
    const routes = server.app.routeTable.filter((r) => WRITES.has(r.method) && TOOLBOX.test(r.url));
    expect(routes.length).toBeGreaterThan(60);
    // Fixtures are made again only when a delete succeeded, so most ids keep pointing at something.
    let ids = await fixtures();
    let state = await snapshot();
    for (const route of routes) {
      const idArb = fc.oneof(
        fc.nat().map((i) => ids[i % ids.length]),
        fc.constantFrom(randomUUID(), 'abc', '0', '-1', '99999999999', '1.5', ''),
        fc.string({ maxLength: 40 }),
      );
      const value = fc.oneof(
        idArb,
        fc.constantFrom(
          'Asset',
          '2030-01-31',
          '2030-02-30',
          'Name',
          0,
          1,
          2,
          4,
          5,
          6,
          null,
          true,
          '',
          'x'.repeat(600),
          'https://example.com/proof',
          'approved',
        ),
        fc.integer(),
        fc.string({ maxLength: 20 }),
        fc.anything({ maxDepth: 2 }),
      );
      const body = fc.oneof(
        fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }),
        fc.array(fc.record({ parameter: value, value }), { maxLength: 3 }),
        fc.anything({ maxDepth: 2 }),
      );
      // Sometimes the body goes as multipart/form-data instead: fields and a file, whole or cut off, under
      // the boundary its header names or another one.
      const form = fc.option(
        fc.record({
          content: fc.oneof(
            fc.constant(PDF),
            fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
          ),
          cut: fc.option(fc.nat(), { nil: undefined }),
          boundary: fc.constantFrom(BOUNDARY, 'another-boundary'),
        }),
        { nil: undefined, freq: 3 },
      );
      const query = fc.option(fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('Servers', 'IT')), {
        nil: undefined,
      });
      await fc.assert(
        fc.asyncProperty(
          fc.array(idArb, { minLength: 2, maxLength: 2 }),
          body,
          query,
          form,
          async ([a, b], payload, name, multipart) => {
            const params = [String(a), String(b)].map(encodeURIComponent);
            let url = route.url
              .replace(':id', params[0] as string)
              .replace(/:otherId|:number/, params[1] as string);
            if (name !== undefined) url += `?name=${encodeURIComponent(name)}`;
            const before = state;
            const json = JSON.stringify(payload);
            const sent = multipart ? formOf(payload, multipart) : json;
            const type = multipart
              ? `multipart/form-data; boundary=${multipart.boundary}`
              : 'application/json';
            const response = await server.app.inject({
              method: route.method,
              url,
              headers: {
                authorization: `Bearer ${await server.tokenOf(USER)}`,
                ...(sent === undefined ? {} : { 'content-type': type }),
              },
              ...(sent === undefined ? {} : { payload: sent }),
            });
            const where = `${route.method} ${url} ${JSON.stringify(payload)}`;
            expect(response.statusCode, `${where} → ${response.body}`).toBeLessThan(500);
            state = await snapshot();
            if (response.statusCode >= 400)
              expect(state, `${where} → ${response.statusCode}`).toEqual(before);
            else if (route.method === 'DELETE') {
              ids = await fixtures();
              state = await snapshot();
            }
          },
        ),
        { numRuns: 6 },
      );
    }
  });
});
