import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { fileContents } from '../../db/schema/index.js';
import { OTHER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { createAsset } from '../../test/factories.js';
import { PNG } from '../../test/files.js';
import { fieldParts, multipartBody, sendMultipart } from '../../test/multipart.js';
import { type TestS3, testS3 } from '../../test/s3.js';
import { startTestServer, type TestServer } from '../../test/server.js';

const KB = 1024;
/** A PNG of `kb` kilobytes: what follows the image's end is carried along as it is. */
const pngOf = (kb: number) => Buffer.concat([PNG, Buffer.alloc(kb * KB - PNG.length, 1)]);
const textOf = (kb: number) => Buffer.alloc(kb * KB, 'x');

const editorImage = (server: TestServer, as: string, content: Buffer) =>
  sendMultipart(server, as, 'POST', '/v2/Files', multipartBody([{ filename: 'diagram.png', content }]));

async function evidenceFile(server: TestServer, as: string, content: Buffer) {
  const asset = await createAsset(server, {}, as);
  return sendMultipart(
    server,
    as,
    'POST',
    `/v2/Assets/${asset.id}/evidence`,
    multipartBody([...fieldParts({ title: 'Signed policy' }), { filename: 'policy.txt', content }]),
  );
}

for (const storage of ['database', 's3'] as const) {
  describeEachDatabase(`STORAGE_QUOTA_MB [${storage}]`, (db) => {
    let s3: TestS3 | undefined;
    let server: TestServer;
    beforeAll(async () => {
      if (storage === 's3') s3 = await testS3();
    });
    afterAll(() => s3?.close());
    beforeEach(async () => {
      server = await startTestServer(db(), { ...s3?.env, STORAGE_QUOTA_MB: '1' });
    });
    afterEach(() => server.close());

    /** The objects in the bucket (which the suite's tests share), or the rows of file_contents. */
    const storedObjects = async () => {
      if (s3) return (await s3.keys()).length;
      const [row] = await db().db.select({ n: count() }).from(fileContents);
      return row?.n ?? 0;
    };

    it('refuses with 413 an upload of either kind that would pass the company quota, and stores nothing of it', async () => {
      expect((await editorImage(server, USER, pngOf(600))).statusCode).toBe(201);
      const before = await storedObjects();

      const evidence = await evidenceFile(server, USER, textOf(500));
      expect(evidence.statusCode).toBe(413);
      expect(evidence.json()).toEqual({
        status: 413,
        code: 'storage_quota_exceeded',
        message: "The file (0.5 MB) does not fit in the company's storage quota of 1 MB: 0.6 MB is in use",
        messageCode: 'storageQuotaExceeded',
        messageParams: { size: '0.5 MB', quota: '1 MB', used: '0.6 MB' },
      });
      const image = await editorImage(server, USER, pngOf(500));
      expect(image.statusCode).toBe(413);
      expect(await storedObjects()).toBe(before);

      // What still fits is taken; another company counts its own bytes.
      expect((await evidenceFile(server, USER, textOf(300))).statusCode).toBe(201);
      expect((await editorImage(server, USER, pngOf(200))).statusCode).toBe(413);
      expect((await editorImage(server, OTHER, pngOf(600))).statusCode).toBe(201);
      expect(await storedObjects()).toBe(before + 2);
    });

    it('lets only one of two uploads at once take the room both want', async () => {
      const before = await storedObjects();
      const answers = await Promise.all([
        editorImage(server, USER, pngOf(600)),
        evidenceFile(server, USER, textOf(600)),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 413]);
      expect(await storedObjects()).toBe(before + 1);
    });
  });
}
