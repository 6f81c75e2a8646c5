import {
  MAPPING_CSV_COLUMNS,
  type Mapping,
  type MappingCollection,
  type MappingImportResult,
} from '@praxis/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { specificationElements } from '../../db/schema/index.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createSpecification } from '../../test/factories.js';
import { importMappings } from '../../test/mappings.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { SMALL_CSV } from '../../test/specifications.js';

const SOURCE_HREF = 'catalogs/policy-a/catalog.json';
const TARGET_HREF = '#7c1e7a4e-4b1a-4a39-9a44-5f2b6c3d8e90';

/**
 * A collection as public ones are written: its catalogs named by paths of its own publisher (one through a
 * back-matter resource with a title) that match no file Praxis imported, and control ids in another case.
 */
const collection = JSON.stringify({
  'mapping-collection': {
    uuid: '0d6f3c0e-1b7a-4c55-9d0e-3a8b7f6e5d41',
    metadata: { title: 'Policy A to Policy B', version: '1' },
    provenance: { method: 'human', 'matching-rationale': 'semantic', status: 'complete' },
    mappings: [
      {
        uuid: '5e0b2d1c-6a3f-4e8d-b7c9-1f2e3d4c5b6a',
        'source-resource': { type: 'catalog', href: SOURCE_HREF },
        'target-resource': { type: 'catalog', href: TARGET_HREF },
        maps: [
          {
            uuid: '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
            relationship: 'equivalent-to',
            sources: [{ type: 'control', 'id-ref': 'gv.1.1' }],
            targets: [{ type: 'control', 'id-ref': 'Gv.1.2' }],
          },
          {
            uuid: '9b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
            relationship: 'subset-of',
            sources: [{ type: 'control', 'id-ref': 'PR.1' }],
            targets: [
              { type: 'control', 'id-ref': 'ac-2' },
              { type: 'control', 'id-ref': 'PR.9' },
            ],
          },
        ],
      },
    ],
    'back-matter': {
      resources: [
        {
          uuid: TARGET_HREF.slice(1),
          title: 'Policy B, as its publisher names it',
          rlinks: [{ href: 'https://example.org/policy-b/catalog.json' }],
        },
      ],
    },
  },
});

describeEachDatabase('mapping import: choosing the specifications of unmatched catalogs', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const stored = async () => ({
    collections: (await server.call(READER, 'GET', '/v2/mappings/collections')).json() as MappingCollection[],
    audit: (await server.call(ADMIN, 'GET', '/v1/audit?entity=mapping-collections')).json().data as unknown[],
  });

  it('answers the unmatched catalogs and writes nothing, then lands what the person chose, ids in any case', async () => {
    const a = await createSpecification(server, 'Policy A.csv');
    // Two requirements whose codes differ only in case: a control id finds its own exactly.
    const b = await createSpecification(
      server,
      'Policy B.csv',
      `${SMALL_CSV}\nAC-2,Account management,Manage accounts.,PR\nac-2,Account review,Review accounts.,PR`,
    );

    const asked = await importMappings(server, USER, 'collection.json', collection);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      format: 'oscal-json',
      collection: null,
      maps: 2,
      relationships: expect.objectContaining({ 'equivalent-to': 1, 'subset-of': 1 }),
      created: 0,
      updated: 0,
      removed: 0,
      keptManual: 0,
      waiting: [],
      unknownControls: [],
      unmatched: [
        { href: SOURCE_HREF, title: null, roles: ['source'], maps: 2 },
        { href: TARGET_HREF, title: 'Policy B, as its publisher names it', roles: ['target'], maps: 2 },
      ],
    } satisfies MappingImportResult);
    expect(await stored()).toEqual({ collections: [], audit: [] });

    // With `resources` the person has seen the list: a catalog left out waits, as one not imported does.
    const half = await importMappings(server, USER, 'collection.json', collection, {
      [SOURCE_HREF]: a.specification.id,
    });
    expect(half.json()).toMatchObject({
      created: 0,
      unmatched: [],
      waiting: [{ catalog: 'Policy B, as its publisher names it', role: 'target', maps: 2 }],
    });

    const chosen = await importMappings(server, USER, 'collection.json', collection, {
      [SOURCE_HREF]: a.specification.id,
      [TARGET_HREF]: b.specification.id,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const result: MappingImportResult = chosen.json();
    expect(result).toMatchObject({ created: 2, waiting: [], unmatched: [] });
    // An id no requirement has in any case is unknown.
    expect(result.unknownControls).toEqual([
      { catalog: 'Policy B, as its publisher names it', control: 'PR.9' },
    ]);
    const list: Mapping[] = (
      await server.call(
        READER,
        'GET',
        `/v2/mappings?source=${a.specification.id}&target=${b.specification.id}`,
      )
    ).json();
    expect(list.map((m) => [m.source.code, m.target.code, m.relationship])).toEqual([
      ['GV.1.1', 'GV.1.2', 'equivalent-to'],
      ['PR.1', 'ac-2', 'subset-of'],
    ]);
    const { collections, audit } = await stored();
    expect(collections).toEqual([
      expect.objectContaining({ title: 'Policy A to Policy B', mappings: 2, waiting: [] }),
    ]);
    expect(audit).toHaveLength(2);
  });

  it('lands a pair at a requirement with requirements below it, as at a leaf', async () => {
    const a = await createSpecification(server, 'Policy A.csv');
    const b = await createSpecification(server, 'Policy B.csv');
    // A catalog whose controls hold controls makes GV.1 a requirement with GV.1.1 and GV.1.2 below it.
    await server.app.database.db
      .update(specificationElements)
      .set({ kind: 'requirement' })
      .where(eq(specificationElements.id, b.byCode('GV.1').id));
    const csv = `${MAPPING_CSV_COLUMNS.join(',')}\nPolicy A,GV.1.1,Policy B,gv.1,superset-of,,\nPolicy A,GV.1.2,Policy B,GV.1.2,equal-to,,\n`;
    const result: MappingImportResult = (await importMappings(server, USER, 'm.csv', csv)).json();
    expect(result).toMatchObject({ created: 2, unknownControls: [], unmatched: [] });
    const list: Mapping[] = (
      await server.call(
        READER,
        'GET',
        `/v2/mappings?source=${a.specification.id}&target=${b.specification.id}`,
      )
    ).json();
    expect(list.map((m) => [m.source.code, m.target.code])).toEqual([
      ['GV.1.1', 'GV.1'],
      ['GV.1.2', 'GV.1.2'],
    ]);
  });

  it('refuses a bad choice with 400 at `resources`, never naming what another company has, and writes nothing', async () => {
    const a = await createSpecification(server, 'Policy A.csv');
    const unknown = '00000000-0000-4000-8000-000000000000';
    // The field as text, or typed application/json (which the multipart reader parses): read the same.
    const cases: [string, string, string?][] = [
      ['{"catalogs/policy-a/catalog.json":', 'resources: must be a JSON object'],
      ['["catalogs/policy-a/catalog.json"]', 'resources: must be a JSON object'],
      ['', 'resources: must be a JSON object'],
      [JSON.stringify({ [SOURCE_HREF]: 'Policy A' }), 'Must be the id of a specification'],
      [
        JSON.stringify({ 'catalogs/other.json': a.specification.id }),
        'the file names no catalog catalogs/other.json',
      ],
      [
        JSON.stringify({ [SOURCE_HREF]: unknown }),
        `no specification ${unknown} to choose for ${SOURCE_HREF}`,
      ],
      [
        JSON.stringify({ [SOURCE_HREF]: unknown }),
        `no specification ${unknown} to choose for ${SOURCE_HREF}`,
        'application/json',
      ],
    ];
    for (const [resources, message, type] of cases) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/v2/mappings/import',
        headers: {
          authorization: `Bearer ${await server.tokenOf(USER)}`,
          'content-type': 'multipart/form-data; boundary=b',
        },
        payload: [
          '--b',
          'Content-Disposition: form-data; name="resources"',
          ...(type ? [`Content-Type: ${type}`] : []),
          '',
          resources,
          '--b',
          'Content-Disposition: form-data; name="file"; filename="collection.json"',
          '',
          collection,
          '--b--',
          '',
        ].join('\r\n'),
      });
      expect(response.statusCode, resources).toBe(400);
      expect(response.json().message, resources).toContain(message);
      expect(response.json().details[0].field, resources).toMatch(/^resources\b/);
    }

    // Another company's person who sends our specification's id is told the same as for an id of nobody's.
    const foreign = await importMappings(server, OTHER, 'collection.json', collection, {
      [SOURCE_HREF]: a.specification.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      messageCode: 'noSpecificationFor',
      details: [{ field: 'resources', messageParams: { id: a.specification.id, href: SOURCE_HREF } }],
    });
    expect(foreign.body).not.toContain('Policy A');
    expect(await stored()).toEqual({ collections: [], audit: [] });
    expect((await server.call(OTHER, 'GET', '/v2/mappings/collections')).json()).toEqual([]);
  });
});
