import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeJwt } from 'jose';
import { freePort } from '../../../apps/server/src/test/free-port.js';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));

export interface MinimalServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A copy of PGlite's data folder for the minimal server, made while nothing has it open (in `beforeStart`,
 * before the app starts): PGlite admits one process per folder, and the copy holds the very same data.
 */
export async function copyDataDir(dataDir: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'praxis-bench-minimal-'));
  await cp(dataDir, copy, { recursive: true });
  return copy;
}

/**
 * Starts `minimal/server.ts` as a process of its own, like the app, on the same PostgreSQL database or on
 * `dataDir` (a copy from `copyDataDir`), trusting tokens of the issuer and audience `token` carries.
 */
export async function startMinimal(options: {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  token: string;
}): Promise<MinimalServer> {
  const { iss, aud } = decodeJwt(options.token);
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      MINIMAL_ISSUER: String(iss),
      MINIMAL_AUDIENCE: String(Array.isArray(aud) ? aud[0] : aud),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('minimal server ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the minimal server exited (${code}): ${output}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      if (options.dataDir) await rm(options.dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
