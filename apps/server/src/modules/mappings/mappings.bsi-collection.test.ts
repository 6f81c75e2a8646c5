import type { Mapping, MappingCollection, MappingImportResult } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { ISO_CATALOG, ISO_TO_GS_COLLECTION, importMappings, METHODIK_CATALOG } from '../../test/mappings.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { catalog, fixture, importSpecification } from '../../test/specifications.js';

const KERNEL_CATALOG = 'BSI-Stand-der-Technik-Kernel-catalog.json';

interface OscalNode {
  id?: string;
  groups?: OscalNode[];
  controls?: OscalNode[];
}

/** Every control id of a catalog at any depth (a control holding others is a requirement too); `holding`: those. */
const holding = new Set<string>();
function controlIds(file: Buffer): Set<string> {
  const ids = new Set<string>();
  const walk = (node: OscalNode) => {
    for (const group of node.groups ?? []) walk(group);
    for (const control of node.controls ?? []) {
      if (!control.id) continue;
      ids.add(control.id);
      if (control.controls?.length) holding.add(control.id);
      walk(control);
    }
  };
  walk(JSON.parse(file.toString('utf8')).catalog);
  return ids;
}

const files = {
  [ISO_CATALOG]: fixture(ISO_CATALOG),
  [METHODIK_CATALOG]: fixture(METHODIK_CATALOG),
  [KERNEL_CATALOG]: catalog(KERNEL_CATALOG),
};
const idsOf = new Map(Object.entries(files).map(([name, file]) => [name, controlIds(file)]));

interface Pair {
  targetCatalog: string;
  source: string;
  target: string;
}

/**
 * The distinct pairs the collection names, read from the file: each map pairs every source with every target.
 * A pair lands when both controls are in the catalog editions; the others name a control the edition lacks.
 */
const pairs: Pair[] = (() => {
  const collection = JSON.parse(fixture(ISO_TO_GS_COLLECTION).toString('utf8'))['mapping-collection'];
  const seen = new Map<string, Pair>();
  for (const mapping of collection.mappings) {
    const targetCatalog: string = mapping['target-resource'].href;
    for (const map of mapping.maps)
      for (const { 'id-ref': source } of map.sources)
        for (const { 'id-ref': target } of map.targets)
          seen.set(JSON.stringify([targetCatalog, source, target]), { targetCatalog, source, target });
  }
  return [...seen.values()];
})();
const lands = (pair: Pair) =>
  idsOf.get(ISO_CATALOG)?.has(pair.source) === true &&
  idsOf.get(pair.targetCatalog)?.has(pair.target) === true;
const landing = pairs.filter(lands);
const leftOut = pairs.filter((pair) => !lands(pair));

describeEachDatabase('mapping import: the whole BSI collection into the three catalogs', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  it('lands every pair whose controls the catalogs have, at any depth, and names each control they lack', async () => {
    const specificationOf = new Map<string, string>();
    for (const [name, file] of Object.entries(files)) {
      const response = await importSpecification(server, ADMIN, name, file);
      expect(response.statusCode, response.body).toBe(201);
      specificationOf.set(name, response.json().id);
    }
    // The walk and the file agree with what the collection is known to hold; the sets below come from them.
    expect(pairs).toHaveLength(365);
    expect(landing.length + leftOut.length).toBe(pairs.length);
    // Controls holding others, in both BSI catalogs, are among the targets that land.
    const parents = landing.filter((pair) => holding.has(pair.target));
    expect(new Set(parents.map((pair) => pair.targetCatalog))).toEqual(
      new Set([METHODIK_CATALOG, KERNEL_CATALOG]),
    );
    expect(parents.map((pair) => pair.target)).toEqual(expect.arrayContaining(['GC.9.1', 'ASST.2.1']));

    const response = await importMappings(server, USER, ISO_TO_GS_COLLECTION, fixture(ISO_TO_GS_COLLECTION));
    expect(response.statusCode, response.body).toBe(200);
    const result: MappingImportResult = response.json();
    expect(result).toMatchObject({ unmatched: [], waiting: [], created: landing.length, updated: 0 });
    const unknown = (list: { catalog: string; control: string }[]) =>
      [...new Set(list.map(({ catalog, control }) => `${catalog} ${control}`))].sort();
    expect(unknown(result.unknownControls)).toEqual(
      unknown(leftOut.map((pair) => ({ catalog: pair.targetCatalog, control: pair.target }))),
    );
    // Only targets are missing: every source control is in the ISO catalog.
    expect(leftOut.every((pair) => idsOf.get(ISO_CATALOG)?.has(pair.source))).toBe(true);

    const collections: MappingCollection[] = (
      await server.call(READER, 'GET', '/v2/mappings/collections')
    ).json();
    expect(collections.map((c) => c.mappings)).toEqual([landing.length]);
    const stored: string[] = [];
    for (const target of [METHODIK_CATALOG, KERNEL_CATALOG]) {
      const query = `source=${specificationOf.get(ISO_CATALOG)}&target=${specificationOf.get(target)}`;
      const list: Mapping[] = (await server.call(READER, 'GET', `/v2/mappings?${query}`)).json();
      stored.push(...list.map((m) => JSON.stringify([target, m.source.code, m.target.code])));
    }
    expect(stored.sort()).toEqual(
      landing.map((pair) => JSON.stringify([pair.targetCatalog, pair.source, pair.target])).sort(),
    );
  });
});
