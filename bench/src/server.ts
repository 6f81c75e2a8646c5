import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
const host = '127.0.0.1';

/**
 * The server gets only these variables from the caller's environment: a developer's shell may carry
 * DATABASE_URL, OIDC_* or S3_* for their own instance, and runs must be comparable with each other.
 */
const inheritedVariables = ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'TZ', 'SystemRoot'];

export interface StartOptions {
  /** Extra variables for the server (DEMO=0 for a run on generated data, say). */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Copy the server's output to stderr as it comes, each line prefixed with '[praxis] '. */
  echo?: boolean;
  /** Runs on the server's database before the server starts (generating data into PGlite's folder, say). */
  beforeStart?: (target: { dataDir: string; databaseUrl: string | undefined }) => Promise<void>;
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The last lines the server printed, for error messages. */
  output(): string;
  /** False once the process has exited, so a run can tell a crash from a slow route. */
  running(): boolean;
  stop(): Promise<void>;
}

/** Asks the kernel for a port nobody listens on; another process could take it before the server does, rarely. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('could not read a free port'));
        else resolve(address.port);
      });
    });
  });
}

/** Starts the built server on a free port with a fresh, empty data folder and waits until /readyz says 200. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${path.relative(process.cwd(), serverEntry)} does not exist: run npm run build first (at the repository root)`,
    );
  }
  const port = await freePort();
  const baseUrl = `http://${host}:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'praxis-bench-'));

  const env: Record<string, string> = {};
  for (const name of inheritedVariables) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    // Request logging at 'info' would be measured along with the routes.
    LOG_LEVEL: 'warn',
    // The server would otherwise call itself http://localhost:PORT, and the browser, which opens
    // 127.0.0.1, would see its API and sign-in addresses as another origin.
    PUBLIC_URL: baseUrl,
  });
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  Object.assign(env, options.env);
  try {
    await options.beforeStart?.({ dataDir, databaseUrl });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }

  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = captureOutput(child, options.echo ?? false);
  child.once('error', (error) => log.push(`[harness] could not run the server: ${error.message}`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      process.stderr.write(`[praxis] the server exited unexpectedly (${describeExit(code, signal)})\n`);
  });

  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), delay(15_000).then(() => false)]);
      if (!stopped) {
        process.stderr.write('[praxis] the server ignored SIGTERM for 15 s; killing it\n');
        child.kill('SIGKILL');
        await exited;
      } else if (child.exitCode !== 0 && child.signalCode === null) {
        process.stderr.write(
          `[praxis] the server did not shut down cleanly (${describeExit(child.exitCode, child.signalCode)}):\n${log.tail()}\n`,
        );
      }
    }
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };

  try {
    await waitUntilReady(baseUrl, child, exited, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The Praxis server did not become ready: ${reason}\n--- server output ---\n${log.tail()}`,
    );
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  return { baseUrl, dataDir, output: log.tail, running, stop };
}

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  exited: Promise<void>,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  let lastAnswer = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it exited (${describeExit(child.exitCode, child.signalCode)})`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200) return;
      lastAnswer = `/readyz answered ${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      lastAnswer = error instanceof Error ? String(error.cause ?? error.message) : String(error);
    }
    await Promise.race([delay(250), exited]);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s (last: ${lastAnswer})`);
}

function captureOutput(child: ChildProcess, echo: boolean) {
  const lines: string[] = [];
  const keep = 200;
  const attach = (stream: NodeJS.ReadableStream | null) => {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) push(line);
    });
    stream?.on('end', () => {
      if (partial) push(partial);
    });
  };
  const push = (line: string) => {
    lines.push(line);
    if (lines.length > keep) lines.shift();
    if (echo) process.stderr.write(`[praxis] ${line}\n`);
  };
  attach(child.stdout);
  attach(child.stderr);
  return { push, tail: () => (lines.length > 0 ? lines.join('\n') : '(nothing)') };
}

function describeExit(code: number | null, signal: NodeJS.Signals | null) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}
