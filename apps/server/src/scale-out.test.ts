import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_WINDOW_MS } from './plugins/rate-limit.js';
import { READER, USER } from './test/accounts.js';
import { drivers } from './test/databases.js';
import { createAsset, createControl, createExecution } from './test/factories.js';
import { PDF, PNG } from './test/files.js';
import { twoInstances } from './test/instances.js';
import { fieldParts, MULTIPART, multipartBody } from './test/multipart.js';
import { type TestS3, testS3 } from './test/s3.js';
import type { TestServer } from './test/server.js';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Sends `content` through one instance as a kind of upload; answers the URL that downloads it. */
type Upload = (through: TestServer, content: Buffer) => Promise<string>;

async function editorImage(through: TestServer, content: Buffer): Promise<string> {
  const response = await through.app.inject({
    method: 'POST',
    url: '/v2/Files',
    headers: { authorization: `Bearer ${await through.tokenOf(USER)}`, 'content-type': MULTIPART },
    payload: multipartBody([{ filename: 'diagram.png', content }]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url;
}

async function evidenceFile(through: TestServer, content: Buffer): Promise<string> {
  const asset = await createAsset(through);
  const response = await through.app.inject({
    method: 'POST',
    url: `/v2/Assets/${asset.id}/evidence`,
    headers: { authorization: `Bearer ${await through.tokenOf(USER)}`, 'content-type': MULTIPART },
    payload: multipartBody([...fieldParts({ title: 'Signed policy' }), { filename: 'policy.pdf', content }]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return `/v2/evidence/${response.json().id}/download`;
}

/** Every kind of stored file, with the bytes it is tried with. */
const uploads: { kind: string; content: Buffer; upload: Upload }[] = [
  { kind: 'an editor image', content: PNG, upload: editorImage },
  { kind: 'an evidence file', content: PDF, upload: evidenceFile },
];

// The scale-out of docs/operations.md: instances behind a load balancer on one PostgreSQL database, each with its own
// connections (PGlite has one process, so PostgreSQL only). Once with the files in the database, once in
// a bucket both instances use.
for (const storage of ['database', 's3'] as const) {
  describe.runIf(drivers.includes('postgres'))(
    `two instances on one PostgreSQL database [${storage}]`,
    () => {
      let s3: TestS3 | undefined;
      // The rate limit's clock, moved by its test only: the other tests stay far below the limit.
      let clock = Date.now();
      const LIMIT = 20;
      const instances = twoInstances({
        env: async () => {
          if (storage === 's3') s3 = await testS3();
          return { ...s3?.env, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
        },
        server: { rateLimitClock: () => clock },
        teardown: async () => {
          await s3?.close();
        },
      });

      for (const { kind, content, upload } of uploads) {
        it(`serves ${kind} uploaded through one instance from the other, byte for byte`, async () => {
          const [first, second] = instances();
          for (const [from, to] of [
            [first, second],
            [second, first],
          ] as const) {
            const url = await upload(from, content);
            const served = await to.app.inject({
              method: 'GET',
              url,
              headers: { authorization: `Bearer ${await to.tokenOf(USER)}` },
            });
            expect(served.statusCode).toBe(200);
            expect(sha256(served.rawPayload)).toBe(sha256(content));
          }
        });
      }

      // Numbering does not depend on where files are kept: once is enough.
      if (storage === 'database')
        it('numbers the controls and executions made through both instances at once from one KON sequence, and names the controls apart', async () => {
          clock += RATE_LIMIT_WINDOW_MS; // a fresh rate-limit window: this test alone makes 13 requests
          const [first, second] = instances();
          const control = await createControl(first);
          const made = await Promise.all(
            [first, second, first, second].flatMap((through) => [
              createControl(through, { name: '' }),
              createAsset(through).then((asset) => createExecution(through, control, asset)),
            ]),
          );
          const numbers = made.map((item) => item.number).sort((a, b) => a - b);
          expect(numbers).toEqual(numbers.map((_, i) => control.number + 1 + i));
          // Each instance's creates wait for the other's, so no two generated names are the same.
          const names = [control, ...made.filter((m) => m.itemCategory === 'Controls')].map((c) => c.name);
          expect(new Set(names).size).toBe(5);
          for (const name of names) expect(name).toMatch(/^Control-\d+$/);
        });

      it('spends one rate-limit budget per person, whichever instance answers', async () => {
        clock += RATE_LIMIT_WINDOW_MS;
        const statuses: number[] = [];
        for (let n = 0; n <= LIMIT; n++) {
          statuses.push((await instances()[n % 2]?.call(READER, 'GET', '/v1/Me'))?.statusCode ?? 0);
        }
        expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
      });
    },
  );
}
