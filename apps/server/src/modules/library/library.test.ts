import { statSync } from 'node:fs';
import { join } from 'node:path';
import { type LibraryEntry, libraryEntries } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { csvRecords } from '../../lib/csv.js';
import { catalogsDir } from '../../paths.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { expectValidOscal } from '../../test/oscal-schema.js';
import { startTestServer, type TestServer } from '../../test/server.js';

type Element = { id: string; parentId: string | null; kind: string };

describeEachDatabase('library', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  const library = async (as = READER): Promise<LibraryEntry[]> => {
    const response = await server.call(as, 'GET', '/v2/specifications/library');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const add = (entry: string, as = ADMIN) => server.call(as, 'POST', `/v2/specifications/library/${entry}`);
  const elements = async (id: string): Promise<Element[]> =>
    (await server.call(READER, 'GET', `/v2/specifications/${id}/elements`)).json();
  /** Elements by depth in the tree: topics, what hangs under them, what hangs under those. */
  const depths = (tree: Element[]) => {
    const depth = new Map<string | null, number>([[null, 0]]);
    const counts = [0, 0, 0, 0];
    for (const e of tree) {
      const d = (depth.get(e.parentId) ?? 0) + 1;
      depth.set(e.id, d);
      counts[d - 1] = (counts[d - 1] ?? 0) + 1;
    }
    return counts;
  };

  it('lists every entry with its size from the file, its licence, and nothing added yet', async () => {
    const list = await library();
    expect(list.map((e) => e.id)).toEqual(libraryEntries.map((e) => e.id));
    const size = (file: string) => statSync(join(catalogsDir, file)).size;
    expect(list.find((e) => e.id === 'nist-800-171-rev3')).toMatchObject({
      kind: 'catalog',
      publisher: 'NIST',
      size: size('NIST_SP800-171_rev3_catalog.xml'),
      licence: { attribution: null },
      catalog: null,
      specificationId: null,
    });
    // A baseline reads its profile and, unless the company has it, its catalog.
    expect(list.find((e) => e.id === 'nist-800-53-rev5-low-baseline')).toMatchObject({
      kind: 'baseline',
      catalog: 'nist-800-53-rev5-high',
      size:
        size('NIST_SP-800-53_rev5_LOW-baseline_profile.json') +
        size('NIST_SP-800-53_rev5_HIGH-baseline-resolved-profile_catalog-min.json'),
    });
    for (const id of ['bsi-grundschutz-kernel', 'bsi-grundschutz-methodik']) {
      expect(list.find((e) => e.id === id)?.licence).toMatchObject({
        name: 'CC BY-SA 4.0',
        url: 'https://creativecommons.org/licenses/by-sa/4.0/',
        attribution: expect.stringContaining('Bundesamt für Sicherheit in der Informationstechnik (BSI)'),
      });
    }
    expect(list.every((e) => e.size > 0 && e.specificationId === null)).toBe(true);
  });

  it('adds CSF 2.0 without the CSF 1.1 ids it withdrew, and SP 800-171 rev3 without its withdrawn requirements', async () => {
    const csf = await add('nist-csf-2.0');
    expect(csf.statusCode, csf.body).toBe(201);
    expect(csf.json()).toMatchObject({
      name: 'NIST Cybersecurity Framework 2.0',
      libraryEntry: 'nist-csf-2.0',
    });
    // Counted by depth, whatever kinds the importer gives a control with controls of its own:
    // 6 functions, 22 categories, 106 subcategories.
    expect(depths(await elements(csf.json().id))).toEqual([6, 22, 106, 0]);

    const sp171 = await add('nist-800-171-rev3');
    expect(sp171.statusCode, sp171.body).toBe(201);
    const { elementCounts, id } = sp171.json();
    // 17 families of 130 controls, of which the importer leaves out the 33 NIST marks withdrawn in rev3: 97
    // requirements, each with its security requirement as a control of its own nested in it, which becomes
    // an element too (a sub-topic with a requirement, or a requirement with a nested one): 194 in all.
    expect(elementCounts.topic).toBe(17);
    expect(elementCounts.subtopic + elementCounts.requirement).toBe(194);

    const listed = await library();
    expect(listed.find((e) => e.id === 'nist-800-171-rev3')?.specificationId).toBe(id);
    expect(listed.find((e) => e.id === 'nist-csf-2.0')?.specificationId).toBe(csf.json().id);
    // Another company has added nothing.
    expect((await library(OTHER)).every((e) => e.specificationId === null)).toBe(true);

    // Added again, it is imported again in place.
    const again = await add('nist-800-171-rev3');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id, elementCounts });
    const audit = await server.call(ADMIN, 'GET', `/v1/audit?entity=specifications&entityId=${id}`);
    expect(
      audit
        .json()
        .data.map((e: { action: string; after: { libraryEntry: string } }) => [
          e.action,
          e.after.libraryEntry,
        ]),
    ).toEqual([
      ['update', 'nist-800-171-rev3'],
      ['create', 'nist-800-171-rev3'],
    ]);
  });

  it('adds a baseline with its catalog, and the next baseline against the catalog already added', async () => {
    const low = await add('nist-800-53-rev5-low-baseline');
    expect(low.statusCode, low.body).toBe(201);
    const listed = await library();
    const high = listed.find((e) => e.id === 'nist-800-53-rev5-high')?.specificationId;
    expect(high).toEqual(expect.any(String));
    expect(low.json()).toMatchObject({
      name: 'NIST Special Publication 800-53 Revision 5.1.1 LOW IMPACT BASELINE',
      tailored: true,
      sourceCatalogId: high,
      libraryEntry: 'nist-800-53-rev5-low-baseline',
    });
    // NIST's LOW baseline: 18 families and 149 controls with enhancements (sub-topics and requirements
    // together, however the importer divides controls that have enhancements).
    const lowCounts = low.json().elementCounts;
    expect([lowCounts.topic, lowCounts.subtopic + lowCounts.requirement]).toEqual([18, 149]);
    expect(listed.find((e) => e.id === 'nist-800-53-rev5-low-baseline')?.specificationId).toBe(low.json().id);

    const moderate = await add('nist-800-53-rev5-moderate-baseline');
    expect(moderate.statusCode, moderate.body).toBe(201);
    expect(moderate.json()).toMatchObject({ tailored: true, sourceCatalogId: high });
    const counts = moderate.json().elementCounts;
    expect([counts.topic, counts.subtopic + counts.requirement]).toEqual([18, 287]);
    const all = (await server.call(READER, 'GET', '/v2/specifications')).json();
    expect(all.map((s: { libraryEntry: string }) => s.libraryEntry).sort()).toEqual([
      'nist-800-53-rev5-high',
      'nist-800-53-rev5-low-baseline',
      'nist-800-53-rev5-moderate-baseline',
    ]);
  });

  it('resolves the PRIVACY baseline against the PRIVACY catalog', async () => {
    const privacy = await add('nist-800-53-rev5-privacy-baseline');
    expect(privacy.statusCode, privacy.body).toBe(201);
    const catalog = (await library()).find((e) => e.id === 'nist-800-53-rev5-privacy')?.specificationId;
    expect(privacy.json()).toMatchObject({ tailored: true, sourceCatalogId: catalog });
    // The profile selects 96 controls; an enhancement brings its parent along, so the tree holds 102, as
    // NIST's own resolved PRIVACY catalog does.
    expect(privacy.json().elementCounts.requirement).toBe(102);
  });

  it('adds only for administrators, and knows no entry it does not list', async () => {
    for (const as of [USER, READER]) {
      expect((await add('nist-csf-2.0', as)).statusCode).toBe(403);
    }
    expect((await library(USER)).length).toBe(libraryEntries.length);
    const unknown = await add('nist-800-53-rev4');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageCode: 'thingNotFound' });
    expect((await server.call(READER, 'GET', '/v2/specifications')).json()).toEqual([]);
  });

  it('writes the CC BY-SA attribution of a BSI catalog into its OSCAL and CSV exports', async () => {
    const added = await add('bsi-grundschutz-methodik');
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json();
    const attribution = libraryEntries.find((e) => e.id === 'bsi-grundschutz-methodik')?.licence.attribution;

    const oscal = await server.call(READER, 'GET', `/v2/specifications/${id}/export?format=oscal-json`);
    expect(oscal.statusCode, oscal.body).toBe(200);
    const document = oscal.json();
    expectValidOscal('catalog', document);
    expect(document.catalog.metadata.links).toEqual([
      { href: 'https://creativecommons.org/licenses/by-sa/4.0/', rel: 'license', text: 'CC BY-SA 4.0' },
    ]);
    expect(document.catalog.metadata.remarks).toContain(
      'Bundesamt für Sicherheit in der Informationstechnik',
    );

    const csv = await server.call(READER, 'GET', `/v2/specifications/${id}/export?format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, first] = [...csvRecords(csv.body, Number.POSITIVE_INFINITY)].map((r) => r.fields);
    expect(header?.at(-1)).toBe('licence');
    expect(first?.at(-1)).toBe(attribution);
  });
});
