import { count } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { specificationDocuments, specificationElements, specifications } from '../../db/schema/index.js';
import { ADMIN, OTHER, READER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { expectValidOscal } from '../../test/oscal-schema.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import {
  catalog,
  fixture,
  importSpecification,
  importSpecifications,
  LOW,
  LOW_PROFILE,
  MODERATE,
  XML_PROFILE,
} from '../../test/specifications.js';
import { parseSpecification } from './import/import.parser.js';

type Element = { code: string; name: string; kind: string };

describeEachDatabase('OSCAL profile import', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const elements = async (id: string): Promise<Element[]> =>
    (await server.call(READER, 'GET', `/v2/specifications/${id}/elements`))
      .json()
      .map(({ code, name, kind }: Element) => ({ code, name, kind }));
  const rows = async () => ({
    specifications: (await db().db.select({ n: count() }).from(specifications))[0]?.n,
    elements: (await db().db.select({ n: count() }).from(specificationElements))[0]?.n,
    documents: (await db().db.select({ n: count() }).from(specificationDocuments))[0]?.n,
  });

  it('resolves the LOW profile uploaded with the MODERATE catalog into exactly NIST’s LOW baseline', async () => {
    const response = await importSpecifications(server, ADMIN, [
      { name: LOW_PROFILE, content: fixture(LOW_PROFILE) },
      { name: MODERATE, content: catalog(MODERATE) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const tailored = response.json();
    const list = (await server.call(READER, 'GET', '/v2/specifications?filter=800-53')).json();
    const moderate = list.find((s: { name: string }) => s.name.includes('MODERATE'));
    expect(tailored).toMatchObject({
      name: 'NIST Special Publication 800-53 Revision 5.1.1 LOW IMPACT BASELINE',
      sourceId: '7eca4589-7ed9-4552-9da6-738126660be3',
      tailored: true,
      sourceCatalogId: moderate.id,
      elementCounts: { topic: 18, subtopic: 0, requirement: 149 },
    });
    expect(moderate).toMatchObject({ tailored: false, sourceCatalogId: null });

    // The oracle: NIST's own LOW resolved catalog, imported as a catalog, has the same tree.
    const low = (await importSpecification(server, OTHER, LOW, catalog(LOW))).json();
    const oracle = (await server.call(OTHER, 'GET', `/v2/specifications/${low.id}/elements`)).json();
    expect(await elements(tailored.id)).toEqual(
      oracle.map(({ code, name, kind }: Element) => ({ code, name, kind })),
    );

    // Importing the profile again (against the catalog imported before) updates it in place.
    const again = await importSpecification(server, ADMIN, LOW_PROFILE, fixture(LOW_PROFILE));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: tailored.id, sourceCatalogId: moderate.id });
  });

  it('resolves an XML profile against a catalog imported before, found by its title', async () => {
    const moderate = (await importSpecification(server, ADMIN, MODERATE, catalog(MODERATE))).json();
    const response = await importSpecification(server, ADMIN, XML_PROFILE, fixture(XML_PROFILE));
    expect(response.statusCode, response.body).toBe(201);
    const tailored = response.json();
    expect(tailored).toMatchObject({
      name: 'Praxis tailored access baseline',
      version: '1.0',
      tailored: true,
      sourceCatalogId: moderate.id,
    });
    const tree = await elements(tailored.id);
    expect(tree.map((e) => e.code)).toEqual([
      'accounts',
      'AC-2',
      'AC-2(1)',
      'AC-2(2)',
      'AC-2(3)',
      'AC-2(4)',
      'AC-2(5)',
      'rest',
      'AC-1',
      'AU-11',
      'AU-12',
    ]);

    // The export is an OSCAL catalog NIST's schema accepts, with the profile's uuid.
    const exported = await server.app.inject({
      method: 'GET',
      url: `/v2/specifications/${tailored.id}/export?format=oscal-json`,
      headers: { authorization: `Bearer ${await server.tokenOf(READER)}` },
    });
    expect(exported.statusCode).toBe(200);
    expectValidOscal('catalog', exported.json());
    const oscal: { uuid: string; groups: { title: string }[] } = exported.json().catalog;
    expect(oscal.uuid).toBe('5c1d7a3e-2f4b-4c8d-9e61-0a7b3c5d9f21');
    expect(oscal.groups.map((g) => g.title)).toEqual(['Accounts', 'Policies and audit']);
    const again = parseSpecification(exported.rawPayload);
    expect(again.name).toBe('Praxis tailored access baseline');
  });

  it('refuses a profile whose catalog is missing, naming it, and writes nothing', async () => {
    const before = await rows();
    const response = await importSpecification(server, ADMIN, LOW_PROFILE, fixture(LOW_PROFILE));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'element imports[0]: the catalog NIST Special Publication 800-53 Revision 5: Security and Privacy Controls for Federal Information Systems and Organizations is not imported: upload it with the profile, or import it first',
    );
    expect(response.json().details).toEqual([
      {
        field: 'file',
        message: response.json().message,
        messageCode: 'importProblem',
        messageParams: { problem: response.json().message },
      },
    ]);
    expect(await rows()).toEqual(before);
  });

  it('resolves only against catalogs of the caller’s company', async () => {
    await importSpecification(server, ADMIN, MODERATE, catalog(MODERATE));
    const response = await importSpecification(server, OTHER, XML_PROFILE, fixture(XML_PROFILE));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      'the catalog NIST Special Publication 800-53 Revision 5.1.1 MODERATE IMPACT BASELINE is not imported',
    );
  });

  it('refuses unknown ids naming the file and the id, and keeps the catalog sent with it out too', async () => {
    const before = await rows();
    const broken = fixture(XML_PROFILE)
      .toString('utf8')
      .replace('<with-id>ac-1</with-id>', '<with-id>ac-99</with-id>');
    const response = await importSpecifications(server, ADMIN, [
      { name: MODERATE, content: catalog(MODERATE) },
      { name: 'broken.xml', content: broken },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'broken.xml: line 11: control ac-99 is not in NIST Special Publication 800-53 Revision 5.1.1 MODERATE IMPACT BASELINE',
    );
    expect(await rows()).toEqual(before);
  });

  it('takes at most ten files in one import', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({
      name: `${i}.csv`,
      content: `code,name,text,parentCode\nT${i},Topic,,\nR${i},Rule,,T${i}\n`,
    }));
    const response = await importSpecifications(server, ADMIN, files);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('file: send at most 10 files per request');
  });

  it('refuses circular imports, naming the circle', async () => {
    const profile = (uuid: string, title: string, imports: string) =>
      JSON.stringify({
        profile: { uuid, metadata: { title }, imports: [{ href: imports, 'include-all': {} }] },
      });
    const response = await importSpecifications(server, ADMIN, [
      { name: 'a.json', content: profile('a0000000-0000-4000-8000-000000000001', 'A', 'b.json') },
      { name: 'b.json', content: profile('b0000000-0000-4000-8000-000000000002', 'B', 'a.json') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('a.json: element imports[0]: circular import: A → B → A');
  });
});
