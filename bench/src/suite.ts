import os from 'node:os';
import { type RunningServer, type StartOptions, startServer } from '../../e2e/fixtures/server.js';
import { describe, type LoadSettings, measure, type Route, type RouteResult } from './load.js';
import { formatTable } from './report.js';

/**
 * The framework's ceiling on this machine: a constant JSON answer that touches no database. `/healthz` rather
 * than `/api/baseline`, which the rate limit counts, so a run would be throttled.
 */
export const baselineRoute: Route = { name: 'baseline', path: '/healthz' };

export interface ServerRunOptions {
  title: string;
  /** Lines under the title saying what the figures depend on (settings, browser version, …). */
  details: string[];
  /** Extra environment for the server, e.g. DEMO=0 before generating data. */
  serverEnv?: Record<string, string>;
  /** Runs on the database before the server starts; see StartOptions.beforeStart. */
  beforeStart?: StartOptions['beforeStart'];
}

/**
 * Prints what the run depends on, starts the built server, hands it to `body` and always stops it, also on
 * Ctrl+C. Any error fails the run (exit code 1): benchmarks fail on errors, never on their figures.
 */
export async function withServer(
  options: ServerRunOptions,
  body: (server: RunningServer) => Promise<void>,
): Promise<void> {
  let server: RunningServer | undefined;
  const stop = async () => {
    const running = server;
    server = undefined;
    await running?.stop();
  };
  const interrupted = () => {
    process.stderr.write('\ninterrupted; stopping the server\n');
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    printContext(options.title, options.details);
    server = await startServer({
      purpose: 'bench',
      databaseUrl: process.env.BENCH_DATABASE_URL,
      echo: true,
      ...(options.serverEnv ? { env: options.serverEnv } : {}),
      ...(options.beforeStart ? { beforeStart: options.beforeStart } : {}),
    });
    await body(server);
  } catch (error) {
    process.stderr.write(`\nbenchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof Error && error.cause) process.stderr.write(`cause: ${String(error.cause)}\n`);
    process.exitCode = 1;
  } finally {
    await stop();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

/** Measures the baseline and then the routes, prints the table and returns the routes' results. */
export async function measureAgainstBaseline(
  server: RunningServer,
  routes: Route[],
  settings: LoadSettings,
): Promise<RouteResult[]> {
  const [baseline, ...results] = await measureRoutes(server, [baselineRoute, ...routes], settings);
  if (baseline === undefined) throw new Error('the baseline was not measured');
  process.stdout.write(`\n${formatTable([baseline, ...results], baseline)}\n`);
  return results;
}

/** Measures the routes one after the other; a failure says whether the server died or the route failed. */
async function measureRoutes(
  server: RunningServer,
  routes: Route[],
  settings: LoadSettings,
): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const route of routes) {
    process.stderr.write(
      `measuring ${route.name} (${describe(route)}): ${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s measured\n`,
    );
    try {
      results.push(await measure(server.baseUrl, route, settings));
    } catch (error) {
      if (!server.running()) {
        throw new Error(
          `the server died while ${route.name} was measured\n--- server output ---\n${server.output()}`,
        );
      }
      throw error;
    }
  }
  return results;
}

export function describeSettings(settings: LoadSettings): string[] {
  return [
    'load generator in the same machine',
    `${settings.connections} connections, ${settings.durationSeconds} s per route after ${settings.warmupSeconds} s warm-up, no pipelining`,
  ];
}

function printContext(title: string, details: string[]) {
  const cpus = os.cpus();
  process.stdout.write(
    [
      `Praxis benchmark: ${title}`,
      `node ${process.version}, ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`,
      ...details,
      '',
    ].join('\n'),
  );
}
