import { buffer } from 'node:stream/consumers';
import { documentFormats } from '@praxis/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { type DocumentSource, numberCell, semaphoreCell, textCell } from './model.js';
import { renderDocument } from './render.js';

const ROWS = 3000;

/** A document of one long table: seconds of work for each renderer. */
const large = (): DocumentSource => ({
  meta: {
    company: 'Demo AS',
    title: 'Long document',
    version: '2026-05-04',
    classification: 'Internal',
    preparedBy: 'Bench',
    generatedAt: new Date('2026-05-04T10:20:30Z'),
    language: 'en-US',
    paper: 'A4',
  },
  blocks: () => [
    { kind: 'heading', level: 1, text: 'Rows' },
    {
      kind: 'table',
      name: 'Rows',
      columns: [{ header: 'Code' }, { header: 'Name', weight: 3 }, { header: 'Status' }, { header: 'Score' }],
      rows: Array.from({ length: ROWS }, (_, n) => [
        textCell(`R${n}`),
        textCell(`Requirement ${n} with a name of some words`),
        semaphoreCell('green'),
        numberCell(n),
      ]),
    },
  ],
});

describeEachDatabase('a document being rendered', (db) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(db());
  });
  afterAll(() => server.close());

  for (const format of documentFormats) {
    it(`leaves the server in the same process answering other requests meanwhile [${format}]`, async () => {
      const done: string[] = [];
      const rendered = renderDocument(large(), format)
        .then(buffer)
        .then((bytes) => done.push(`document of ${bytes.length > 0 ? 'some' : 'no'} bytes`));
      const health = fetch(`${server.base}/healthz`)
        .then((response) => response.json() as Promise<{ status: string }>)
        .then((body) => done.push(`health ${body.status}`));
      await Promise.all([rendered, health]);
      expect(done).toEqual(['health ok', 'document of some bytes']);
    });
  }
});
