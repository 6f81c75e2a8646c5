import type { RunningServer } from '../../e2e/fixtures/server.js';
import { type LoadSettings, measure, type Route, type RouteResult } from './load.js';
import type { MinimalServer } from './minimal/start.js';
import { formatColumns, milliseconds } from './report.js';
import { baselineRoute } from './suite.js';

export type DatabaseKind = 'PostgreSQL' | 'PGlite';

/** An app route and its ceiling: the same request to the minimal server, which does only the unavoidable. */
export interface CeilingPair {
  route: Route;
  /** The minimal server's path for the same request; omitted: the app route has no ceiling (liveness). */
  minimalPath?: string;
  targets?: Target[];
}

export interface Target {
  /** As printed, e.g. '>= 0.8× minimal'. */
  text: string;
  /** The databases the target is for; on another one it is printed as 'not on PGlite'. */
  on?: DatabaseKind;
  met(figures: PairResult): boolean;
}

export interface PairResult {
  app: RouteResult;
  minimal?: RouteResult;
  baseline: RouteResult;
}

export interface TargetVerdict {
  route: string;
  target: string;
  verdict: 'met' | 'NOT MET' | `not on ${DatabaseKind}`;
}

/** The app's requests/s as a share of another route's from the same run; none when that one completed nothing. */
export const ratio = (route: RouteResult, to: RouteResult | undefined) =>
  to === undefined || to.requestsPerSecond === 0
    ? Number.NaN
    : route.requestsPerSecond / to.requestsPerSecond;

/** A ratio as printed: two decimals, three below 0.1 so that a slow route's share does not read 0.00×. */
export const times = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(value < 0.1 ? 3 : 2)}×` : '-';

export const atLeastOfMinimal = (share: number): Target => ({
  text: `>= ${share}× minimal`,
  met: ({ app, minimal }) => ratio(app, minimal) >= share,
});

export const p99AtMost = (ms: number, on?: DatabaseKind): Target => ({
  text: `p99 <= ${ms} ms${on ? ` on ${on}` : ''}`,
  ...(on ? { on } : {}),
  met: ({ app }) => app.p99Ms <= ms,
});

/**
 * Measures the baseline, then each app route right before its minimal twin, with the same settings and
 * connections, and prints one table: the app's figures, the minimal route's, the app as a share of both
 * ceilings, and each target with met / not met. Answers the pairs' results and the verdicts.
 */
export async function measureAgainstCeiling(
  server: RunningServer,
  minimalServer: MinimalServer,
  pairs: CeilingPair[],
  settings: LoadSettings,
  database: DatabaseKind,
): Promise<{ results: PairResult[]; verdicts: TargetVerdict[] }> {
  const run = async (baseUrl: string, route: Route) => {
    process.stderr.write(
      `measuring ${route.name} on ${baseUrl === server.baseUrl ? 'the app' : 'the minimal server'}\n`,
    );
    try {
      return await measure(baseUrl, route, settings);
    } catch (error) {
      if (!server.running()) {
        throw new Error(`the server died while ${route.name} was measured\n${server.output()}`);
      }
      throw error;
    }
  };
  const baseline = await run(server.baseUrl, baselineRoute);
  const results: PairResult[] = [];
  for (const pair of pairs) {
    const app = await run(server.baseUrl, pair.route);
    const minimal =
      pair.minimalPath === undefined
        ? undefined
        : await run(minimalServer.baseUrl, { ...pair.route, path: pair.minimalPath });
    results.push({ app, ...(minimal ? { minimal } : {}), baseline });
  }

  const verdicts: TargetVerdict[] = [];
  const rows = [baseline, ...results].map((result) => {
    const { app, minimal } = 'app' in result ? result : { app: result, minimal: undefined };
    const pair = pairs.find((p) => p.route === app.route);
    const targets = (pair?.targets ?? []).map((target) => {
      const verdict: TargetVerdict['verdict'] =
        target.on && target.on !== database
          ? `not on ${database}`
          : 'app' in result && target.met(result)
            ? 'met'
            : 'NOT MET';
      verdicts.push({ route: app.route.name, target: target.text, verdict });
      return `${target.text}: ${verdict}`;
    });
    return [
      app.route.name,
      app.requestsPerSecond.toFixed(0),
      milliseconds(app.p50Ms),
      milliseconds(app.p99Ms),
      minimal ? minimal.requestsPerSecond.toFixed(0) : '-',
      minimal ? milliseconds(minimal.p99Ms) : '-',
      minimal ? times(ratio(app, minimal)) : '-',
      times(ratio(app, baseline)),
      targets.join('; ') || '-',
    ];
  });
  process.stdout.write(
    `\n${formatColumns(
      [
        'route',
        'requests/s',
        'p50 ms',
        'p99 ms',
        'minimal req/s',
        'minimal p99',
        'vs minimal',
        'vs baseline',
        'targets',
      ],
      rows,
      1,
    )}\n`,
  );
  return { results, verdicts };
}
