import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts.js';
import { signIn } from '../../apps/server/src/test/sign-in.js';
import type { TargetVerdict } from './ceiling.js';
import { positiveInteger } from './load.js';
import { formatColumns } from './report.js';
import { BROWSER_ACCEPT_ENCODING, database, type RunContext } from './targets.js';

const USERS = positiveInteger(process.env, 'BENCH_MIXED_USERS', 200);
const P99_TARGET_MS = 1_000;

/** Percentiles of answer times in milliseconds, by nearest rank. */
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

/**
 * The mixed load: BENCH_MIXED_USERS (200) people at once, each on a connection of their own going round
 * the work of a day in the toolbox: a page of the Assets list, one asset's details, an update of it, a new
 * asset, and the specification's tree. Writers sign in as the demo administrator and user. Target on
 * PostgreSQL: no errors, p99 <= 1 s. Runs last on its server: it changes the data.
 */
export async function mixedLoad({
  server,
  settings,
  specificationId,
  data,
}: RunContext): Promise<TargetVerdict[]> {
  const tokens = await Promise.all(
    [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.user].map(
      async ({ email }) => `Bearer ${(await signIn(server.baseUrl, email, DEMO_PASSWORD)).access_token}`,
    ),
  );
  const [firstToken = ''] = tokens;
  // The assets the details and updates pick from: the first pages', which everybody opens.
  const ids: string[] = [];
  for (let page = 1; page <= 4; page++) {
    const response = await fetch(new URL(`/v1/Assets?page=${page}`, server.baseUrl), {
      headers: { authorization: firstToken },
    });
    if (!response.ok) throw new Error(`GET /v1/Assets?page=${page} answered ${response.status}`);
    const body = (await response.json()) as { data: { id: string }[] };
    ids.push(...body.data.map((item) => item.id));
  }
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const json = { 'content-type': 'application/json' };
  let created = 0;
  type Setup = (request: autocannon.Request, context: object) => autocannon.Request;
  const requests: (autocannon.Request & { name: string; setupRequest?: Setup })[] = [
    {
      name: 'a page of the list (1-20)',
      method: 'GET',
      setupRequest: (r) => ({ ...r, path: `/v1/Assets?page=${1 + Math.floor(Math.random() * 20)}` }),
    },
    { name: 'one asset', method: 'GET', setupRequest: (r) => ({ ...r, path: `/v1/Assets/${pick(ids)}` }) },
    {
      name: 'its update',
      method: 'PUT',
      path: '/v1/Assets',
      setupRequest: (r) => ({
        ...r,
        headers: { ...r.headers, ...json },
        body: JSON.stringify({ id: pick(ids), definition: `Reviewed ${new Date().toISOString()}` }),
      }),
    },
    {
      name: 'a new asset',
      method: 'POST',
      path: '/v1/Assets',
      setupRequest: (r) => ({
        ...r,
        headers: { ...r.headers, ...json },
        body: JSON.stringify({ name: `Mixed load asset ${++created}`, class: 1 + (created % 4) }),
      }),
    },
    { name: 'the tree', method: 'GET', path: `/v2/specifications/${specificationId}/elements` },
  ];
  // Where the time goes: each kind of request's own answer times, from its sending to its answer.
  const times = requests.map(() => [] as number[]);
  type Person = { token?: string; sentAt?: number };
  process.stderr.write(`mixed load: ${USERS} users for ${settings.durationSeconds} s\n`);
  const result = await autocannon({
    url: server.baseUrl,
    connections: USERS,
    duration: settings.durationSeconds,
    pipelining: 1,
    // Each connection is one person in a browser (which accepts compressed answers), signed in as the
    // administrator or the user.
    requests: requests.map(({ name: _name, ...request }, kind) => ({
      ...request,
      setupRequest: (r, context: Person) => {
        context.token ??= pick(tokens);
        context.sentAt = performance.now();
        const set = request.setupRequest?.(r, context) ?? r;
        const headers = { authorization: context.token, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
        return { ...set, headers: { ...set.headers, ...headers } };
      },
      onResponse: (_status: number, _body: string, context: Person) => {
        if (context.sentAt !== undefined) times[kind]?.push(performance.now() - context.sentAt);
      },
    })),
  });
  if (!server.running()) throw new Error(`the server died under the mixed load\n${server.output()}`);
  const errors = result.errors + result.non2xx;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
    .join(', ');
  process.stdout.write(
    `\n${formatColumns(
      ['mixed load', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'answers'],
      [
        [
          `${USERS} users: list, details, update, create, tree (${data.requirements.toLocaleString('en')} requirements)`,
          result.requests.average.toFixed(0),
          result.latency.p50.toFixed(0),
          result.latency.p99.toFixed(0),
          String(errors),
          codes,
        ],
      ],
      1,
    )}\n\n${formatColumns(
      ['request', 'answers', 'p50 ms', 'p99 ms', 'max ms'],
      requests.map(({ name }, kind) => {
        const { count, p50, p99, max } = percentiles(times[kind] ?? []);
        return [name, String(count), p50.toFixed(0), p99.toFixed(0), max.toFixed(0)];
      }),
      1,
    )}\n`,
  );
  const verdict = (met: boolean): TargetVerdict['verdict'] =>
    database === 'PostgreSQL' ? (met ? 'met' : 'NOT MET') : `not on ${database}`;
  return [
    { route: `mixed load, ${USERS} users`, target: '0 errors on PostgreSQL', verdict: verdict(errors === 0) },
    {
      route: `mixed load, ${USERS} users`,
      target: `p99 <= ${P99_TARGET_MS} ms on PostgreSQL`,
      verdict: verdict(result.latency.p99 <= P99_TARGET_MS),
    },
  ];
}
