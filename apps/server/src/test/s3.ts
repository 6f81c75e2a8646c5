import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const S3_BUCKET = 'praxis-files';
// s3rver's one account: it checks every request's signature against these.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  /** The S3_* variables that point Praxis at the bucket. */
  env: Record<string, string>;
  /** The keys of every object in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a free local port, with one empty bucket in a throw-away folder. */
export async function testS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'praxis-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    env: {
      S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
