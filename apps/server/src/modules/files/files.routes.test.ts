import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { FILE_MAX_BYTES } from '@praxis/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { evidenceRevisions, fileContents, fileRemovals, files } from '../../db/schema/index.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase, type TestDatabase } from '../../test/databases.js';
import { createAsset, createEvidence, createSpecification } from '../../test/factories.js';
import { JPEG, PNG } from '../../test/files.js';
import { BOUNDARY, breakOffUpload, MULTIPART, multipartBody, type Part } from '../../test/multipart.js';
import { testS3 } from '../../test/s3.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { UNTIL } from '../../test/until.js';
import { storeWith } from './files.storage.js';

const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="red"/></svg>';

interface Store {
  /** The variables that choose this store. */
  env: Record<string, string>;
  /** The keys of everything the store holds, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** Every suite runs on both file stores: the database (the default) and an S3 bucket. */
const stores: Record<string, (db: TestDatabase) => Promise<Store>> = {
  database: async (db) => ({
    env: {},
    keys: async () =>
      (await db.db.select({ key: fileContents.key }).from(fileContents)).map((row) => row.key).sort(),
    close: async () => {},
  }),
  s3: () => testS3(),
};

for (const [storeName, openStore] of Object.entries(stores)) {
  describeEachDatabase(`files in the ${storeName} store`, (db) => {
    let server: TestServer;
    let store: Store;
    beforeEach(async () => {
      store = await openStore(db());
      server = await startTestServer(db(), store.env);
    });
    afterEach(async () => {
      await server.close();
      await store.close();
    });

    async function upload(as: string, parts: Part[], version: 'v1' | 'v2' = 'v2') {
      const response = await server.app.inject({
        method: 'POST',
        url: `/${version}/Files`,
        headers: {
          authorization: `Bearer ${await server.tokenOf(as)}`,
          'content-type': MULTIPART,
        },
        payload: multipartBody(parts),
      });
      return { statusCode: response.statusCode, json: () => response.json() };
    }
    const download = async (as: string, url: string) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${await server.tokenOf(as)}` },
      });

    const rows = () => db().db.select().from(files);

    async function expectNothingStored() {
      expect(await rows()).toEqual([]);
      expect(await store.keys()).toEqual([]);
    }

    it('accepts PNG, JPEG and SVG recognised by their content, whatever the declared type', async () => {
      const cases = [
        { filename: 'photo.png', content: PNG, type: 'image/png' },
        { filename: 'photo.JPG', content: JPEG, type: 'text/plain' },
        { filename: 'photo.jpeg', content: JPEG, type: 'image/jpeg' },
        { filename: 'clipboard', content: PNG, type: 'application/octet-stream' },
        { filename: 'diagram.svg', content: SVG, type: 'image/png' },
      ];
      const expected = ['image/png', 'image/jpeg', 'image/jpeg', 'image/png', 'image/svg+xml'];
      for (const [i, part] of cases.entries()) {
        const response = await upload(USER, [part], i % 2 === 0 ? 'v2' : 'v1');
        expect(response.statusCode).toBe(201);
        const file = response.json();
        expect(file).toMatchObject({
          name: part.filename,
          contentType: expected[i],
          url: `/v1/Files/${file.id}`,
        });
        const served = await download(USER, file.url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(expected[i]);
        if (part.content !== SVG) expect(served.rawPayload.equals(part.content as Buffer)).toBe(true);
      }
      const stored = await rows();
      expect(stored).toHaveLength(5);
      // The store holds exactly the files the rows name, byte for byte.
      expect(await store.keys()).toEqual(stored.map((row) => row.storageKey).sort());
      for (const row of stored) {
        const content = await server.app.fileStorage.read(db().db, row.storageKey);
        expect(content && createHash('sha256').update(content).digest('hex')).toBe(row.sha256);
      }
    });

    it('takes the bytes back out of the store when the transaction that names them fails', async () => {
      const kept = (await upload(USER, [{ filename: 'map.png', content: PNG }])).json();
      const [row] = await rows();
      const key = `${row?.companyId}/${randomUUID()}`;
      const failing = storeWith(db().db, server.app.fileStorage, key, PNG, async () => {
        throw new Error('the row could not be written');
      });
      await expect(failing).rejects.toThrow('the row could not be written');
      expect(await store.keys()).toEqual([row?.storageKey]);
      expect(await server.app.fileStorage.read(db().db, key)).toBeUndefined();
      expect((await download(USER, kept.url)).rawPayload.equals(PNG)).toBe(true);
    });

    it('refuses a PNG named .svg, an HTML page named .png and a text file, storing nothing', async () => {
      const refused = [
        { filename: 'logo.svg', content: PNG },
        {
          filename: 'page.png',
          content: '<!DOCTYPE html><html><body><svg onload="alert(1)"></svg></body></html>',
        },
        { filename: 'notes.png', content: 'just text' },
        {
          filename: 'entities.svg',
          content: '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      ];
      for (const part of refused) {
        const response = await upload(USER, [part]);
        expect(response.statusCode, part.filename).toBe(415);
        expect(response.json()).toMatchObject({ status: 415, code: 'unsupported_media_type' });
      }
      await expectNothingStored();
    });

    it('answers 413 for 10 MB and one byte, and writes nothing', async () => {
      const tooLarge = Buffer.concat([PNG, randomBytes(FILE_MAX_BYTES + 1 - PNG.length)]);
      const response = await upload(USER, [{ filename: 'huge.png', content: tooLarge }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        status: 413,
        code: 'payload_too_large',
        message: expect.stringMatching(/10 MB/),
      });
      await expectNothingStored();
      const exactly = await upload(USER, [
        { filename: 'big.png', content: tooLarge.subarray(0, FILE_MAX_BYTES) },
      ]);
      expect(exactly.statusCode).toBe(201);
    });

    it('refuses a second file, a request without a file and a body that is not multipart', async () => {
      const two = await upload(USER, [
        { filename: 'a.png', content: PNG },
        { filename: 'b.png', content: PNG },
      ]);
      expect(two.statusCode).toBe(400);
      expect(two.json().details).toEqual([
        { field: 'file', message: 'send one file per request', messageCode: 'oneFile' },
      ]);
      const none = await server.app.inject({
        method: 'POST',
        url: '/v2/Files',
        headers: {
          authorization: `Bearer ${await server.tokenOf(USER)}`,
          'content-type': MULTIPART,
        },
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().details).toEqual([
        { field: 'file', message: 'is required', messageCode: 'isRequired' },
      ]);
      const json = await server.call(USER, 'POST', '/v2/Files', { file: 'x' });
      expect(json.statusCode).toBe(415);
      await expectNothingStored();
    });

    it('removes scripts, event handlers and javascript: links from an SVG before storing it', async () => {
      const hostile = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
      <script>alert(2)</script>
      <a xlink:href="javascript:alert(3)"><circle r="2" onclick="alert(4)" fill="blue"/></a>
      <a href="javascript:alert(5)"><text>x</text></a>
      <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
      <image href="https://evil.example/track.png"/>
      <rect fill="url(https://evil.example/#p)" width="1" height="1"/>
      <rect style="fill:#00ff00;stroke:url(#g);behavior:url(x.htc);filter:url(https://evil.example/f)" width="2" height="2"/>
      <use href="#shape"/>
    </svg>`;
      const response = await upload(USER, [{ filename: 'hostile.svg', content: hostile }]);
      expect(response.statusCode).toBe(201);
      const stored = (await download(USER, response.json().url)).body;
      expect(stored).toMatch(/^<svg /);
      expect(stored).toContain('<circle r="2" fill="blue">');
      expect(stored).toContain('<use href="#shape">');
      expect(stored).toContain('<rect style="fill:#00ff00;stroke:url(#g)" width="2" height="2">');
      for (const gone of [
        'script',
        'alert',
        'onload',
        'onclick',
        'javascript',
        'foreignObject',
        'iframe',
        'evil',
        '<image',
      ]) {
        expect(stored).not.toContain(gone);
      }
    });

    it('serves files with their type, an inline disposition with a clean name, nosniff and a sandbox for SVG', async () => {
      const svg = (await upload(USER, [{ filename: '../../etc/plan ø<1>.svg', content: SVG }])).json();
      const png = (await upload(USER, [{ filename: 'map.png', content: PNG }])).json();
      const served = await download(READER, `/v1/Files/${svg.id}`);
      expect(served.headers).toMatchObject({
        'content-type': 'image/svg+xml',
        'content-disposition': `inline; filename="plan _1.svg"; filename*=UTF-8''plan%20%C3%B81.svg`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
      const byLegacy = await download(READER, `/v1/Files/${png.legacyId}`);
      expect(byLegacy.statusCode).toBe(200);
      expect(byLegacy.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': `inline; filename="map.png"; filename*=UTF-8''map.png`,
        'x-content-type-options': 'nosniff',
      });
      expect(byLegacy.headers['content-security-policy']).not.toContain('sandbox');
      expect((await download(READER, `/v2/Files/${png.id}`)).rawPayload.equals(PNG)).toBe(true);
      expect((await download(READER, `/v2/Files/${png.legacyId}`)).statusCode).toBe(400);
    });

    it("answers 404 for another company's file and for unknown ids", async () => {
      const file = (await upload(USER, [{ filename: 'map.png', content: PNG }])).json();
      for (const url of [`/v1/Files/${file.id}`, `/v1/Files/${file.legacyId}`, `/v2/Files/${file.id}`]) {
        const response = await download(OTHER, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain(file.sha256);
      }
      expect((await download(USER, '/v2/Files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await download(USER, '/v1/Files/999999')).statusCode).toBe(404);
    });

    it('lets a Reader read but not upload', async () => {
      const response = await upload(READER, [{ filename: 'map.png', content: PNG }]);
      expect(response.statusCode).toBe(403);
      await expectNothingStored();
    });

    it('records an upload in the audit log', async () => {
      const file = (await upload(USER, [{ filename: 'map.png', content: PNG }])).json();
      const log = (await server.call(ADMIN, 'GET', '/v1/audit?entity=files')).json();
      expect(log.data).toMatchObject([{ action: 'create', entityId: file.id, after: file, userEmail: USER }]);
    });

    it('answers random uploads with 201 or 415, never 500, and stores exactly the accepted ones', async () => {
      const start = fc.constantFrom(
        Buffer.alloc(0),
        PNG.subarray(0, 8),
        Buffer.from([0xff, 0xd8, 0xff]),
        Buffer.from('<svg'),
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">'),
        Buffer.from('<!DOCTYPE svg ['),
      );
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          start,
          fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.string({ maxLength: 64 })),
          fc.constantFrom('x.png', 'x.jpg', 'x.svg', 'x', 'x.gif'),
          async (head, tail, name) => {
            const content = Buffer.concat([head, Buffer.from(tail)]);
            const response = await upload(USER, [{ filename: name, content }]);
            expect([201, 415], response.json().message).toContain(response.statusCode);
            if (response.statusCode === 201) accepted += 1;
            expect(await rows()).toHaveLength(accepted);
            expect(await store.keys()).toHaveLength(accepted);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('leaves no file and no row when the client breaks off mid-upload', async () => {
      const body = multipartBody([
        { filename: 'big.png', content: Buffer.concat([PNG, randomBytes(4 * 1024 * 1024)]) },
      ]);
      await breakOffUpload(server, USER, '/v2/Files', body, 1024 * 1024);
      // The server notices the hang-up on its own time: wait until an upload after it goes through.
      await expect
        .poll(async () => (await upload(USER, [{ filename: 'map.png', content: PNG }])).statusCode)
        .toBe(201);
      const kept = await rows();
      expect(kept.map((r) => r.name)).toEqual(kept.map(() => 'map.png'));
      expect(await store.keys()).toHaveLength(kept.length);
    });

    it("removes an evidence's stored bytes with whatever deletes it: the evidence, its item, its specification", async () => {
      const evidenceOf = (category: 'Assets' | 'Requirements', id: string, revisions: number) =>
        createEvidence(
          server,
          { category, id },
          { title: 'Signed policy' },
          Array(revisions).fill({ status: 'draft' }),
        );
      const [kept, itemGone] = [await createAsset(server), await createAsset(server)];
      const { specification, byCode } = await createSpecification(server);
      const keptEvidence = await evidenceOf('Assets', kept.id, 1);
      const evidenceGone = await evidenceOf('Assets', kept.id, 2);
      await evidenceOf('Assets', itemGone.id, 2);
      await evidenceOf('Requirements', byCode('GV.1.1').id, 1);
      await evidenceOf('Requirements', byCode('PR.1').id, 1);
      expect(await store.keys()).toHaveLength(7);
      const keysOf = async (evidenceId: string) =>
        (await db().db.select().from(evidenceRevisions).where(eq(evidenceRevisions.evidenceId, evidenceId)))
          .map((revision) => revision.storageKey)
          .sort();
      const keptKeys = await keysOf(keptEvidence.id);
      const deletions = [
        [USER, `/v2/evidence/${evidenceGone.id}`, 5],
        [USER, `/v1/Assets/${itemGone.id}`, 3],
        [ADMIN, `/v2/specifications/${specification.id}`, 1],
      ] as const;
      for (const [as, url, left] of deletions) {
        expect((await server.call(as, 'DELETE', url)).statusCode, url).toBe(204);
        // A store outside the database loses the bytes once the deletion has committed.
        await expect.poll(() => store.keys(), UNTIL).toHaveLength(left);
      }
      expect(await store.keys()).toEqual(keptKeys);
      expect(await db().db.select().from(fileRemovals)).toEqual([]);
    });
  });
}
