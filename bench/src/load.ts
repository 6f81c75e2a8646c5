import autocannon from 'autocannon';

export interface Route {
  /** What the table calls it; several routes may share a path with different queries or users. */
  name: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadSettings {
  durationSeconds: number;
  connections: number;
  warmupSeconds: number;
}

export interface RouteResult {
  route: Route;
  requestsPerSecond: number;
  /** Infinity when no request completed within the measured seconds. */
  p50Ms: number;
  p99Ms: number;
  requests: number;
}

/** Duration and connections are fixed per run, so that two runs on one machine compare. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  return {
    durationSeconds: positiveInteger(env, 'BENCH_DURATION', 10),
    connections: positiveInteger(env, 'BENCH_CONNECTIONS', 20),
    warmupSeconds: positiveInteger(env, 'BENCH_WARMUP', 2),
  };
}

export function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name}=${JSON.stringify(raw)} must be a whole number of at least 1`);
  }
  return value;
}

export function describe(route: Route): string {
  return `${route.method ?? 'GET'} ${route.path}`;
}

/**
 * Checks the route once, warms it up (JIT, connection pools, caches), then measures it. A route that
 * answers anything but 2xx, or drops connections, fails the run: its numbers would describe an error path.
 */
export async function measure(baseUrl: string, route: Route, settings: LoadSettings): Promise<RouteResult> {
  const url = new URL(route.path, baseUrl).href;
  const probe = await fetch(url, {
    method: route.method ?? 'GET',
    headers: route.headers ?? {},
    ...(route.body === undefined ? {} : { body: route.body }),
    signal: AbortSignal.timeout(10_000),
  });
  const probeBody = await probe.text();
  if (!probe.ok) {
    throw new Error(`${describe(route)} answered ${probe.status} before the run: ${probeBody.slice(0, 300)}`);
  }

  const options: autocannon.Options = {
    url,
    method: route.method ?? 'GET',
    headers: route.headers ?? {},
    connections: settings.connections,
    pipelining: 1,
    // autocannon gives up on a request after 10 s; a slow route's figure is what the run is for, so a minute.
    timeout: 60,
    ...(route.body === undefined ? {} : { body: route.body }),
  };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const result = await autocannon({ ...options, duration: settings.durationSeconds });

  const problems: string[] = [];
  if (result.errors > 0) problems.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stats]) => `${code}×${stats.count ?? 0}`);
    problems.push(`${result.non2xx} answers that were not 2xx (${codes.join(', ')})`);
  }
  if (problems.length > 0) throw new Error(`${describe(route)}: ${problems.join('; ')}`);

  // None answered within the window: slower than it, a figure rather than an error.
  const none = result.requests.total === 0;
  return {
    route,
    requestsPerSecond: result.requests.average,
    p50Ms: none ? Number.POSITIVE_INFINITY : result.latency.p50,
    p99Ms: none ? Number.POSITIVE_INFINITY : result.latency.p99,
    requests: result.requests.total,
  };
}
