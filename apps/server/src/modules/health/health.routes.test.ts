import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { describeEachDatabase } from '../../test/databases.js';
import { freePort } from '../../test/free-port.js';
import { S3_BUCKET, type TestS3, testS3 } from '../../test/s3.js';

describeEachDatabase('readiness with the file storage', (db) => {
  let app: FastifyInstance | undefined;
  let s3: TestS3 | undefined;
  afterEach(async () => {
    await app?.close();
    await s3?.close();
    app = s3 = undefined;
  });

  it('is ready when the database store answers', async () => {
    app = await testApp(db());
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('is ready when the bucket answers, and 503 once it does not', async () => {
    s3 = await testS3();
    app = await testApp(db(), s3.env);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    await s3.close();
    s3 = undefined;
    const down = await app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 503, message: 'File storage unreachable' });
  });

  it('answers 503 naming the file storage for a bucket on a closed port or a bucket that does not exist', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    app = await testApp(db(), { S3_BUCKET, S3_ENDPOINT: closed, S3_FORCE_PATH_STYLE: '1' });
    const refused = await app.inject('/readyz');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 503, message: 'File storage unreachable' });
    await app.close();

    s3 = await testS3();
    app = await testApp(db(), { ...s3.env, S3_BUCKET: 'no-such-bucket' });
    const missing = await app.inject('/readyz');
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toMatchObject({ message: 'File storage unreachable' });
  });
});
