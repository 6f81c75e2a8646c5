import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts.js';
import { signIn } from '../../apps/server/src/test/sign-in.js';
import type { RunningServer } from '../../e2e/fixtures/server.js';
import {
  atLeastOfMinimal,
  type CeilingPair,
  type DatabaseKind,
  measureAgainstCeiling,
  type PairResult,
  p99AtMost,
  type TargetVerdict,
  times,
} from './ceiling.js';
import { demoWithAssets } from './items.data.js';
import { type LoadSettings, positiveInteger, settingsFromEnv } from './load.js';
import { copyDataDir, startMinimal } from './minimal/start.js';
import { formatColumns, milliseconds } from './report.js';
import { importGeneratedSpecification, type TreeShape } from './specifications.data.js';
import { describeSettings, withServer } from './suite.js';

export const database: DatabaseKind = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The data the performance targets are set for, at scale 1: 100,000 assets and a specification of 1,200 requirements. */
export interface BenchData {
  scale: number;
  assets: number;
  shape: TreeShape;
  requirements: number;
}

export function dataAt(scale: number): BenchData {
  // Ten times the requirements is ten times as many per sub-topic: the tree gets wider, not deeper.
  const shape = { topics: 12, subtopicsPerTopic: 10, requirementsPerSubtopic: 10 * scale };
  return {
    scale,
    assets: 100_000 * scale,
    shape,
    requirements: shape.topics * shape.subtopicsPerTopic * shape.requirementsPerSubtopic,
  };
}

/** What the routes of a run are made from once the data is there and the reader has signed in. */
export interface RunContext {
  data: BenchData;
  headers: Record<string, string>;
  specificationId: string;
  server: RunningServer;
  settings: LoadSettings;
}

const count = (n: number) => n.toLocaleString('en');

/** `GET /v1/Me`: the principal costs one cheap look-up at most, so the app keeps up with verify + one look-up. */
export const mePairs = ({ headers }: RunContext): CeilingPair[] => [
  {
    route: { name: '/v1/Me', path: '/v1/Me', headers },
    minimalPath: '/v1/Me',
    targets: [atLeastOfMinimal(1)],
  },
];

/** The Assets list and its name searches: >= 0.8× their minimal route, p99 <= 50 ms on PostgreSQL. */
export const listPairs = ({ headers, data }: RunContext): CeilingPair[] =>
  [
    { name: 'assets, first page', query: 'page=1' },
    // About one name in a thousand holds these digits: the trigram index has to find them.
    { name: 'name search, rare', query: 'filter=Name:4242&page=1' },
    // One name in ten: the first 50 in number order come early in the number index.
    { name: 'name search, common', query: 'filter=Name:firewall&page=1' },
  ].map(({ name, query }) => ({
    route: { name: `${name} (${count(data.assets)} assets)`, path: `/v1/Assets?${query}`, headers },
    minimalPath: `/v1/Assets?${query}`,
    targets: [atLeastOfMinimal(0.8), p99AtMost(50, 'PostgreSQL')],
  }));

/** The tree and the report of the generated specification: p99 <= 100 ms on PostgreSQL, <= 300 ms on PGlite. */
/**
 * The tree and the report are asked for as Chromium asks the app for them, accepting compressed answers: at
 * 1.3 MB (the report of 1,200 requirements) what travels decides their time, and a browser never takes them
 * plain. The minimal route sends them plain, as it does everything.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export const treePairs = ({ headers, data, specificationId }: RunContext): CeilingPair[] =>
  ['elements', 'report'].map((leaf) => ({
    route: {
      name: `${leaf}, ${count(data.requirements)} requirements`,
      path: `/v2/specifications/${specificationId}/${leaf}`,
      headers: { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    },
    minimalPath: `/v2/specifications/${specificationId}/${leaf}`,
    targets: [p99AtMost(100, 'PostgreSQL'), p99AtMost(300, 'PGlite')],
  }));

export interface CeilingRun {
  title: string;
  pairs: (context: RunContext) => CeilingPair[];
  /** More to measure on the same server afterwards (the mixed load, which changes the data). */
  after?: (context: RunContext) => Promise<TargetVerdict[]>;
}

/**
 * Generates the data (the targets' sizes times `BENCH_SCALE`), starts the app and the minimal server beside it on
 * the same data, and measures every pair against its ceiling; with `BENCH_SCALE` above 1 it does so at scale 1
 * and then at that scale, and prints how each figure grows. Ends with every target and whether it was met.
 */
export async function runAgainstCeiling(run: CeilingRun): Promise<void> {
  const settings = settingsFromEnv();
  const scale = positiveInteger(process.env, 'BENCH_SCALE', 1);
  const passes: { data: BenchData; results: PairResult[] }[] = [];
  const verdicts: TargetVerdict[] = [];
  for (const data of scale === 1 ? [dataAt(1)] : [dataAt(1), dataAt(scale)]) {
    let specificationId = '';
    let minimalDataDir: string | undefined;
    await withServer(
      {
        title: `${run.title} on ${database}, ${count(data.assets)} assets, ${count(data.requirements)} requirements`,
        details: describeSettings(settings),
        beforeStart: async (target) => {
          await demoWithAssets(data.assets, async (opened) => {
            specificationId = await importGeneratedSpecification(opened, data.shape);
          })(target);
          if (!target.databaseUrl) minimalDataDir = await copyDataDir(target.dataDir);
        },
      },
      async (server) => {
        const { access_token } = await signIn(server.baseUrl, DEMO_ACCOUNTS.reader.email, DEMO_PASSWORD);
        const minimal = await startMinimal({
          databaseUrl: process.env.BENCH_DATABASE_URL,
          dataDir: minimalDataDir,
          token: access_token,
        });
        try {
          const context: RunContext = {
            data,
            headers: { authorization: `Bearer ${access_token}` },
            specificationId,
            server,
            settings,
          };
          const measured = await measureAgainstCeiling(
            server,
            minimal,
            run.pairs(context),
            settings,
            database,
          );
          passes.push({ data, results: measured.results });
          // Targets are for the sizes at scale 1; a larger scale is there to show how the figures grow.
          if (data.scale === 1) {
            verdicts.push(...measured.verdicts);
            if (run.after) verdicts.push(...(await run.after(context)));
          }
        } finally {
          await minimal.stop();
        }
      },
    );
    if (process.exitCode) return;
  }
  const [small, large] = passes;
  if (small && large) process.stdout.write(`\n${formatGrowth(small, large)}\n`);
  process.stdout.write(`\n${formatVerdicts(verdicts)}\n`);
}

/** Each route at scale 1 and at the larger scale: requests/s, p99 and how many times the cost per request grew. */
function formatGrowth(
  small: { data: BenchData; results: PairResult[] },
  large: { data: BenchData; results: PairResult[] },
): string {
  const rows = small.results.map((before, index) => {
    const after = large.results[index];
    const name = before.app.route.name.replace(/ \(.*\)$|, [\d,]+ requirements$/, '');
    if (!after) return [name, '-', '-', '-', '-', '-'];
    return [
      name,
      before.app.requestsPerSecond.toFixed(0),
      after.app.requestsPerSecond.toFixed(0),
      milliseconds(before.app.p99Ms),
      milliseconds(after.app.p99Ms),
      times(before.app.requestsPerSecond / after.app.requestsPerSecond),
    ];
  });
  return [
    `How cost grows from ${count(small.data.assets)} to ${count(large.data.assets)} assets and ${count(small.data.requirements)} to ${count(large.data.requirements)} requirements (the app; 1.00× is flat):`,
    formatColumns(
      [
        'route',
        'requests/s ×1',
        `requests/s ×${large.data.scale}`,
        'p99 ms ×1',
        `p99 ms ×${large.data.scale}`,
        'cost per request',
      ],
      rows,
      1,
    ),
  ].join('\n');
}

function formatVerdicts(verdicts: TargetVerdict[]): string {
  return [
    `Targets on ${database}:`,
    formatColumns(
      ['route', 'target', 'verdict'],
      verdicts.map(({ route, target, verdict }) => [route, target, verdict]),
      3,
    ),
  ].join('\n');
}
