import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { auditEvents, companies, documentation, items } from '../../db/schema/index.js';
import { USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';

/** Values the save bodies take, valid and not, so random bodies often get past the first check. */
const value = fc.oneof(
  fc.constantFrom('Definition', 'guidance', 'internal', 'authoritative', 'Assets', 'Executions', '<p>x</p>'),
  fc.string({ maxLength: 40 }),
  fc.uuid(),
  fc.integer(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom('class', 'purpose', 'content', 'documentType', 'itemId', 'id'), value, {
    maxKeys: 6,
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

describeEachDatabase('documentation write routes under random input', (db) => {
  let server: TestServer;
  let asset: { id: string; legacyId: number };
  beforeEach(async () => {
    server = await startTestServer(db());
    const [demo] = await db().db.select().from(companies).where(eq(companies.name, 'Demo AS'));
    const [row] = await db()
      .db.insert(items)
      .values({ companyId: demo?.id as string, category: 'Assets', number: 1, name: 'Laptop', assetClass: 1 })
      .returning({ id: items.id, legacyId: items.legacyId });
    asset = row as typeof asset;
  });
  afterEach(() => server.close());

  const counts = async () => ({
    documentation: (await db().db.select().from(documentation)).map((d) => `${d.id}:${d.content}`).sort(),
    audit: (await db().db.select().from(auditEvents)).length,
  });

  it('never answers 500 and writes nothing on a 4xx', async () => {
    const routes = [
      ['POST', `/v2/Assets/${asset.id}/documentations`],
      ['POST', '/v2/Documentations'],
      ['PUT', `/v1/Assets/${asset.legacyId}/documentation`],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async ([method, url], payload) => {
        const before = await counts();
        const response = await server.app.inject({
          method,
          url,
          headers: {
            authorization: `Bearer ${await server.tokenOf(USER)}`,
            'content-type': 'application/json',
          },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await counts()).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });
});
