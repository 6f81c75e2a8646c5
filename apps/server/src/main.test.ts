import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { serverRoot } from './paths.js';
import { freePort } from './test/free-port.js';

// The real entry point as `npm start` runs it, from source.
const ENTRY = ['--conditions=source', '--import', 'tsx', path.join(serverRoot, 'src/main.ts')];
const children: ChildProcess[] = [];
const folders: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-main-'));
  folders.push(dir);
  return dir;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ENTRY, {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', DEMO: '0', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits for the start-up line, or fails when the process ends without it: however long starting takes. */
async function untilListening(run: Run): Promise<void> {
  while (!run.output().includes('Praxis is listening')) {
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A data folder the app has made, migrated and left after a clean stop. A new folder costs a start many
 * seconds (PGlite makes its cluster, then every migration runs); the tests that only need a folder the
 * app uses start from a copy of this one.
 */
let made: string | undefined;

/** Keeps a copy of `dataDir`, which the app left after a clean stop, as the folder the next tests copy. */
function keepMade(dataDir: string): void {
  if (made) return;
  made = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-main-made-'));
  fs.cpSync(dataDir, made, { recursive: true });
}

/** A folder of the test's own, copied from one the app has made (which is made first when no test has). */
async function madeDataDir(): Promise<string> {
  if (!made) {
    const dataDir = tempDir();
    const run = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await untilListening(run);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    keepMade(dataDir);
  }
  const dataDir = tempDir();
  fs.cpSync(made as string, dataDir, { recursive: true });
  return dataDir;
}

afterAll(() => {
  if (made) fs.rmSync(made, { recursive: true, force: true });
});

describe('start-up', () => {
  it('stops with one line naming a bad environment variable', async () => {
    const run = start({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    const ours = run
      .output()
      .split('\n')
      .filter((line) => line.startsWith('praxis:'));
    expect(ours).toEqual(['praxis: Invalid environment variable PORT="eighty": must be a number']);
  });

  it('makes a SECRET_KEY into the data folder once (owner only), and stops on another one', async () => {
    const dataDir = tempDir();
    const port = String(await freePort());
    const first = start({ DATA_DIR: dataDir, PORT: port });
    await untilListening(first);
    const file = path.join(dataDir, 'secret-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(file, 'utf8').trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The same folder again: the same key, which opens what the first start sealed.
    const again = start({ DATA_DIR: dataDir, PORT: port });
    await untilListening(again);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(key);
    keepMade(dataDir);

    const wrong = 'a-wrong-secret-key-of-at-least-32-characters';
    const refused = start({ DATA_DIR: dataDir, PORT: port, SECRET_KEY: wrong });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      'praxis: SECRET_KEY does not open the secrets stored in the database: it is not the key they were sealed with',
    );
    for (const run of [first, again, refused]) {
      expect(run.output()).not.toContain(key);
      expect(run.output()).not.toContain(wrong);
    }
  });

  it('names where mail and files go in its start-up line, never the SMTP password or the S3 secret', async () => {
    const run = start({
      DATA_DIR: await madeDataDir(),
      PORT: String(await freePort()),
      SMTP_URL: 'smtp://praxis:s3cret-Pw@127.0.0.1:2',
      MAIL_FROM: 'praxis@example.com',
      S3_BUCKET: 'praxis-files',
      S3_ENDPOINT: 'http://127.0.0.1:3',
      S3_ACCESS_KEY_ID: 'AKIA-Key-Id',
      S3_SECRET_ACCESS_KEY: 's3cret-Key',
    });
    await untilListening(run);
    expect(run.output()).toContain('"mail":"smtp://praxis@127.0.0.1:2"');
    expect(run.output()).toContain('"files":"s3://praxis-files at http://127.0.0.1:3"');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    for (const secret of ['s3cret-Pw', 'AKIA-Key-Id', 's3cret-Key'])
      expect(run.output()).not.toContain(secret);
  });

  it('refuses a second process on a locked data folder, naming the folder and the holder', async () => {
    const dataDir = await madeDataDir();
    const first = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await untilListening(first);
    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `praxis: Data folder ${dataDir} is in use by process ${first.child.pid}`,
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('takes over a lock left behind by a killed process', async () => {
    const dataDir = await madeDataDir();
    const port = String(await freePort());
    const killed = start({ DATA_DIR: dataDir, PORT: port });
    await untilListening(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(fs.existsSync(path.join(dataDir, 'praxis.lock'))).toBe(true);
    const next = start({ DATA_DIR: dataDir, PORT: port });
    await untilListening(next);
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(response.status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it('on SIGTERM closes the database, releases the lock and exits 0', async () => {
    const dataDir = await madeDataDir();
    const run = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await untilListening(run);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, 'praxis.lock'))).toBe(false);
  });
});
