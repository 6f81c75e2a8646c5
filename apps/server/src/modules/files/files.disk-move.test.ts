import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/database.js';
import { companies, fileContents, files } from '../../db/schema/index.js';
import { USER } from '../../test/accounts.js';
import {
  createPostgresDatabase,
  describeEachDatabase,
  drivers,
  type TestDatabase,
} from '../../test/databases.js';
import { PNG } from '../../test/files.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { moveDiskFiles } from './files.disk-move.js';
import { databaseStorage } from './files.storage.js';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Files as an older Praxis left them: the bytes in `<root>/<companyId>/<fileId>`, a row in `files`. */
async function oldDiskFile(db: TestDatabase, root: string, companyId: string, content: Buffer, row = true) {
  const id = randomUUID();
  const storageKey = `${companyId}/${id}`;
  await mkdir(path.join(root, companyId), { recursive: true });
  await writeFile(path.join(root, storageKey), content);
  if (row) {
    await db.db.insert(files).values({
      id,
      companyId,
      name: `${id}.png`,
      contentType: 'image/png',
      size: content.length,
      sha256: sha256(content),
      storageKey,
    });
  }
  return { id, storageKey };
}

async function onDisk(root: string): Promise<string[]> {
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function download(server: TestServer, id: string) {
  return server.app.inject({
    method: 'GET',
    url: `/v2/Files/${id}`,
    headers: { authorization: `Bearer ${await server.tokenOf(USER)}` },
  });
}

const companyOf = async (db: TestDatabase) => {
  const [company] = await db.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Demo AS'));
  return company?.id as string;
};

describeEachDatabase('files kept in FILES_DIR by an older version', (db) => {
  let root: string;
  let server: TestServer | undefined;
  const logs: { msg: string; file?: string; moved?: number }[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const start = async () => {
    await server?.close();
    logs.length = 0;
    server = await startTestServer(db(), { FILES_DIR: root, LOG_LEVEL: 'info' }, { logStream });
    return server;
  };
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'praxis-files-'));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await rm(root, { recursive: true, force: true });
  });

  it('are moved into the storage at start-up, once; a file without a row stays where it is', async () => {
    // A first start creates the companies an older version would have had.
    await start();
    const companyId = await companyOf(db());
    const images = [PNG, Buffer.concat([PNG, Buffer.from('second')])];
    const moved = [];
    for (const content of images)
      moved.push({ ...(await oldDiskFile(db(), root, companyId, content)), content });
    const stray = await oldDiskFile(db(), root, companyId, PNG, false);

    const first = await start();
    for (const { id, content } of moved) {
      const served = await download(first, id);
      expect(served.statusCode).toBe(200);
      expect(sha256(served.rawPayload)).toBe(sha256(content));
    }
    expect(await onDisk(root)).toEqual([stray.storageKey]);
    const stored = await db().db.select().from(fileContents);
    expect(stored.map((row) => row.key).sort()).toEqual(moved.map((file) => file.storageKey).sort());
    expect(logs).toContainEqual(expect.objectContaining({ moved: 2 }));
    expect(logs).toContainEqual(
      expect.objectContaining({
        file: path.join(root, stray.storageKey),
        msg: expect.stringMatching(/left where it is/),
      }),
    );

    await start();
    expect(await db().db.select().from(fileContents)).toEqual(stored);
    expect(await onDisk(root)).toEqual([stray.storageKey]);
    expect(logs).not.toContainEqual(expect.objectContaining({ moved: expect.any(Number) }));
  });

  it('finishes a move that stopped after the bytes were committed but before the file was removed', async () => {
    await start();
    const companyId = await companyOf(db());
    const file = await oldDiskFile(db(), root, companyId, PNG);
    // As if an earlier start had crashed right after its commit: the bytes are stored and still on disk.
    await databaseStorage().write(db().db, file.storageKey, PNG);

    const again = await start();
    expect(await onDisk(root)).toEqual([]);
    expect(await db().db.select({ key: fileContents.key }).from(fileContents)).toEqual([
      { key: file.storageKey },
    ]);
    expect((await download(again, file.id)).rawPayload.equals(PNG)).toBe(true);
  });
});

// Instances starting together need several connections to one database: PostgreSQL only.
describe.runIf(drivers.includes('postgres'))('files in FILES_DIR with instances starting together', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('moves every file exactly once', async () => {
    const created = await createPostgresDatabase();
    cleanup.push(created.drop);
    const pools = [];
    for (let i = 0; i < 3; i++) {
      const pool = await openPostgres(created.url, { poolSize: 2 });
      cleanup.push(() => pool.close());
      pools.push(pool);
    }
    const [first] = pools;
    if (!first) throw new Error('no pool');
    await first.migrate();
    const root = await mkdtemp(path.join(tmpdir(), 'praxis-files-'));
    cleanup.push(() => rm(root, { recursive: true, force: true }));
    const [company] = await first.db.insert(companies).values({ name: 'Moving AS' }).returning();
    const database = { ...first, dispose: async () => {} };
    const keys = [];
    for (let i = 0; i < 30; i++) {
      keys.push((await oldDiskFile(database, root, company?.id as string, Buffer.from(`${i}`))).storageKey);
    }

    const silent = { warn: () => {}, info: () => {} } as unknown as Parameters<typeof moveDiskFiles>[3];
    // A second write of one key would break the primary key of file_contents and reject here.
    const results = await Promise.all(
      pools.map((pool) => moveDiskFiles(pool.db, databaseStorage(), root, silent)),
    );
    expect(results.reduce((sum, result) => sum + result.moved, 0)).toBe(keys.length);
    expect(
      (await first.db.select({ key: fileContents.key }).from(fileContents)).map((row) => row.key).sort(),
    ).toEqual(keys.sort());
    expect(await onDisk(root)).toEqual([]);
  });
});
