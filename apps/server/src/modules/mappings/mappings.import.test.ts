import {
  type Mapping,
  type MappingCollection,
  type MappingImportResult,
  mappingRelationships,
  type RelationshipCounts,
} from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createMapping, createSpecification } from '../../test/factories.js';
import { ISO_CATALOG, ISO_TO_GS_COLLECTION, importMappings, METHODIK_CATALOG } from '../../test/mappings.js';
import { expectValidOscal } from '../../test/oscal-schema.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { fixture } from '../../test/specifications.js';
import { PRAXIS_OSCAL_NS } from '../specifications/specifications.export.js';

interface OscalMap {
  relationship: Mapping['relationship'];
  sources: { 'id-ref': string }[];
  targets: { 'id-ref': string }[];
}
interface OscalMapping {
  'target-resource': { href: string };
  maps: OscalMap[];
}

/** The collection as the BSI publishes it, and what the tests expect of it, counted from the file itself. */
const collection = JSON.parse(fixture(ISO_TO_GS_COLLECTION).toString('utf8'));
const mappings: OscalMapping[] = collection['mapping-collection'].mappings;
const countOf = (maps: OscalMap[]) => {
  const counts = Object.fromEntries(mappingRelationships.map((r) => [r, 0])) as RelationshipCounts;
  for (const map of maps) counts[map.relationship] += 1;
  return counts;
};
const [intoMethodik, intoKernel] = mappings as [OscalMapping, OscalMapping];

/**
 * What of the maps into Methodik can land: of the 23 target controls the collection names there, this edition
 * of the catalog has eight; three of those (GC.9.1, GC.9.1.1, GC.10.1) hold further controls, and are
 * requirements all the same.
 */
const LANDING = [
  ['5.1', 'GC.9.1', 'subset-of'],
  ['5.31', 'GC.7.1.1', 'subset-of'],
  ['5.31', 'PERF.2.1', 'subset-of'],
  ['5.34', 'GC.7.1.1', 'intersects-with'],
  ['5.34', 'GC.7.1.2', 'intersects-with'],
  ['5.34', 'PERF.2.1', 'intersects-with'],
  ['5.35', 'PERF.3.1.1', 'subset-of'],
  ['5.35', 'PERF.3.1.3', 'subset-of'],
  ['5.36', 'PERF.2.1', 'subset-of'],
  ['5.37', 'GC.10.1', 'subset-of'],
  ['5.5', 'GC.9.1', 'subset-of'],
  ['5.5', 'GC.9.1.1', 'subset-of'],
  ['5.6', 'GC.9.1.1', 'equivalent-to'],
];

describeEachDatabase('mapping import (BSI ISO 27001 → Grundschutz++)', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  /** Imports the collection; `resources` says the person has seen which catalogs match nothing. */
  const importCollection = async (
    content: Buffer | string = fixture(ISO_TO_GS_COLLECTION),
    resources?: Record<string, string>,
  ) => {
    const response = await importMappings(server, USER, ISO_TO_GS_COLLECTION, content, resources);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MappingImportResult;
  };

  it('lands the maps into Methodik, reports those into the Kernel catalog as waiting, counts as the file', async () => {
    const iso = await createSpecification(server, ISO_CATALOG, fixture(ISO_CATALOG));
    // Before Methodik is there, the import asks what the two catalogs it cannot find are, and writes nothing.
    const asked = await importCollection();
    expect(asked).toMatchObject({ collection: null, created: 0, waiting: [] });
    expect(asked.unmatched).toEqual([
      { href: METHODIK_CATALOG, title: null, roles: ['target'], maps: 13 },
      { href: 'BSI-Stand-der-Technik-Kernel-catalog.json', title: null, roles: ['target'], maps: 83 },
    ]);
    expect((await server.call(READER, 'GET', '/v2/mappings/collections')).json()).toEqual([]);
    // Told that both are left out, their maps wait.
    const early = await importCollection(undefined, {});
    expect(early).toMatchObject({ created: 0, unmatched: [] });
    expect(early.waiting).toEqual([
      {
        catalog: 'BSI-Methodik-Grundschutz++-catalog.json',
        role: 'target',
        maps: 13,
        relationships: countOf(intoMethodik.maps),
      },
      {
        catalog: 'BSI-Stand-der-Technik-Kernel-catalog.json',
        role: 'target',
        maps: 83,
        relationships: countOf(intoKernel.maps),
      },
    ]);

    const methodik = await createSpecification(server, METHODIK_CATALOG, fixture(METHODIK_CATALOG));
    const result = await importCollection(undefined, {});
    expect(result.format).toBe('oscal-json');
    expect(result.maps).toBe(mappings.reduce((n, m) => n + m.maps.length, 0));
    expect(result.relationships).toEqual(countOf(mappings.flatMap((m) => m.maps)));
    expect(result.relationships).toMatchObject({
      'subset-of': 75,
      'equivalent-to': 16,
      'intersects-with': 5,
    });
    expect(result.waiting).toEqual([
      {
        catalog: 'BSI-Stand-der-Technik-Kernel-catalog.json',
        role: 'target',
        maps: 83,
        relationships: countOf(intoKernel.maps),
      },
    ]);
    expect(result).toMatchObject({ created: LANDING.length, updated: 0, removed: 0, keptManual: 0 });
    const named = new Set(intoMethodik.maps.flatMap((m) => m.targets.map((t) => t['id-ref'])));
    const landed = new Set(LANDING.map(([, target]) => target));
    expect(result.unknownControls).toHaveLength(named.size - landed.size);
    expect(result.unknownControls.map((u) => u.control).filter((control) => landed.has(control))).toEqual([]);
    expect(new Set(result.unknownControls.map((u) => u.catalog))).toEqual(
      new Set(['BSI-Methodik-Grundschutz++-catalog.json']),
    );
    expect(result.collection).toMatchObject({
      sourceId: '5b0aca34-6c1c-465e-ae7b-32a4688ba161',
      title: 'ISO/IEC 27001:2022 Annex A to GS++ Mapping',
      version: '1.0.1-qa',
      mappings: LANDING.length,
    });

    const query = `source=${iso.specification.id}&target=${methodik.specification.id}`;
    const list: Mapping[] = (await server.call(READER, 'GET', `/v2/mappings?${query}`)).json();
    expect(list.map((m) => [m.source.code, m.target.code, m.relationship])).toEqual(LANDING);
    expect(list[0]).toMatchObject({
      origin: 'imported',
      collection: { id: result.collection?.id, title: 'ISO/IEC 27001:2022 Annex A to GS++ Mapping' },
      source: { specificationName: 'ISO/IEC 27001:2022 Annex A Catalog' },
      target: { specificationName: 'BSI Methodik Grundschutz++' },
    });
    const collections: MappingCollection[] = (
      await server.call(READER, 'GET', '/v2/mappings/collections')
    ).json();
    expect(collections).toEqual([result.collection]);
    const audit = (await server.call(ADMIN, 'GET', '/v1/audit?entity=mapping-collections')).json().data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);

    // The export names both catalogs as they came (file name and catalog uuid), so its import finds them.
    const exported = await server.call(READER, 'GET', `/v2/mappings/export?${query}&format=oscal-json`);
    expectValidOscal('mapping', exported.json());
    const [mapping] = exported.json()['mapping-collection'].mappings;
    const catalog = (href: string, uuid: string) => ({
      type: 'catalog',
      href,
      props: [{ name: 'catalog-uuid', ns: PRAXIS_OSCAL_NS, value: uuid }],
    });
    expect([mapping['source-resource'], mapping['target-resource']]).toEqual([
      catalog(ISO_CATALOG, 'a4d9a5ac-35d4-4ae1-9f85-4e12cd24b7c2'),
      catalog('BSI-Methodik-Grundschutz%2B%2B-catalog.json', '2769d1c5-1481-4f88-b21f-cc60bd7692df'),
    ]);
    expect(await importCollection(exported.body)).toMatchObject({
      maps: LANDING.length,
      waiting: [],
      unknownControls: [],
    });
  });

  it('imports the collection again in place: imported maps follow the file, manual ones stay', async () => {
    await createSpecification(server, ISO_CATALOG, fixture(ISO_CATALOG));
    const methodik = await createSpecification(server, METHODIK_CATALOG, fixture(METHODIK_CATALOG));
    const first = await importCollection(undefined, {});
    const again = await importCollection(undefined, {});
    expect(again).toMatchObject({ created: 0, updated: 0, removed: 0, keptManual: 0 });
    expect(again.collection?.id).toBe(first.collection?.id);

    const iso = (await server.call(READER, 'GET', '/v2/specifications'))
      .json()
      .find((s: { name: string }) => s.name.startsWith('ISO'));
    const query = `source=${iso.id}&target=${methodik.specification.id}`;
    const stored = async (): Promise<Mapping[]> =>
      (await server.call(READER, 'GET', `/v2/mappings?${query}`)).json();
    const find = (list: Mapping[], source: string, target: string) =>
      list.find((m) => m.source.code === source && m.target.code === target) as Mapping;

    const list = await stored();
    // A person edits one imported mapping, and replaces another with one of their own.
    const edited = find(list, '5.31', 'GC.7.1.1');
    await server.call(USER, 'PUT', `/v2/mappings/${edited.id}`, { relationship: 'equal-to', strength: 3 });
    const replaced = find(list, '5.36', 'PERF.2.1');
    await server.call(USER, 'DELETE', `/v2/mappings/${replaced.id}`);
    const manual = await createMapping(server, {
      sourceId: replaced.source.id,
      targetId: replaced.target.id,
      relationship: 'superset-of',
      rationale: 'Checked by hand',
    });
    // The collection's next edition drops the maps of 5.35.
    const edition = structuredClone(collection);
    edition['mapping-collection'].mappings[0].maps = intoMethodik.maps.filter(
      (m) => m.sources[0]?.['id-ref'] !== '5.35',
    );
    const result = await importCollection(JSON.stringify(edition), {});
    expect(result).toMatchObject({ created: 0, updated: 1, removed: 2, keptManual: 1 });
    const after = await stored();
    expect(find(after, '5.31', 'GC.7.1.1')).toMatchObject({ relationship: 'subset-of', strength: null });
    expect(find(after, '5.36', 'PERF.2.1')).toEqual(manual);
    expect(find(after, '5.35', 'PERF.3.1.1')).toBeUndefined();
    expect(after).toHaveLength(LANDING.length - 2);
  });
});
