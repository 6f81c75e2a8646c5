import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { MAPPING_CSV_COLUMNS, type MessageCode } from '@praxis/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  mappingCollections,
  requirementMappings,
  specificationElements,
  specifications,
} from '../../db/schema/index.js';
import { ADMIN, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { importMappings } from '../../test/mappings.js';
import { startTestServer } from '../../test/server.js';
import { importSpecification, importSpecifications, SMALL_CSV } from '../../test/specifications.js';

const OSCAL = 'xmlns="http://csrc.nist.gov/ns/oscal/1.0" uuid="c0ffee00-0000-4000-8000-00000000beef"';
const SECRET = 'the contents of a file on the server';

/** `open` repeated `depth` times around `leaf`, each closed by `close`: nesting as deep as asked. */
const nested = (depth: number, open: string, leaf: string, close: string) =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

/** A catalog in OSCAL XML whose declaration is `doctype` and whose title is `title`. */
const xmlCatalog = (doctype: string, title: string) =>
  `<?xml version="1.0"?>\n${doctype}\n<catalog ${OSCAL}><metadata><title>${title}</title></metadata>` +
  '<group id="g"><title>G</title><control id="c"><title>C</title></control></group></catalog>';

describeEachDatabase('imports of hostile files', (db) => {
  // Whatever asks the network for a DTD asks this server; whatever reads the disk finds SECRET.
  let requests = 0;
  const network = createServer((_request, response) => {
    requests += 1;
    response.end(`<!ENTITY leak "${SECRET}">`);
  });
  let secretDir: string;
  let dtd: string;
  let secretFile: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
    dtd = `http://127.0.0.1:${(network.address() as AddressInfo).port}/evil.dtd`;
    secretDir = await mkdtemp(path.join(tmpdir(), 'praxis-hostile-'));
    secretFile = path.join(secretDir, 'secret.txt');
    await writeFile(secretFile, SECRET);
  });
  afterAll(async () => {
    network.close();
    await rm(secretDir, { recursive: true, force: true });
  });

  const rowCounts = async () => {
    const of = async (
      table:
        | typeof specifications
        | typeof specificationElements
        | typeof requirementMappings
        | typeof mappingCollections,
    ) => (await db().db.select({ n: count() }).from(table))[0]?.n;
    return {
      specifications: await of(specifications),
      elements: await of(specificationElements),
      mappings: await of(requirementMappings),
      collections: await of(mappingCollections),
    };
  };

  it('answers 400 naming the cause, reads nothing from disk or network, writes nothing and fails no request', async () => {
    const errors: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        errors.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer(db(), { LOG_LEVEL: 'error' }, { logStream });
    try {
      expect((await importSpecification(server, ADMIN, 'small.csv', SMALL_CSV)).statusCode).toBe(201);
      const before = await rowCounts();

      const deepGroups = nested(10_000, '{"id": "g", "title": "G", "groups": [', '{"id": "c"}', ']}');
      const cell = 'x'.repeat(19 * 1024 * 1024);
      const cases: [
        route: 'specifications' | 'mappings',
        file: string,
        content: string,
        code: MessageCode,
        params: Record<string, number | string>,
      ][] = [
        [
          'specifications',
          'external.xml',
          xmlCatalog(
            `<!DOCTYPE catalog [<!ENTITY secret SYSTEM "file://${secretFile}"><!ENTITY % remote SYSTEM "${dtd}"> %remote;]>`,
            '&secret; &leak;',
          ),
          'importDoctype',
          { line: 2 },
        ],
        [
          'specifications',
          'large-entity.xml',
          xmlCatalog(`<!DOCTYPE catalog [<!ENTITY big "${'x'.repeat(10_001)}">]>`, '&big;'),
          'importDoctype',
          { line: 2 },
        ],
        [
          'specifications',
          'profile.xml',
          `<!DOCTYPE profile SYSTEM "${dtd}">\n<profile ${OSCAL}><metadata><title>P</title></metadata></profile>`,
          'importDoctype',
          { line: 1 },
        ],
        [
          'specifications',
          'deep.json',
          `{"catalog": {"uuid": "c0ffee00-0000-4000-8000-00000000beef", "metadata": {"title": "Deep"},\n"groups": [${deepGroups}]}}`,
          'importTooDeep',
          { line: 2, max: 100 },
        ],
        [
          'specifications',
          'deep-profile.json',
          `{"profile": {"metadata": {"title": "Deep"}, "imports": ${nested(20_000, '[', '', ']')}}}`,
          'importTooDeep',
          { line: 1, max: 100 },
        ],
        [
          'specifications',
          'deep.xml',
          `<catalog ${OSCAL}><metadata><title>Deep</title></metadata>\n${nested(20_000, '<group id="g"><title>G</title>', '', '</group>')}</catalog>`,
          'importTooDeep',
          { line: 2, max: 100 },
        ],
        [
          'specifications',
          'nul.json',
          `{"catalog": {"uuid": "c0ffee00-0000-4000-8000-00000000beef", "metadata": {"title": "N\\u0000L"}}}`,
          'importUnstorable',
          { character: 'U+0000' },
        ],
        [
          'mappings',
          'half-pair.json',
          `{"mapping-collection": {"uuid": "c0ffee00-0000-4000-8000-00000000beef", "metadata": {"title": "\\ud800"}}}`,
          'importUnstorable',
          { character: 'U+D800' },
        ],
        [
          'specifications',
          'huge-cell.csv',
          `code,name,text,parentCode\nT,Topic,,\nR,Requirement,${cell},T\n`,
          'importCellTooLong',
          { row: 3, column: 3, max: 200_000 },
        ],
        [
          'mappings',
          'deep-collection.json',
          `{"mapping-collection": {"uuid": "c0ffee00-0000-4000-8000-00000000beef", "mappings": ${nested(20_000, '[', '', ']')}}}`,
          'importTooDeep',
          { line: 1, max: 100 },
        ],
        [
          'mappings',
          'huge-rationale.csv',
          `${MAPPING_CSV_COLUMNS.join(',')}\na,A-1,b,B-1,equivalent-to,5,"${cell}"\n`,
          'importCellTooLong',
          { row: 2, column: 7, max: 200_000 },
        ],
      ];
      for (const [route, file, content, code, params] of cases) {
        const response =
          route === 'specifications'
            ? await importSpecification(server, ADMIN, file, content)
            : await importMappings(server, USER, file, content);
        expect(response.statusCode, `${file}: ${response.body.slice(0, 300)}`).toBe(400);
        const said = { messageCode: code, messageParams: { file, ...params } };
        expect(response.json(), file).toMatchObject({ ...said, details: [{ field: 'file', ...said }] });
        expect(response.body).not.toContain(SECRET);
      }

      // Among several files, one hostile file refuses the import, naming it, and the others are not written.
      const several = await importSpecifications(server, ADMIN, [
        { name: 'other.csv', content: SMALL_CSV.replaceAll('GV', 'OT') },
        { name: 'deep.xml', content: `<a>${nested(100, '<a>', '', '</a>')}</a>` },
      ]);
      expect(several.statusCode).toBe(400);
      expect(several.json().message).toBe('deep.xml, line 1: the file nests deeper than 100 levels');

      expect(requests).toBe(0);
      expect(await rowCounts()).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
