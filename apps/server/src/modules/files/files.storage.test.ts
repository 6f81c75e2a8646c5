import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../../config.js';
import { companies, fileContents } from '../../db/schema/index.js';
import { describeEachDatabase } from '../../test/databases.js';
import { PNG } from '../../test/files.js';
import { type TestS3, testS3 } from '../../test/s3.js';
import { s3Storage } from './files.s3-storage.js';
import { databaseStorage, type FileStorage } from './files.storage.js';

describeEachDatabase('file stores', (db) => {
  let s3: TestS3;
  let bucket: FileStorage;
  beforeAll(async () => {
    s3 = await testS3();
    bucket = s3Storage(loadConfig(s3.env).s3 as S3Config);
  });
  afterAll(async () => {
    bucket.close?.();
    await s3.close();
  });

  it('refuse a key that is not <companyId>/<fileId>, in the database and in a bucket', async () => {
    for (const store of [databaseStorage(), bucket]) {
      for (const key of [
        '../etc/passwd',
        `${randomUUID()}/../x`,
        randomUUID(),
        `${randomUUID()}/${randomUUID()}/x`,
      ]) {
        await expect(store.write(db().db, key, PNG)).rejects.toThrow('invalid storage key');
      }
    }
    expect(await s3.keys()).toEqual([]);
    expect(await db().db.select().from(fileContents)).toEqual([]);
  });

  it("take a company's file contents along when the company is deleted (database store)", async () => {
    const [gone, kept] = await db()
      .db.insert(companies)
      .values([{ name: 'Gone AS' }, { name: 'Kept AS' }])
      .returning();
    const store = databaseStorage();
    await store.write(db().db, `${gone?.id}/${randomUUID()}`, PNG);
    const keptKey = `${kept?.id}/${randomUUID()}`;
    await store.write(db().db, keptKey, PNG);
    await db()
      .db.delete(companies)
      .where(eq(companies.id, gone?.id as string));
    expect(await db().db.select({ key: fileContents.key }).from(fileContents)).toEqual([{ key: keptKey }]);
  });
});
