import {
  type AuditSnapshot,
  auditSchema,
  auditSnapshotSchema,
  comparisonSchema,
  specificationElementSchema,
} from '@praxis/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts.js';
import { signIn } from '../../apps/server/src/test/sign-in.js';
import { positiveInteger } from './load.js';
import { formatColumns, quantile } from './report.js';
import { importSpecification, specificationCsv, type TreeShape } from './specifications.data.js';
import { withServer } from './suite.js';

const SHAPE: TreeShape = { topics: 12, subtopicsPerTopic: 10, requirementsPerSubtopic: 10 };
/** Freezes measured, each after a change that makes the report be written again. */
const FREEZES = positiveInteger(process.env, 'BENCH_FREEZES', 3);
/** Requests one after another for each latency figure. */
const REQUESTS = positiveInteger(process.env, 'BENCH_REQUESTS', 200);
/** Uploads and links at once while the data is made. */
const PARALLEL = 8;
const CONTROLS = 40;
const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

// The audits' targets: freezing an audit of a 1,200-requirement specification with evidence takes < 5 s on
// PostgreSQL, and comparing two such snapshots answers with p99 <= 300 ms. Each next to a baseline measured in
// the same run: the live report of the same specification, written afresh (what a freeze must read) and kept
// (what every reader gets). Figures, not tests: only errors fail the run.
await withServer(
  {
    title: `audits on ${database}: freeze and compare a ${(1200).toLocaleString('en')}-requirement specification`,
    details: [`${FREEZES} freezes, ${REQUESTS} requests one after another per latency figure`],
  },
  async (server) => {
    const admin = await signIn(server.baseUrl, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const user = await signIn(server.baseUrl, DEMO_ACCOUNTS.user.email, DEMO_PASSWORD);
    const call = api(server.baseUrl, user.access_token, true);
    // A freeze compresses nothing: its baseline is the report written afresh and taken plain.
    const plain = api(server.baseUrl, user.access_token, false);
    const specification = await importSpecification(
      server.baseUrl,
      admin.access_token,
      'Audited.csv',
      specificationCsv(SHAPE),
    );
    const requirements = specificationElementSchema
      .array()
      .parse(await call('GET', `/v2/specifications/${specification.id}/elements`))
      .filter((e) => e.kind === 'requirement');

    // Every requirement with a file of evidence, one in three linked to a control, one in ten not applicable.
    process.stderr.write(`making evidence and links for ${requirements.length} requirements\n`);
    const controls: { id: string }[] = [];
    for (let n = 1; n <= CONTROLS; n++) {
      controls.push(
        (await call('POST', '/v1/Controls', { name: `Control ${n}`, title: `Control ${n}` })) as {
          id: string;
        },
      );
    }
    await inParallel(requirements, async (requirement, n) => {
      const form = new FormData();
      form.append('title', `Evidence of ${requirement.code}`);
      form.append('file', new Blob([`Evidence of ${requirement.code}\n`]), `${requirement.code}.txt`);
      await call('POST', `/v2/requirements/${requirement.id}/evidence`, form);
      if (n % 3 === 0) {
        const control = controls[n % CONTROLS] as { id: string };
        await call('POST', `/v2/requirements/${requirement.id}/controls`, { controlId: control.id });
      }
      if (n % 10 === 0) {
        await call('PUT', `/v2/requirements/${requirement.id}/applicability`, {
          applicable: false,
          justification: 'Outside the scope',
        });
      }
    });
    const audit = auditSchema.parse(
      await call('POST', '/v2/audits', {
        title: 'Certification',
        kind: 'certification',
        auditDate: '2026-12-01',
        specificationIds: [specification.id],
      }),
    );

    // A change to one requirement before each timing, so that the report is written afresh both times.
    let toggles = 0;
    const touch = () =>
      call('PUT', `/v2/requirements/${(requirements[0] as { id: string }).id}/applicability`, {
        applicable: true,
        justification: `Reviewed ${++toggles}`,
      });
    const fresh: number[] = [];
    const freezes: number[] = [];
    const snapshots: AuditSnapshot[] = [];
    for (let run = 0; run < FREEZES; run++) {
      await touch();
      fresh.push(await timed(() => plain('GET', `/v2/specifications/${specification.id}/report`)));
      await touch();
      const ms = await timed(async () => {
        snapshots.push(auditSnapshotSchema.parse(await call('POST', `/v2/audits/${audit.id}/snapshots`)));
      });
      freezes.push(ms);
      process.stderr.write(`freeze ${run + 1}: ${(ms / 1000).toFixed(2)} s\n`);
    }
    const [first, last] = [snapshots[0], snapshots.at(-1)] as [AuditSnapshot, AuditSnapshot];
    const compared = comparisonSchema.parse(
      await call('GET', `/v2/audits/${audit.id}/snapshots/${first.id}/compare?with=${last.id}`),
    );

    const sequential = async (path: string) => {
      const times: number[] = [];
      for (let n = 0; n < REQUESTS; n++) times.push(await timed(() => call('GET', path)));
      return times;
    };
    const snapshot = `/v2/audits/${audit.id}/snapshots/${first.id}`;
    const latencies: [string, number[], string][] = [
      ['live report, kept (baseline)', await sequential(`/v2/specifications/${specification.id}/report`), ''],
      ['report as sealed', await sequential(`${snapshot}/report?specificationId=${specification.id}`), ''],
      [
        `compare two snapshots (${compared.changes.length} changed)`,
        await sequential(`${snapshot}/compare?with=${last.id}`),
        'p99 <= 300 ms',
      ],
      ['compare with today', await sequential(`${snapshot}/compare?with=today`), ''],
    ];

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const freezeMedian = quantile(freezes, 0.5);
    process.stdout.write(
      `\n${formatColumns(
        ['figure', 'median', 'max', 'target'],
        [
          [
            `live report written afresh (baseline), ${requirements.length} requirements`,
            ms(quantile(fresh, 0.5)),
            ms(Math.max(...fresh)),
            '',
          ],
          [
            `freeze (${first.requirementCount} requirements, ${first.evidenceCount} evidence; ${(freezeMedian / quantile(fresh, 0.5)).toFixed(1)}× the baseline)`,
            ms(freezeMedian),
            ms(Math.max(...freezes)),
            database === 'PostgreSQL' ? `< 5 s: ${Math.max(...freezes) < 5_000 ? 'met' : 'NOT met'}` : '',
          ],
        ],
        1,
      )}\n\n${formatColumns(
        ['sequential requests', 'p50', 'p99', 'target'],
        latencies.map(([what, times, target]) => [
          what,
          ms(quantile(times, 0.5)),
          ms(quantile(times, 0.99)),
          target && `${target}: ${quantile(times, 0.99) <= 300 ? 'met' : 'NOT met'}`,
        ]),
        1,
      )}\n`,
    );
  },
);

/**
 * A JSON (or multipart) call as one signed-in person, accepting compressed answers as a browser does or not,
 * failing the run on any refusal.
 */
function api(baseUrl: string, token: string, compressed: boolean) {
  return async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': compressed ? 'gzip, deflate, br, zstd' : 'identity',
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  };
}

/** Runs `work` over the items, PARALLEL at a time. */
async function inParallel<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
