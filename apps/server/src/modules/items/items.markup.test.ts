import { afterEach, beforeEach, expect, it } from 'vitest';
import { items } from '../../db/schema/index.js';
import { USER } from '../../test/accounts.js';
import { apiDocument } from '../../test/api-document.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createAsset, createControl, createItem } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';

/** The item fields shown as text (a control's read-only definition and instruction). */
const PLAIN_TEXT_FIELDS = ['definition', 'instruction'];

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  'Before <b onmouseover=alert(1)>bold</b> after',
  '<!-- a comment -->',
  '</p>closing',
];

interface BodyRoute {
  method: 'POST' | 'PUT';
  path: string;
  fields: string[];
  required: string[];
}

describeEachDatabase('plain-text item fields', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  /** Every route of the OpenAPI document whose JSON body carries one of the plain-text fields. */
  async function routesWithPlainText(): Promise<BodyRoute[]> {
    const doc = await apiDocument(server);
    const routes: BodyRoute[] = [];
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = (operation as { requestBody?: { content?: Record<string, { schema?: unknown }> } })
          .requestBody?.content?.['application/json']?.schema as
          | { properties?: Record<string, unknown>; required?: string[] }
          | undefined;
        const fields = PLAIN_TEXT_FIELDS.filter((f) => schema?.properties?.[f] !== undefined);
        if (fields.length > 0) {
          routes.push({
            method: method.toUpperCase() as BodyRoute['method'],
            path,
            fields,
            required: schema?.required ?? [],
          });
        }
      }
    }
    return routes;
  }

  const stored = () =>
    db().db.select({ definition: items.definition, instruction: items.instruction }).from(items);

  it('refuses markup in every plain-text field of every item route with 400 naming the field, storing nothing', async () => {
    const asset = await createAsset(server);
    const control = await createControl(server);
    const idOf: Record<string, string> = { '/v1/Assets': asset.id, '/v1/Controls': control.id };
    // The Causes, Origins and Risks registers carry a definition too.
    for (const register of ['Causes', 'Origins', 'Risks'] as const) {
      idOf[`/v1/${register}`] = (await createItem(server, register)).id;
    }
    const routes = await routesWithPlainText();
    // Asset create and update, control create: a route added later with these fields is walked too.
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      expect.arrayContaining(['POST /v1/Assets', 'PUT /v1/Assets', 'POST /v1/Controls']),
    );
    const before = await stored();
    for (const route of routes) {
      const base: Record<string, unknown> = {};
      for (const name of route.required) {
        base[name] = { class: 1, title: 'T', id: idOf[route.path] }[name];
      }
      for (const field of route.fields) {
        for (const payload of PAYLOADS) {
          const response = await server.call(USER, route.method, route.path, { ...base, [field]: payload });
          const what = `${route.method} ${route.path} ${field}=${payload}`;
          expect(response.statusCode, what).toBe(400);
          expect(response.json().details, what).toEqual([
            {
              field: `body.${field}`,
              message: 'must be plain text, without HTML markup',
              messageCode: 'plainText',
            },
          ]);
        }
        // A less-than sign in prose is text, not markup.
        const prose = await server.call(USER, route.method, route.path, {
          ...base,
          [field]: 'a < b & c > d',
        });
        expect(prose.statusCode, `${route.method} ${route.path} ${field}`).toBeLessThan(300);
        expect(prose.json()[field]).toBe('a < b & c > d');
      }
    }
    const after = await stored();
    for (const row of after) {
      for (const value of [row.definition, row.instruction]) expect(value ?? '').not.toMatch(/<[a-z!/?]/i);
    }
    expect(after.length).toBeGreaterThan(before.length);
  });
});
