import {
  type Occurrence,
  type OccurrenceCounts,
  type Schedule,
  type ScheduleHistory,
  scheduleHistorySchema,
} from '@praxis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER, READER, USER } from '../test/accounts.js';
import { drivers, freshDatabase, type TestDatabase } from '../test/databases.js';
import {
  assign,
  createAsset,
  createControl,
  createEvidence,
  createExecution,
  createSpecification,
  userIdOf,
} from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { auditPeriod } from './audit-snapshots.js';
import { yearUpTo } from './schedule-history.js';

const counts = (c: Partial<OccurrenceCounts>): OccurrenceCounts => ({
  due: 0,
  onTime: 0,
  late: 0,
  skipped: 0,
  missed: 0,
  open: 0,
  ...c,
});

describe('periods', () => {
  it('takes the twelve months up to a day, and an audit its own period or those up to its date or freeze', () => {
    expect(yearUpTo('2026-11-29')).toEqual({ from: '2025-11-30', to: '2026-11-29' });
    expect(yearUpTo('2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(yearUpTo('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    const audit = { periodStart: null, periodEnd: null, auditDate: '2026-12-01' };
    expect(auditPeriod(audit, '2026-11-29')).toEqual({ from: '2025-11-30', to: '2026-11-29' });
    expect(auditPeriod(audit, '2027-01-10')).toEqual({ from: '2025-12-02', to: '2026-12-01' });
    expect(
      auditPeriod({ ...audit, periodStart: '2026-01-01', periodEnd: '2026-06-30' }, '2026-11-29'),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
    });
  });
});

// One server per database for the whole file, its clock on 15 June 2026: the tests read the same planned
// work for different periods.
const TODAY = '2026-06-15';

for (const driver of drivers) {
  describe(`history of recurring work [${driver}]`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let specificationId: string;
    const ids: Record<string, string> = {};

    /** A schedule planned through the API, its occurrences recorded as given: done on a day, or skipped. */
    async function plan(ownerPath: string, body: Record<string, unknown>, recorded: Record<string, string>) {
      const created = await server.call(USER, 'POST', `${ownerPath}/schedules`, body);
      expect(created.statusCode, created.body).toBe(201);
      const schedule: Schedule = created.json();
      const planned: Occurrence[] = (
        await server.call(READER, 'GET', `/v2/schedules/${schedule.id}/occurrences`)
      ).json();
      for (const [dueOn, doneOn] of Object.entries(recorded)) {
        const occurrence = planned.find((o) => o.dueOn === dueOn);
        const response =
          doneOn === 'skipped'
            ? await server.call(USER, 'POST', `/v2/occurrences/${occurrence?.id}/skip`, {
                reason: 'Moved to the next quarter',
              })
            : await server.call(USER, 'POST', `/v2/occurrences/${occurrence?.id}/complete`, { doneOn });
        expect(response.statusCode, `${dueOn}: ${response.body}`).toBe(200);
      }
      return schedule.id;
    }

    beforeAll(async () => {
      database = await freshDatabase(driver);
      server = await startTestServer(database, {}, { clock: () => new Date(`${TODAY}T12:00:00Z`) });
      const { specification, byCode } = await createSpecification(server);
      specificationId = specification.id;
      const [a, b, c] = ['GV.1.1', 'GV.1.2', 'PR.1'].map((code) => byCode(code).id) as [
        string,
        string,
        string,
      ];
      Object.assign(ids, { a, b, c });
      const asset = await createAsset(server, { name: 'Mail server' });
      const linked = await createControl(server, { name: 'Access review' });
      const unlinked = await createControl(server, { name: 'Fire drill' });
      const execution = await createExecution(server, linked, asset);
      const drill = await createExecution(server, unlinked, asset);
      await server.call(USER, 'POST', `/v2/requirements/${a}/controls`, { controlId: linked.id });
      await assign(server, `/v2/Executions/${execution.id}`, 0, await userIdOf(server, USER));
      await assign(server, `/v2/Requirements/${b}`, 0, await userIdOf(server, READER));
      const policy = await createEvidence(server, { category: 'Requirements', id: b }, { title: 'Policy' }, [
        { status: 'approved' },
      ]);
      // The access review, monthly with five days' grace: one a day before the period, then on time, late,
      // skipped, missed and due today; July's is not due yet.
      ids.execution = await plan(
        `/v2/executions/${execution.id}`,
        { rule: 'FREQ=MONTHLY', startsOn: '2026-01-15', graceDays: 5 },
        {
          '2026-01-15': '2026-01-15',
          '2026-02-15': '2026-02-17',
          '2026-03-15': '2026-03-25',
          '2026-04-15': 'skipped',
        },
      );
      // The requirement's own checkpoint, no grace: on time, and missed yesterday.
      ids.checkpoint = await plan(
        `/v2/requirements/${b}`,
        { rule: 'FREQ=MONTHLY', startsOn: '2026-05-14' },
        { '2026-05-14': '2026-05-14' },
      );
      ids.review = await plan(
        `/v2/evidence/${policy.id}`,
        { rule: 'FREQ=YEARLY', startsOn: '2026-06-10' },
        { '2026-06-10': '2026-06-10' },
      );
      // Nobody is responsible for PR.1, and the fire drill counts for no requirement.
      ids.documentation = await plan(
        `/v2/requirements/${c}`,
        { subject: 'documentation', rule: 'FREQ=YEARLY', startsOn: '2026-06-12' },
        { '2026-06-12': '2026-06-12' },
      );
      ids.drill = await plan(
        `/v2/executions/${drill.id}`,
        { rule: 'FREQ=YEARLY', startsOn: '2026-06-05' },
        { '2026-06-05': 'skipped' },
      );
    });

    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    const history = async (url: string, as = READER): Promise<ScheduleHistory> => {
      const response = await server.call(as, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return scheduleHistorySchema.parse(response.json());
    };
    const period = 'from=2026-01-16&to=2026-06-15';
    const activity = (found: ScheduleHistory, id: string) =>
      found.activities.find((a) => a.scheduleId === id);

    it('counts every occurrence of the period once: on time, late, skipped, missed and open', async () => {
      const found = await history(`/v2/schedules/history?${period}`);
      expect(found).toMatchObject({ from: '2026-01-16', to: '2026-06-15', asOf: TODAY });
      expect(found.totals).toEqual(counts({ due: 10, onTime: 4, late: 1, skipped: 2, missed: 2, open: 1 }));
      const review = activity(found, ids.execution as string);
      expect(review?.counts).toEqual(counts({ due: 5, onTime: 1, late: 1, skipped: 1, missed: 1, open: 1 }));
      expect(review?.kind).toBe('execution');
      expect(review?.owner).toMatchObject({ category: 'Executions', name: 'Access review · Mail server' });
      expect(review?.occurrences.map((o) => [o.dueOn, o.state, o.onTime])).toEqual([
        ['2026-02-15', 'done', true],
        ['2026-03-15', 'done', false],
        ['2026-04-15', 'skipped', null],
        ['2026-05-15', 'overdue', null],
        ['2026-06-15', 'due', null],
      ]);
      expect(review?.occurrences[0]).toMatchObject({
        graceEndsOn: '2026-02-20',
        doneOn: '2026-02-17',
        recordedBy: { name: expect.any(String) },
      });
      expect(activity(found, ids.review as string)).toMatchObject({
        kind: 'evidence-review',
        evidence: { title: 'Policy' },
        owner: { category: 'Requirements', id: ids.b },
      });
      expect(activity(found, ids.documentation as string)?.kind).toBe('documentation-review');
      expect(activity(found, ids.checkpoint as string)?.kind).toBe('checkpoint');

      expect(found.byRequirement.map((r) => [r.id, r.counts])).toEqual([
        [ids.a, counts({ due: 5, onTime: 1, late: 1, skipped: 1, missed: 1, open: 1 })],
        [ids.b, counts({ due: 3, onTime: 2, missed: 1 })],
        [ids.c, counts({ due: 1, onTime: 1 })],
      ]);
      const user = await userIdOf(server, USER);
      const reader = await userIdOf(server, READER);
      expect(found.byPerson.map((p) => [p.person?.id ?? null, p.counts])).toEqual(
        expect.arrayContaining([
          [user, counts({ due: 5, onTime: 1, late: 1, skipped: 1, missed: 1, open: 1 })],
          [reader, counts({ due: 3, onTime: 2, missed: 1 })],
        ]),
      );
      expect(found.byPerson.at(-1)).toEqual({
        person: null,
        counts: counts({ due: 2, onTime: 1, skipped: 1 }),
      });
    });

    it("keeps to the period's days: one a day outside is not counted", async () => {
      const earlier = await history('/v2/schedules/history?from=2026-01-15&to=2026-06-12');
      expect(activity(earlier, ids.execution as string)?.occurrences.map((o) => o.dueOn)).toEqual([
        '2026-01-15',
        '2026-02-15',
        '2026-03-15',
        '2026-04-15',
        '2026-05-15',
      ]);
      expect(earlier.totals.due).toBe(9);
      const none = await history('/v2/schedules/history?from=2026-02-16&to=2026-03-14');
      expect(none).toMatchObject({ totals: counts({}), activities: [], byRequirement: [], byPerson: [] });
    });

    it("answers for a specification only the work its requirements depend on, of the caller's company", async () => {
      const found = await history(`/v2/specifications/${specificationId}/schedules/history?${period}`);
      expect(found.activities.map((a) => a.scheduleId)).not.toContain(ids.drill);
      expect(found.totals).toEqual(counts({ due: 9, onTime: 4, late: 1, skipped: 1, missed: 2, open: 1 }));
      // The report carries the same history for the twelve months up to today.
      const report = (
        await server.call(READER, 'GET', `/v2/specifications/${specificationId}/report`)
      ).json();
      expect(report.recurringWork).toEqual(
        await history(`/v2/specifications/${specificationId}/schedules/history?from=2025-06-16&to=${TODAY}`),
      );
      const other = await server.call(
        OTHER,
        'GET',
        `/v2/specifications/${specificationId}/schedules/history?${period}`,
      );
      expect(other.statusCode).toBe(404);
    });

    it('refuses a period that ends before it starts, naming the field', async () => {
      const refused = await server.call(READER, 'GET', '/v2/schedules/history?from=2026-06-15&to=2026-06-14');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].field).toBe('querystring.to');
    });
  });
}
