import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { specifications } from '../../db/schema/index.js';
import { ADMIN, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase, drivers } from '../../test/databases.js';
import {
  assign,
  createAsset,
  createAudit,
  createControl,
  createEvidence,
  createExecution,
  createLabel,
  createSpecification,
  setCheckpoints,
  userIdOf,
} from '../../test/factories.js';
import { twoInstances } from '../../test/instances.js';
import { countedServer, knownCaller } from '../../test/queries.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { importSpecification, SMALL_CSV } from '../../test/specifications.js';

type Requirement = {
  id: string;
  text: string | null;
  semaphore: string;
  documentation: { purpose: string; properties: { content: string | null } }[];
  applicability: { applicable: boolean | null };
  checkpoints: { deadlineDate: string | null };
  controls: { name: string; executions: unknown[] }[];
  maturities: { id: string; classId: string; level: number }[];
  assignments: { type: number; user: { firstName: string | null } }[];
  labels: { name: string }[];
  evidence: { title: string; status: string }[];
};

const reportOf = async (server: TestServer, id: string) => {
  const response = await server.call(READER, 'GET', `/v2/specifications/${id}/report`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

/**
 * Makes each kind of change the report shows through `writer`. Before each, `reader` reads the report (and
 * keeps it); after each, the report `reader` answers must show the change.
 */
async function changesAreSeen(writer: TestServer, reader: TestServer) {
  const { specification, byCode } = await createSpecification(writer);
  const id = byCode('GV.1.1').id;
  const requirement = async (): Promise<Requirement> =>
    (await reportOf(reader, specification.id)).json().requirements.find((r: Requirement) => r.id === id);
  /** Reads the report, makes the change, and answers the requirement as the report shows it next. */
  const after = async (change: () => Promise<unknown>) => {
    await requirement();
    await change();
    return requirement();
  };
  const call = async (as: string, method: string, url: string, body?: unknown) => {
    const response = await writer.call(as, method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };

  // An open major nonconformity of an audit turns the requirement red; deleting the finding undoes it.
  const audit = await createAudit(writer, [specification.id]);
  let findingId = '';
  const nonconforming = await after(async () => {
    findingId = (
      await call(USER, 'POST', `/v2/audits/${audit.id}/findings`, {
        kind: 'major-nonconformity',
        title: 'No restore tested',
        requirementId: id,
      })
    ).id;
  });
  expect(nonconforming.semaphore).toBe('red');
  const withdrawn = await after(() => writer.call(USER, 'DELETE', `/v2/findings/${findingId}`));
  expect(withdrawn.semaphore).toBe('gray');

  const internal = (r: Requirement) =>
    r.documentation.filter((d) => d.purpose === 'internal').map((d) => d.properties.content);

  const documented = await after(() =>
    call(USER, 'POST', `/v2/requirements/${id}/documentations`, {
      class: 'Implementation',
      content: '<p>A</p>',
    }),
  );
  expect(internal(documented)).toEqual(['<p>A</p>']);
  const redocumented = await after(() =>
    call(USER, 'POST', `/v2/requirements/${id}/documentations`, {
      class: 'Implementation',
      content: '<p>B</p>',
    }),
  );
  expect(internal(redocumented)).toEqual(['<p>B</p>']);

  const assessed = await after(() =>
    call(USER, 'POST', `/v2/requirements/${id}/maturities`, { classId: 'Current', level: 2, comment: null }),
  );
  expect(assessed.maturities.map((m) => m.level)).toEqual([2]);
  const matured = await after(() =>
    call(USER, 'PUT', `/v2/requirements/${id}/maturities/${assessed.maturities[0]?.id}`, {
      classId: 'Current',
      level: 4,
      comment: null,
    }),
  );
  expect(matured.maturities.map((m) => m.level)).toEqual([4]);

  const readerId = await userIdOf(writer, READER);
  const assigned = await after(() => assign(writer, `/v2/Requirements/${id}`, 0, readerId));
  expect(assigned.assignments.map((a) => a.type)).toEqual([0]);
  const renamed = await after(() => call(READER, 'PUT', `/v1/Users/${readerId}`, { firstName: 'Rita' }));
  expect(renamed.assignments[0]?.user.firstName).toBe('Rita');

  const label = await createLabel(writer, 'Privacy');
  const labelled = await after(() =>
    call(USER, 'PUT', `/v2/Requirements/${id}/labels`, { labelIds: [label.id] }),
  );
  expect(labelled.labels.map((l) => l.name)).toEqual(['Privacy']);

  const control = await createControl(writer, { name: 'Backups' });
  const linked = await after(() =>
    call(USER, 'POST', `/v2/requirements/${id}/controls`, { controlId: control.id }),
  );
  expect(linked.controls.map((c) => c.name)).toEqual(['Backups']);
  const asset = await createAsset(writer);
  let execution = { id: '' };
  const executed = await after(async () => {
    execution = await createExecution(writer, control, asset);
  });
  expect(executed.controls[0]?.executions).toHaveLength(1);
  expect(executed.semaphore).toBe('yellow');

  const deadline = await after(() =>
    setCheckpoints(writer, `/v2/requirements/${id}`, { deadlineDate: '2020-01-01' }),
  );
  expect(deadline.checkpoints.deadlineDate).toBe('2020-01-01');
  const inapplicable = await after(() =>
    call(USER, 'PUT', `/v2/requirements/${id}/applicability`, {
      applicable: false,
      justification: 'Not ours',
    }),
  );
  expect(inapplicable.applicability.applicable).toBe(false);

  let evidenceId = '';
  const evidenced = await after(async () => {
    evidenceId = (
      await createEvidence(writer, { category: 'Executions', id: execution.id }, { title: 'Restore test' }, [
        { status: 'draft' },
      ])
    ).id;
  });
  expect(evidenced.evidence.map((e) => [e.title, e.status])).toEqual([['Restore test', 'draft']]);
  const submitted = await after(() => call(USER, 'POST', `/v2/evidence/${evidenceId}/submit`));
  expect(submitted.evidence.map((e) => e.status)).toEqual(['submitted']);

  const retexted = await after(async () => {
    const csv = SMALL_CSV.replace('review it yearly', 'review it monthly');
    expect((await importSpecification(writer, ADMIN, 'Small spec.csv', csv)).statusCode).toBe(200);
  });
  expect(retexted.text).toContain('review it monthly');

  // A company's value of a parameter shows in the statement.
  const catalog = {
    catalog: {
      uuid: 'c0ffee00-0000-4000-8000-0000000000a1',
      metadata: { title: 'Parameters', version: '1', 'oscal-version': '1.2.1' },
      groups: [
        {
          id: 'g',
          title: 'Reviews',
          controls: [
            {
              id: 'p-1',
              title: 'Review',
              params: [{ id: 'p-1_prm', label: 'period' }],
              parts: [{ id: 'p-1_smt', name: 'statement', prose: 'Review {{ insert: param, p-1_prm }}.' }],
            },
          ],
        },
      ],
    },
  };
  const imported = await importSpecification(writer, ADMIN, 'Parameters.json', JSON.stringify(catalog));
  expect(imported.statusCode, imported.body).toBe(201);
  const withParameters: string = imported.json().id;
  const elements: { id: string; code: string }[] = await call(
    READER,
    'GET',
    `/v2/specifications/${withParameters}/elements`,
  );
  const p1 = elements.find((e) => e.code === 'p-1')?.id;
  const statement = async (): Promise<string> =>
    (await reportOf(reader, withParameters)).json().requirements.find((r: Requirement) => r.id === p1).text;
  expect(await statement()).toContain('[Assignment: period]');
  await call(USER, 'PUT', `/v2/requirements/${p1}/parameters/p-1_prm`, { text: 'every week' });
  expect(await statement()).toContain('>every week</span>');
}

describeEachDatabase('specification reports kept between reads', (db) => {
  let server: TestServer;
  let queries: () => number;
  beforeEach(async () => {
    ({ server, queries } = await countedServer(db()));
  });
  afterEach(() => server.close());

  it('answers a report read before from one query (the specification with the version), in the same bytes as one made afresh', async () => {
    const { specification } = await createSpecification(server);
    const made = (await reportOf(server, specification.id)).body;
    await knownCaller(server, READER, queries);
    const before = queries();
    const kept = (await reportOf(server, specification.id)).body;
    expect(queries() - before).toBe(1);
    expect(kept).toBe(made);
    // What JSON.stringify writes of the whole answer, in the order of the schema's keys.
    expect(JSON.stringify(JSON.parse(kept))).toBe(kept);
    expect(Object.keys(JSON.parse(kept))).toEqual([
      'specification',
      'elements',
      'maturityOverview',
      'requirements',
      'coverage',
      'recurringWork',
    ]);
    const fresh = await startTestServer(db());
    try {
      expect((await reportOf(fresh, specification.id)).body).toBe(kept);
    } finally {
      await fresh.close();
    }
  });

  it('shows every kind of change on the next read', () => changesAreSeen(server, server));

  it("reads the specification's own row on every request, its change in the same bytes as one stringify", async () => {
    const { specification } = await createSpecification(server);
    const before = (await reportOf(server, specification.id)).json();
    // Nothing the API offers renames a specification without a new import; the row alone changes here.
    await db()
      .db.update(specifications)
      .set({ name: 'Renamed' })
      .where(eq(specifications.id, specification.id));
    const body = (await reportOf(server, specification.id)).body;
    expect(JSON.stringify(JSON.parse(body))).toBe(body);
    const after = JSON.parse(body);
    expect(after.specification).toEqual({ ...before.specification, name: 'Renamed' });
    expect(after).toEqual({ ...before, specification: after.specification });
  });
});

describe.runIf(drivers.includes('postgres'))('specification reports across two instances', () => {
  const instances = twoInstances();

  it('shows a change made through one instance on the next read through the other', () => {
    const [a, b] = instances();
    return changesAreSeen(a, b);
  });
});
