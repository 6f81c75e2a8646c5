import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../../config.js';
import { companies, fileContents, fileRemovals } from '../../db/schema/index.js';
import { describeEachDatabase } from '../../test/databases.js';
import { PNG } from '../../test/files.js';
import { type TestS3, testS3 } from '../../test/s3.js';
import { removeDeletedFiles } from './files.removals.js';
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

  it('keep the key of a deleted file whose object could not be removed, and remove it in a later round', async () => {
    const keys = [randomUUID(), randomUUID(), randomUUID()].map((id) => `${randomUUID()}/${id}`);
    await db()
      .db.insert(fileRemovals)
      .values(keys.map((key) => ({ key })));
    let away = true;
    const flaky: FileStorage = {
      ...bucket,
      async remove(tx, key) {
        if (away && key === keys[1]) throw new Error('the bucket is away');
        await bucket.remove(tx, key);
      },
    };
    const pending = async () =>
      (await db().db.select({ key: fileRemovals.key }).from(fileRemovals)).map((r) => r.key);
    const first = await removeDeletedFiles(db().db, flaky);
    expect(first.failures).toEqual([new Error('the bucket is away')]);
    expect(await pending()).toEqual([keys[1]]);
    away = false;
    expect(await removeDeletedFiles(db().db, flaky)).toEqual({ failures: [] });
    expect(await pending()).toEqual([]);
  });
});
