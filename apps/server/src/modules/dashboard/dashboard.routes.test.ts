import type { DatedThing } from '@praxis/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { evidence, evidenceRevisions, users } from '../../db/schema/index.js';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import {
  assign,
  createControlWithExecution,
  createSpecification,
  setCheckpoints,
  userIdOf,
} from '../../test/factories.js';
import { countingDb } from '../../test/queries.js';
import { createSchedule } from '../../test/schedules.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { addDays, todayUtc } from '../specifications/specifications.semaphore.js';
import { dashboardService } from './dashboard.service.js';

describeEachDatabase('dashboard API', (db) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(db());
  });
  afterEach(() => server.close());
  const today = todayUtc();

  /** An evidence on `requirementId` whose revisions have these statuses, oldest first. */
  async function evidenceWith(requirementId: string, statuses: ('submitted' | 'approved' | 'draft')[]) {
    const [company] = await db().db.select({ id: users.companyId }).from(users).where(eq(users.email, USER));
    const companyId = company?.id as string;
    const [row] = await db()
      .db.insert(evidence)
      .values({ companyId, requirementId, kind: 'link', title: 'Policy' })
      .returning();
    await db()
      .db.insert(evidenceRevisions)
      .values(
        statuses.map((status, index) => ({
          evidenceId: row?.id as string,
          number: index + 1,
          companyId,
          url: 'https://example.com/policy',
          status,
        })),
      );
  }

  it('shows green shares, overdue and expiring dates, evidence awaiting review and the busiest people', async () => {
    const { specification, byCode } = await createSpecification(server);
    const [user, reader] = [await userIdOf(server, USER), await userIdOf(server, READER)];
    const late = `/v2/requirements/${byCode('GV.1.1').id}`;
    await setCheckpoints(server, late, { deadlineDate: addDays(today, -1) });
    await assign(server, late, 0, user);
    await setCheckpoints(server, `/v2/requirements/${byCode('GV.1.2').id}`, {
      implementedDate: addDays(today, -10),
    });
    // Not applicable: its missed deadline counts nowhere.
    const excluded = `/v2/requirements/${byCode('PR.1').id}`;
    await setCheckpoints(server, excluded, { deadlineDate: addDays(today, -5) });
    expect(
      (await server.call(USER, 'PUT', `${excluded}/applicability`, { applicable: false })).statusCode,
    ).toBe(200);
    const { execution } = await createControlWithExecution(server);
    await setCheckpoints(server, `/v2/Executions/${execution.id}`, {
      implementedDate: addDays(today, -300),
      expiresDate: addDays(today, 30),
    });
    const missed = (await createControlWithExecution(server)).execution;
    await setCheckpoints(server, `/v2/Executions/${missed.id}`, { deadlineDate: addDays(today, -3) });
    await assign(server, `/v2/Executions/${missed.id}`, 0, reader);
    await assign(server, `/v2/Executions/${missed.id}`, 1, user);
    // Awaiting review: on the late requirement, which stays red; the approved one keeps GV.1.2 green.
    await evidenceWith(byCode('GV.1.1').id, ['submitted']);
    await evidenceWith(byCode('GV.1.2').id, ['submitted', 'approved']);
    await evidenceWith(byCode('GV.1.1').id, ['draft']);

    const response = await server.call(USER, 'GET', '/v2/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json();
    expect(dashboard.specifications).toEqual([
      {
        id: specification.id,
        legacyId: specification.legacyId,
        name: specification.name,
        applicable: 2,
        colours: { green: 1, yellow: 0, red: 1, gray: 0 },
      },
    ]);
    expect(dashboard.overdue.count).toBe(2);
    expect(dashboard.overdue.data.map((t: { code: string; date: string }) => [t.code, t.date])).toEqual([
      [missed.identifier, addDays(today, -3)],
      ['GV.1.1', addDays(today, -1)],
    ]);
    expect(dashboard.expiring).toMatchObject({
      count: 1,
      data: [{ kind: 'execution', id: execution.id, date: addDays(today, 30), dateKind: 'expires' }],
    });
    expect(dashboard.evidenceAwaitingReview).toBe(1);
    expect(dashboard.people.map((p: { email: string; overdue: number }) => [p.email, p.overdue])).toEqual([
      [USER, 2],
      [READER, 1],
    ]);

    // Readers see everything but their colleagues' workload; another company sees none of it.
    const forReader = (await server.call(READER, 'GET', '/v2/dashboard')).json();
    expect(forReader.people).toBeNull();
    expect(forReader.overdue.count).toBe(2);
    const other = (await server.call(OTHER, 'GET', '/v2/dashboard')).json();
    expect(other).toMatchObject({ specifications: [], evidenceAwaitingReview: 0, people: [] });
    expect(other.overdue.count).toBe(0);
    expect((await server.call(undefined, 'GET', '/v2/dashboard')).statusCode).toBe(401);
  });

  it('counts occurrences due and missed, lists the missed ones as overdue and counts them for who does them', async () => {
    const { byCode } = await createSpecification(server);
    const [user, reader] = [await userIdOf(server, USER), await userIdOf(server, READER)];
    const late = `/v2/requirements/${byCode('GV.1.1').id}`;
    await setCheckpoints(server, late, { deadlineDate: addDays(today, -1) });
    await assign(server, late, 0, user);
    const missed = await createSchedule(server, `/v2/requirements/${byCode('GV.1.1').id}`, {
      startsOn: addDays(today, -30),
    });
    const { execution } = await createControlWithExecution(server);
    // Accountable only: the responsible person does the occurrences.
    await assign(server, `/v2/Executions/${execution.id}`, 1, reader);
    await assign(server, `/v2/Executions/${execution.id}`, 0, user);
    await createSchedule(server, `/v2/Executions/${execution.id}`, {
      rule: 'FREQ=MONTHLY',
      startsOn: addDays(today, -2),
      graceDays: 5,
    });
    // Not applicable: its missed occurrence counts nowhere.
    const excluded = `/v2/requirements/${byCode('PR.1').id}`;
    await createSchedule(server, `/v2/requirements/${byCode('PR.1').id}`, { startsOn: addDays(today, -30) });
    await server.call(USER, 'PUT', `${excluded}/applicability`, { applicable: false });

    const dashboard = (await server.call(USER, 'GET', '/v2/dashboard')).json();
    expect(dashboard.occurrences).toEqual({ due: 1, overdue: 1 });
    expect(dashboard.overdue.count).toBe(2);
    expect(
      dashboard.overdue.data.map((t: DatedThing) => [
        t.kind,
        t.code,
        t.date,
        t.activity?.occurrenceId ?? null,
      ]),
    ).toEqual([
      ['occurrence', 'GV.1.1', addDays(today, -30), missed.occurrences[0]?.id],
      ['requirement', 'GV.1.1', addDays(today, -1), null],
    ]);
    expect(dashboard.people.map((p: { email: string; overdue: number }) => [p.email, p.overdue])).toEqual([
      [USER, 2],
    ]);
    const other = (await server.call(OTHER, 'GET', '/v2/dashboard')).json();
    expect(other.occurrences).toEqual({ due: 0, overdue: 0 });
    expect(other.overdue.count).toBe(0);
  });

  it('makes as many queries for a large company as for a small one', async () => {
    const me = (await server.call(ADMIN, 'GET', '/v1/Me')).json();
    const actor = { userId: me.user.id, companyId: me.company.id, role: me.role, email: ADMIN };
    const admin = me.user.id as string;
    const counting = countingDb(db());
    const addSpecification = async (name: string) => {
      const { elements } = await createSpecification(server, name);
      for (const element of elements.filter((e) => e.kind === 'requirement')) {
        await setCheckpoints(server, `/v2/requirements/${element.id}`, { deadlineDate: addDays(today, -2) });
        await assign(server, `/v2/requirements/${element.id}`, 0, admin);
        await createSchedule(server, `/v2/requirements/${element.id}`, { startsOn: addDays(today, -20) });
      }
    };
    // Small: one specification. (An empty company skips the reads that have nothing to read.)
    await addSpecification('First.csv');
    await dashboardService(counting.db).get(actor);
    const small = counting.queries();

    await addSpecification('Second.csv');
    for (let i = 0; i < 3; i += 1) {
      const { execution } = await createControlWithExecution(server);
      await setCheckpoints(server, `/v2/Executions/${execution.id}`, { deadlineDate: addDays(today, -1) });
    }
    const before = counting.queries();
    const full = await dashboardService(counting.db).get(actor);
    // Six missed deadlines and six missed occurrences of the requirements, three of the executions.
    expect(full.overdue.count).toBe(15);
    expect(full.occurrences).toEqual({ due: 0, overdue: 6 });
    expect(full.people?.[0]?.overdue).toBe(12);
    expect(counting.queries() - before).toBe(small);
    expect(small).toBeLessThanOrEqual(15);
  });
});
