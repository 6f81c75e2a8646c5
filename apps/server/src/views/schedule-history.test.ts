import {
  type OccurrenceCounts,
  plusDays,
  type ScheduleHistory,
  scheduleHistorySchema,
} from '@praxis/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleOccurrences, schedules, users } from '../db/schema/index.js';
import { todayUtc } from '../modules/specifications/specifications.semaphore.js';
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

type Recorded = [dueIn: number, status: 'open' | 'done' | 'skipped', doneIn?: number];

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

// One server per database for the whole file: the tests read the same planned work for different periods.
for (const driver of drivers) {
  describe(`history of recurring work [${driver}]`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let specificationId: string;
    const ids: Record<string, string> = {};
    const today = todayUtc();
    const day = (offset: number) => plusDays(today, offset);

    /** A schedule with its occurrences recorded as given (days from today), written as the planner writes them. */
    async function plan(
      owner: { itemId?: string; requirementId?: string; evidenceId?: string },
      subject: 'work' | 'documentation',
      graceDays: number,
      recorded: Recorded[],
    ) {
      const [user] = await database.db.select().from(users).where(eq(users.email, USER));
      const companyId = user?.companyId as string;
      const [schedule] = await database.db
        .insert(schedules)
        .values({ companyId, ...owner, subject, rule: 'FREQ=MONTHLY', startsOn: day(-400), graceDays })
        .returning();
      await database.db.insert(scheduleOccurrences).values(
        recorded.map(([dueIn, status, doneIn]) => ({
          companyId,
          scheduleId: schedule?.id as string,
          dueOn: day(dueIn),
          status,
          doneOn: doneIn === undefined ? null : day(doneIn),
          comment: status === 'skipped' ? 'Moved to the next quarter' : null,
          recordedBy: status === 'open' ? null : user?.id,
          recordedAt: status === 'open' ? null : new Date(),
        })),
      );
      return schedule?.id as string;
    }

    beforeAll(async () => {
      database = await freshDatabase(driver);
      server = await startTestServer(database);
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
      // The access review, five days' grace: on time, late, skipped, missed, still open; one a day before
      // the period and one not due yet.
      ids.execution = await plan({ itemId: execution.id }, 'work', 5, [
        [-101, 'done', -101],
        [-90, 'done', -88],
        [-60, 'done', -50],
        [-40, 'skipped'],
        [-20, 'open'],
        [-2, 'open'],
        [10, 'open'],
      ]);
      // The requirement's own checkpoint, no grace: on time, and missed yesterday.
      ids.checkpoint = await plan({ requirementId: b }, 'work', 0, [
        [-30, 'done', -30],
        [-1, 'open'],
      ]);
      ids.review = await plan({ evidenceId: policy.id }, 'work', 0, [[-5, 'done', -6]]);
      // Nobody is responsible for PR.1, and the fire drill counts for no requirement.
      ids.documentation = await plan({ requirementId: c }, 'documentation', 0, [[-3, 'done', -3]]);
      ids.drill = await plan({ itemId: drill.id }, 'work', 0, [[-10, 'skipped']]);
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
    const period = `from=${day(-100)}&to=${day(0)}`;
    const activity = (found: ScheduleHistory, id: string) =>
      found.activities.find((a) => a.scheduleId === id);

    it('counts every occurrence of the period once: on time, late, skipped, missed and open', async () => {
      const found = await history(`/v2/schedules/history?${period}`);
      expect(found).toMatchObject({ from: day(-100), to: day(0), asOf: today });
      expect(found.totals).toEqual(counts({ due: 10, onTime: 4, late: 1, skipped: 2, missed: 2, open: 1 }));
      const review = activity(found, ids.execution as string);
      expect(review?.counts).toEqual(counts({ due: 5, onTime: 1, late: 1, skipped: 1, missed: 1, open: 1 }));
      expect(review?.kind).toBe('execution');
      expect(review?.owner).toMatchObject({ category: 'Executions', name: 'Access review' });
      expect(review?.occurrences.map((o) => [o.dueOn, o.state, o.onTime])).toEqual([
        [day(-90), 'done', true],
        [day(-60), 'done', false],
        [day(-40), 'skipped', null],
        [day(-20), 'overdue', null],
        [day(-2), 'due', null],
      ]);
      expect(review?.occurrences[0]).toMatchObject({
        graceEndsOn: day(-85),
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
      const earlier = await history(`/v2/schedules/history?from=${day(-101)}&to=${day(-3)}`);
      expect(activity(earlier, ids.execution as string)?.occurrences.map((o) => o.dueOn)).toEqual([
        day(-101),
        day(-90),
        day(-60),
        day(-40),
        day(-20),
      ]);
      expect(earlier.totals.due).toBe(9);
      const none = await history(`/v2/schedules/history?from=${day(-89)}&to=${day(-61)}`);
      expect(none).toMatchObject({ totals: counts({}), activities: [], byRequirement: [], byPerson: [] });
    });

    it("answers for a specification only the work its requirements depend on, of the caller's company", async () => {
      const found = await history(`/v2/specifications/${specificationId}/schedules/history?${period}`);
      expect(found.activities.map((a) => a.scheduleId)).not.toContain(ids.drill);
      expect(found.totals).toEqual(counts({ due: 9, onTime: 4, late: 1, skipped: 1, missed: 2, open: 1 }));
      const other = await server.call(
        OTHER,
        'GET',
        `/v2/specifications/${specificationId}/schedules/history?${period}`,
      );
      expect(other.statusCode).toBe(404);
    });

    it('refuses a period that ends before it starts, naming the field', async () => {
      const refused = await server.call(READER, 'GET', `/v2/schedules/history?from=${day(0)}&to=${day(-1)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].field).toBe('querystring.to');
    });
  });
}
