import { plusDays, todayIn, type WorkEntry } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import {
  assign,
  createAsset,
  createControlWithExecution,
  createEvidence,
  createSpecification,
  setCheckpoints,
  userIdOf,
} from '../../test/factories.js';
import { complete, createSchedule, QUARTERLY } from '../../test/schedules.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { UNTITLED_CSV, UNTITLED_NAME } from '../../test/specifications.js';
import { addDays, todayUtc } from '../specifications/specifications.semaphore.js';

describeEachDatabase('My work API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());

  it('lists requirements, executions and items assigned to me, overdue first, with role, date and colour', async () => {
    const today = todayUtc();
    const user = await userIdOf(server, USER);
    const { byCode } = await createSpecification(server);
    const requirement = byCode('GV.1.1');
    const { execution } = await createControlWithExecution(server);
    const implemented = (await createControlWithExecution(server, { control: { title: 'Backups' } }))
      .execution;
    const undated = await createAsset(server, { name: 'Undated' });
    await assign(server, `/v2/requirements/${requirement.id}`, 0, user);
    await setCheckpoints(server, `/v2/requirements/${requirement.id}`, { deadlineDate: addDays(today, 10) });
    await assign(server, `/v2/Executions/${execution.id}`, 1, user);
    await setCheckpoints(server, `/v2/Executions/${execution.id}`, { deadlineDate: addDays(today, -1) });
    await assign(server, `/v2/Executions/${implemented.id}`, 0, user);
    await setCheckpoints(server, `/v2/Executions/${implemented.id}`, {
      implementedDate: addDays(today, -100),
      expiresDate: addDays(today, 90),
    });
    await assign(server, `/v2/Assets/${undated.id}`, 1, user);
    // Someone else's work is not mine.
    await assign(server, `/v2/requirements/${byCode('PR.1').id}`, 0, await userIdOf(server, READER));

    const response = await server.call(USER, 'GET', '/v1/Me/work');
    expect(response.statusCode, response.body).toBe(200);
    const work = response.json();
    expect(
      work.data.map((e: Record<string, unknown>) => [
        e.kind,
        e.code,
        e.role,
        e.date,
        e.dateKind,
        e.colour,
        e.overdue,
      ]),
    ).toEqual([
      ['execution', execution.identifier, 'accountable', addDays(today, -1), 'deadline', 'red', true],
      ['requirement', 'GV.1.1', 'responsible', addDays(today, 10), 'deadline', 'yellow', false],
      ['execution', implemented.identifier, 'responsible', addDays(today, 90), 'expires', 'green', false],
      ['item', undated.identifier, 'accountable', null, null, 'gray', false],
    ]);
    expect(work.data[1]).toMatchObject({
      id: requirement.id,
      legacyId: requirement.legacyId,
      specificationId: expect.any(String),
      category: null,
      name: 'Access policy',
    });
    expect(work.data[0]).toMatchObject({ category: 'Executions', name: 'Control-1 · Asset-1' });
    expect(work.counts).toEqual({
      total: 4,
      overdue: 1,
      colours: { green: 1, yellow: 1, red: 1, gray: 1 },
    });

    // Filters narrow the list, never the counts.
    const filtered = await server.call(USER, 'GET', '/v1/Me/work?kind=item&role=accountable&colour=gray');
    expect(filtered.json().data.map((e: { id: string }) => e.id)).toEqual([undated.id]);
    expect((await server.call(USER, 'GET', '/v1/Me/work?kind=item')).json().data).toHaveLength(1);
    expect(filtered.json().counts.total).toBe(4);
    expect((await server.call(USER, 'GET', '/v1/Me/work?colour=red')).json().data).toHaveLength(1);
  });

  it('names a requirement without a title by its statement in My work, the dashboard, the calendar and its own GET', async () => {
    const { byCode } = await createSpecification(server, 'Untitled.csv', UNTITLED_CSV);
    const untitled = byCode('PR.2');
    const path = `/v2/requirements/${untitled.id}`;
    await assign(server, path, 0, await userIdOf(server, USER));
    await setCheckpoints(server, path, { deadlineDate: addDays(todayUtc(), -1) });

    const work = (await server.call(USER, 'GET', '/v1/Me/work')).json();
    expect(work.data).toMatchObject([{ code: 'PR.2', name: UNTITLED_NAME }]);
    const dashboard = (await server.call(USER, 'GET', '/v2/dashboard')).json();
    expect(dashboard.overdue.data).toMatchObject([{ code: 'PR.2', name: UNTITLED_NAME }]);
    expect((await server.call(USER, 'GET', path)).json()).toMatchObject({
      code: 'PR.2',
      name: UNTITLED_NAME,
    });
    expect((await server.call(USER, 'GET', `/v1/requirements/${untitled.legacyId}`)).json().name).toBe(
      UNTITLED_NAME,
    );
    const { url } = (await server.call(USER, 'POST', '/v1/Me/calendar')).json();
    const feed = await server.call(undefined, 'GET', new URL(url).pathname);
    expect(feed.body).toContain(`SUMMARY:Deadline: PR.2 ${UNTITLED_NAME}\r\n`);
    // A titled requirement keeps its title.
    expect((await server.call(USER, 'GET', `/v2/requirements/${byCode('PR.1').id}`)).json().name).toBe(
      'Encrypt laptops',
    );
  });

  it("shows each person their own list, Readers included, and nobody another company's", async () => {
    const asset = await createAsset(server);
    await assign(server, `/v2/Assets/${asset.id}`, 0, await userIdOf(server, READER));
    const reader = (await server.call(READER, 'GET', '/v1/Me/work')).json();
    expect(reader.data.map((e: { id: string }) => e.id)).toEqual([asset.id]);
    expect((await server.call(USER, 'GET', '/v1/Me/work')).json().data).toEqual([]);
    expect((await server.call(OTHER, 'GET', '/v1/Me/work')).json().counts.total).toBe(0);
    expect((await server.call(undefined, 'GET', '/v1/Me/work')).statusCode).toBe(401);
  });

  it('refuses unknown filters, naming the field', async () => {
    for (const [query, field] of [
      ['kind=control', 'querystring.kind'],
      ['role=boss', 'querystring.role'],
      ['colour=blue', 'querystring.colour'],
      ['page=2', 'querystring'],
    ]) {
      const response = await server.call(USER, 'GET', `/v1/Me/work?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].field, query).toBe(field);
    }
  });

  it("lists the due, missed and next occurrences of the owners I am responsible for, an evidence review under its evidence's owner", async () => {
    const today = todayIn('UTC');
    const user = await userIdOf(server, USER);
    const { byCode } = await createSpecification(server);
    const requirement = byCode('GV.1.1');
    const { execution } = await createControlWithExecution(server);
    await assign(server, `/v2/requirements/${requirement.id}`, 0, user);
    await assign(server, `/v2/Executions/${execution.id}`, 0, user);
    await assign(server, `/v2/requirements/${byCode('GV.1.2').id}`, 0, user);
    const evidence = await createEvidence(
      server,
      { category: 'Requirements', id: byCode('GV.1.2').id },
      { title: 'Policy' },
      [{ status: 'approved' }],
    );

    const missed = await createSchedule(server, `/v2/requirements/${requirement.id}`, {
      startsOn: plusDays(today, -100),
      graceDays: 5,
    });
    // Two quarters have passed: the first done late, the second (some nine days ago) still open.
    await complete(server, missed.occurrences[0]?.id as string, plusDays(today, -1));
    const due = await createSchedule(server, `/v2/Executions/${execution.id}`, {
      rule: 'FREQ=MONTHLY',
      startsOn: plusDays(today, -2),
      graceDays: 5,
    });
    const review = await createSchedule(server, `/v2/evidence/${evidence.id}`, {
      rule: 'FREQ=YEARLY',
      startsOn: plusDays(today, 10),
    });
    // Work I am only accountable for, and someone else's, is not mine to do.
    const accountable = byCode('PR.1');
    await assign(server, `/v2/requirements/${accountable.id}`, 1, user);
    await createSchedule(server, `/v2/requirements/${accountable.id}`, { startsOn: plusDays(today, -1) });

    const response = await server.call(USER, 'GET', '/v1/Me/work?kind=occurrence');
    expect(response.statusCode, response.body).toBe(200);
    const work = response.json();
    const [missedNow, missedNext] = [missed.occurrences[1], missed.occurrences[2]];
    expect(
      work.data.map((e: WorkEntry) => [
        e.code,
        e.date,
        e.dateKind,
        e.overdue,
        e.colour,
        e.activity?.scheduleKind,
      ]),
    ).toEqual([
      ['GV.1.1', missedNow?.dueOn, 'due', true, 'red', 'checkpoint'],
      [execution.identifier, plusDays(today, -2), 'due', false, 'yellow', 'execution'],
      ['GV.1.2', plusDays(today, 10), 'due', false, 'gray', 'evidence-review'],
      [execution.identifier, due.occurrences[1]?.dueOn, 'due', false, 'gray', 'execution'],
      ['GV.1.1', missedNext?.dueOn, 'due', false, 'gray', 'checkpoint'],
    ]);
    expect(work.data[0]).toMatchObject({
      kind: 'occurrence',
      id: requirement.id,
      specificationId: expect.any(String),
      role: 'responsible',
      activity: {
        occurrenceId: missedNow?.id,
        scheduleId: missed.id,
        rule: QUARTERLY,
        graceEndsOn: plusDays(missedNow?.dueOn as string, 5),
      },
    });
    expect(work.data[2]).toMatchObject({ activity: { scheduleId: review.id, rule: 'FREQ=YEARLY' } });

    // The counts cover the whole list: the three requirements, the execution and the five occurrences.
    const all = (await server.call(USER, 'GET', '/v1/Me/work')).json();
    expect(all.counts.total).toBe(9);
    expect(all.data.filter((e: { kind: string }) => e.kind === 'occurrence')).toEqual(work.data);
    expect(all.counts.overdue).toBe(all.data.filter((e: { overdue: boolean }) => e.overdue).length);
    expect(work.counts).toEqual(all.counts);
    // Not the Reader's, who is responsible for none of it.
    const theirs = (await server.call(READER, 'GET', '/v1/Me/work?kind=occurrence')).json();
    expect(theirs.data).toEqual([]);
  });
});
