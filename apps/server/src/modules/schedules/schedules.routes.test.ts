import type { Occurrence, Schedule } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, OTHER, READER, USER } from '../../test/accounts.js';
import { apiDocument } from '../../test/api-document.js';
import { drivers, freshDatabase, type TestDatabase } from '../../test/databases.js';
import {
  createAsset,
  createControlWithExecution,
  createEvidence,
  createSpecification,
} from '../../test/factories.js';
import { rowsOf } from '../../test/migrations.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { PLANNING_QUEUE } from './schedules.plugin.js';
import { schedulesService } from './schedules.service.js';

const QUARTERLY = 'FREQ=MONTHLY;INTERVAL=3';
/** Noon UTC on `day`: the same day in UTC and in Oslo. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

for (const driver of drivers) {
  describe(`schedules API [${driver}]`, () => {
    let database: TestDatabase;
    let server: TestServer;
    // The server's clock, which each test sets to the moment it stands on.
    let now = noon('2026-06-15');
    beforeAll(async () => {
      database = await freshDatabase(driver);
      server = await startTestServer(database, {}, { clock: () => now });
    });
    afterAll(async () => {
      await server.close();
      await database.dispose();
    });

    const newExecution = async () => (await createControlWithExecution(server)).execution;

    async function schedule(path: string, body: Record<string, unknown>): Promise<Schedule> {
      const response = await server.call(USER, 'POST', `${path}/schedules`, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    }
    const get = async (id: string): Promise<Schedule> =>
      (await server.call(READER, 'GET', `/v2/schedules/${id}`)).json();
    const occurrences = async (id: string, query = ''): Promise<Occurrence[]> =>
      (await server.call(READER, 'GET', `/v2/schedules/${id}/occurrences${query}`)).json();
    const complete = (id: string, body: Record<string, unknown> = {}) =>
      server.call(USER, 'POST', `/v2/occurrences/${id}/complete`, body);
    const fieldOf = (response: { json: () => { details: { field: string }[] } }) =>
      response.json().details[0]?.field;

    it('plans a quarterly control activity: completing the first occurrence sets the next three months later and the checkpoint dates', async () => {
      now = noon('2026-06-15');
      const execution = await newExecution();
      const created = await schedule(`/v2/executions/${execution.id}`, {
        rule: 'rrule:freq=monthly;interval=3',
        startsOn: '2026-06-10',
        graceDays: 10,
      });
      expect(created).toMatchObject({
        kind: 'execution',
        subject: 'work',
        rule: QUARTERLY,
        owner: {
          category: 'Executions',
          id: execution.id,
          code: execution.identifier,
          specificationId: null,
        },
        evidence: null,
        next: { dueOn: '2026-06-10', graceEndsOn: '2026-06-20', state: 'due', doneOn: null },
        overdue: 0,
      });
      const done = await complete(created.next!.id, { comment: 'Access reviewed' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        state: 'done',
        doneOn: '2026-06-15',
        onTime: true,
        comment: 'Access reviewed',
        recordedBy: { name: expect.any(String) },
      });
      expect((await get(created.id)).next).toMatchObject({ dueOn: '2026-09-10', state: 'upcoming' });
      const checkpoints = await server.call(READER, 'GET', `/v2/executions/${execution.id}/checkpoints`);
      expect(checkpoints.json()).toMatchObject({ implementedDate: '2026-06-15', deadlineDate: '2026-09-10' });
      expect((await complete(created.next!.id)).statusCode).toBe(409);
      const listed = await server.call(READER, 'GET', `/v2/executions/${execution.id}/schedules`);
      expect(listed.json().map((s: Schedule) => s.id)).toEqual([created.id]);
      const days = (await occurrences(created.id, '?from=2026-01-01&to=2027-06-30')).map((o) => o.dueOn);
      expect(days).toEqual(['2026-06-10', '2026-09-10', '2026-12-10', '2027-03-10', '2027-06-10']);
      const audit = await server.call(ADMIN, 'GET', `/v1/audit?entity=schedule-occurrences`);
      expect(audit.statusCode, audit.body).toBe(200);
    });

    it('counts a missed occurrence as overdue after its grace period until it is done late or skipped with a reason', async () => {
      now = noon('2026-06-15');
      const execution = await newExecution();
      const created = await schedule(`/v2/executions/${execution.id}`, {
        rule: 'FREQ=MONTHLY',
        startsOn: '2026-04-01',
        graceDays: 5,
      });
      expect(created.overdue).toBe(3);
      expect(created.next).toMatchObject({ dueOn: '2026-04-01', state: 'overdue' });
      const [april, may, june] = await occurrences(created.id, '?from=2026-04-01&to=2026-06-30');
      expect([april?.state, may?.state, june?.state]).toEqual(['overdue', 'overdue', 'overdue']);
      now = noon('2026-06-06');
      expect((await occurrences(created.id, '?from=2026-06-01&to=2026-06-01'))[0]?.state).toBe('due');
      now = noon('2026-06-15');
      const noReason = await server.call(USER, 'POST', `/v2/occurrences/${april!.id}/skip`, {});
      expect([noReason.statusCode, fieldOf(noReason)]).toEqual([400, 'body.reason']);
      const blank = await server.call(USER, 'POST', `/v2/occurrences/${april!.id}/skip`, { reason: '  ' });
      expect([blank.statusCode, fieldOf(blank)]).toEqual([400, 'body.reason']);
      const skipped = await server.call(USER, 'POST', `/v2/occurrences/${april!.id}/skip`, {
        reason: 'System replaced',
      });
      expect(skipped.json()).toMatchObject({ state: 'skipped', comment: 'System replaced', onTime: null });
      const late = await complete(may!.id, { doneOn: '2026-06-14' });
      expect(late.json()).toMatchObject({ state: 'done', doneOn: '2026-06-14', onTime: false });
      expect(await get(created.id)).toMatchObject({ overdue: 1, next: { dueOn: '2026-06-01' } });
      expect(
        (await server.call(USER, 'POST', `/v2/occurrences/${april!.id}/skip`, { reason: 'x' })).statusCode,
      ).toBe(409);
    });

    it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
      now = noon('2026-06-15');
      const execution = await newExecution();
      const path = `/v2/executions/${execution.id}/schedules`;
      const cases: [Record<string, unknown>, string][] = [
        [{ rule: 'FREQ=SOMETIMES', startsOn: '2026-06-01' }, 'body.rule'],
        [{ rule: 'FREQ=HOURLY', startsOn: '2026-06-01' }, 'body.rule'],
        [{ rule: 'FREQ=MONTHLY;BYMONTHDAY=40', startsOn: '2026-06-01' }, 'body.rule'],
        [{ startsOn: '2026-06-01' }, 'body.rule'],
        [{ rule: QUARTERLY, startsOn: '2025-06-13' }, 'body.startsOn'],
        [{ rule: QUARTERLY, startsOn: '2026-02-30' }, 'body.startsOn'],
        [{ rule: QUARTERLY, startsOn: '2026-06-01', graceDays: 366 }, 'body.graceDays'],
        [{ rule: QUARTERLY, startsOn: '2026-06-01', graceDays: -1 }, 'body.graceDays'],
        [{ rule: QUARTERLY, startsOn: '2026-06-01', subject: 'lunch' }, 'body.subject'],
      ];
      for (const [body, field] of cases) {
        const response = await server.call(USER, 'POST', path, body);
        expect([response.statusCode, fieldOf(response)], JSON.stringify(body)).toEqual([400, field]);
      }
      // The web shows a rule's problem in the reader's language by its code.
      const hourly = await server.call(USER, 'POST', path, { rule: 'FREQ=HOURLY', startsOn: '2026-06-01' });
      expect(hourly.json().details[0]).toMatchObject({ field: 'body.rule', messageCode: 'ruleFrequency' });
      const asset = await createAsset(server);
      const work = await server.call(USER, 'POST', `/v2/assets/${asset.id}/schedules`, {
        rule: QUARTERLY,
        startsOn: '2026-06-01',
      });
      expect([work.statusCode, fieldOf(work)]).toEqual([400, 'body.subject']);
      expect((await server.call(READER, 'GET', path)).json()).toEqual([]);
      // A year back is the limit of a start.
      const created = await schedule(`/v2/executions/${execution.id}`, {
        rule: QUARTERLY,
        startsOn: '2025-06-14',
      });
      const [first] = await occurrences(created.id, '?from=2025-01-01');
      const future = await complete(first!.id, { doneOn: '2026-06-16' });
      expect([future.statusCode, fieldOf(future)]).toEqual([400, 'body.doneOn']);
      const other = await newExecution();
      const foreign = await createEvidence(
        server,
        { category: 'Executions', id: other.id },
        { title: 'Other' },
        [{ status: 'draft' }],
      );
      const wrongEvidence = await complete(first!.id, { evidenceId: foreign.id });
      expect([wrongEvidence.statusCode, fieldOf(wrongEvidence)]).toEqual([400, 'body.evidenceId']);
      const badUpdate = await server.call(USER, 'PUT', `/v2/schedules/${created.id}`, { graceDays: 400 });
      expect([badUpdate.statusCode, fieldOf(badUpdate)]).toEqual([400, 'body.graceDays']);
      const badPeriod = await server.call(
        READER,
        'GET',
        `/v2/schedules/${created.id}/occurrences?from=2026-02-01&to=2026-01-01`,
      );
      expect([badPeriod.statusCode, fieldOf(badPeriod)]).toEqual([400, 'query.to']);
      expect((await occurrences(created.id, '?from=2025-01-01'))[0]).toMatchObject({
        state: 'overdue',
        evidenceId: null,
      });
      expect(
        (await server.call(READER, 'POST', `/v2/occurrences/${first!.id}/complete`, {})).statusCode,
      ).toBe(403);
    });

    it("answers 404 for another company's schedules and 409 for a second schedule of the same subject", async () => {
      now = noon('2026-06-15');
      const execution = await newExecution();
      const created = await schedule(`/v2/executions/${execution.id}`, {
        rule: QUARTERLY,
        startsOn: '2026-06-01',
      });
      const again = await server.call(USER, 'POST', `/v2/executions/${execution.id}/schedules`, {
        rule: 'FREQ=YEARLY',
        startsOn: '2026-06-01',
      });
      expect(again.statusCode).toBe(409);
      const occurrenceId = created.next!.id;
      for (const [method, url, body] of [
        ['GET', `/v2/schedules/${created.id}`],
        ['PUT', `/v2/schedules/${created.id}`, { graceDays: 3 }],
        ['DELETE', `/v2/schedules/${created.id}`],
        ['GET', `/v2/schedules/${created.id}/occurrences`],
        ['POST', `/v2/occurrences/${occurrenceId}/complete`, {}],
        ['POST', `/v2/occurrences/${occurrenceId}/skip`, { reason: 'Not ours' }],
        ['GET', `/v2/executions/${execution.id}/schedules`],
        ['POST', `/v2/executions/${execution.id}/schedules`, { rule: QUARTERLY, startsOn: '2026-06-01' }],
      ] as const)
        expect((await server.call(OTHER, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await get(created.id)).next?.state).toBe('overdue');
      const removed = await server.call(USER, 'DELETE', `/v2/schedules/${created.id}`);
      expect(removed.statusCode).toBe(204);
      expect((await server.call(READER, 'GET', `/v2/schedules/${created.id}`)).statusCode).toBe(404);
      expect((await complete(occurrenceId)).statusCode).toBe(404);
    });

    it("plans evidence reviews, documentation reviews and a requirement's own checkpoint", async () => {
      now = noon('2026-06-15');
      const execution = await newExecution();
      const evidence = await createEvidence(
        server,
        { category: 'Executions', id: execution.id },
        { title: 'Backup log' },
        [{ status: 'draft' }],
      );
      const review = await schedule(`/v2/evidence/${evidence.id}`, {
        rule: 'FREQ=YEARLY',
        startsOn: '2026-06-15',
      });
      expect(review).toMatchObject({
        kind: 'evidence-review',
        subject: 'work',
        owner: { category: 'Executions', id: execution.id },
        evidence: { id: evidence.id, title: 'Backup log' },
        next: { dueOn: '2026-06-15', state: 'due' },
      });
      expect((await complete(review.next!.id, { evidenceId: evidence.id })).json()).toMatchObject({
        evidenceId: evidence.id,
        onTime: true,
      });
      expect((await server.call(READER, 'GET', `/v2/evidence/${evidence.id}/schedules`)).json()).toHaveLength(
        1,
      );
      const second = await server.call(USER, 'POST', `/v2/evidence/${evidence.id}/schedules`, {
        rule: 'FREQ=YEARLY',
        startsOn: '2026-06-15',
      });
      expect(second.statusCode).toBe(409);
      // The review of an evidence does not move its owner's checkpoints.
      expect(
        (await server.call(READER, 'GET', `/v2/executions/${execution.id}/checkpoints`)).json(),
      ).toMatchObject({
        implementedDate: null,
      });
      const asset = await createAsset(server);
      const documentation = await schedule(`/v2/assets/${asset.id}`, {
        subject: 'documentation',
        rule: 'FREQ=YEARLY',
        startsOn: '2026-07-01',
      });
      expect(documentation).toMatchObject({
        kind: 'documentation-review',
        owner: { category: 'Assets', id: asset.id },
        next: { dueOn: '2026-07-01', state: 'upcoming' },
      });
      const { byCode } = await createSpecification(server);
      const requirement = byCode('GV.1.1');
      const own = await schedule(`/v2/requirements/${requirement.id}`, {
        rule: QUARTERLY,
        startsOn: '2026-06-15',
      });
      expect(own).toMatchObject({
        kind: 'checkpoint',
        owner: {
          category: 'Requirements',
          id: requirement.id,
          code: 'GV.1.1',
          specificationId: expect.any(String),
        },
      });
      await complete(own.next!.id);
      expect(
        (await server.call(READER, 'GET', `/v2/requirements/${requirement.id}/checkpoints`)).json(),
      ).toMatchObject({
        implementedDate: '2026-06-15',
        deadlineDate: '2026-09-15',
      });
    });

    it('replans the open occurrences from today on when the rule changes, and keeps the recorded and missed ones', async () => {
      now = noon('2026-06-15');
      const execution = await newExecution();
      // Mondays: 1, 8 and 15 June are past or today.
      const created = await schedule(`/v2/executions/${execution.id}`, {
        rule: 'FREQ=WEEKLY',
        startsOn: '2026-06-01',
      });
      const [, eighth] = await occurrences(created.id, '?from=2026-06-01&to=2026-06-30');
      await complete(eighth!.id, { doneOn: '2026-06-08' });
      const updated = await server.call(USER, 'PUT', `/v2/schedules/${created.id}`, {
        rule: 'FREQ=WEEKLY;BYDAY=WE',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const after = await occurrences(created.id, '?from=2026-06-01&to=2026-06-30');
      expect(after.map((o) => [o.dueOn, o.state])).toEqual([
        ['2026-06-01', 'overdue'],
        ['2026-06-08', 'done'],
        ['2026-06-17', 'upcoming'],
        ['2026-06-24', 'upcoming'],
      ]);
      expect(updated.json()).toMatchObject({ rule: 'FREQ=WEEKLY;BYDAY=WE', overdue: 1 });
      const grace = await server.call(USER, 'PUT', `/v2/schedules/${created.id}`, { graceDays: 30 });
      expect(grace.json()).toMatchObject({
        graceDays: 30,
        overdue: 0,
        next: { dueOn: '2026-06-01', state: 'due' },
      });
    });

    it('documents the routes in the API document', async () => {
      const doc = await apiDocument(server);
      const operation = (path: string, method: string) => doc.paths[path]?.[method];
      for (const [path, methods] of [
        ['/v2/Executions/{id}/schedules', ['get', 'post']],
        ['/v2/requirements/{id}/schedules', ['get', 'post']],
        ['/v2/evidence/{id}/schedules', ['get', 'post']],
        ['/v2/schedules/{id}', ['get', 'put', 'delete']],
        ['/v2/schedules/{id}/occurrences', ['get']],
        ['/v2/occurrences/{id}/complete', ['post']],
        ['/v2/occurrences/{id}/skip', ['post']],
      ] as const)
        for (const method of methods)
          expect(operation(path, method), `${method} ${path}`).toMatchObject({ tags: ['schedules'] });
      expect(operation('/v2/company/settings', 'put')).toMatchObject({ tags: ['company'] });
      expect(operation('/v2/occurrences/{id}/complete', 'post').responses).toHaveProperty('409');
    });

    it('plans on every day by the job, without duplicates however often and however many run it', async () => {
      now = noon('2026-06-15');
      const execution = await newExecution();
      const created = await schedule(`/v2/executions/${execution.id}`, {
        rule: 'FREQ=DAILY',
        startsOn: '2026-06-15',
      });
      const count = async () =>
        (
          await rowsOf<{ all: number; days: number; last: string }>(
            database,
            sql`select count(*)::int as all, count(distinct due_on)::int as days, max(due_on)::text as last
                from schedule_occurrences where schedule_id = ${created.id}`,
          )
        )[0];
      expect(await count()).toEqual({ all: 401, days: 401, last: '2027-07-20' });
      const service = schedulesService(database.db);
      const later = noon('2026-07-15');
      await Promise.all([service.planAll(later), service.planAll(later)]);
      await service.planAll(later);
      expect(await count()).toEqual({ all: 431, days: 431, last: '2027-08-19' });
      const instance = schedulesService(database.db);
      await Promise.all([instance.planAll(noon('2026-07-16')), service.planAll(noon('2026-07-16'))]);
      expect(await count()).toEqual({ all: 432, days: 432, last: '2027-08-20' });
      const jobs = await rowsOf(
        database,
        sql`select name, cron from pgboss.schedule where name = ${PLANNING_QUEUE}`,
      );
      expect(jobs).toEqual([{ name: PLANNING_QUEUE, cron: '15 0 * * *' }]);
    });

    it("counts today in the company's time zone, and keeps weekly occurrences on their weekday across daylight saving", async () => {
      now = new Date('2026-06-14T23:30:00Z');
      const execution = await newExecution();
      const created = await schedule(`/v2/executions/${execution.id}`, {
        rule: 'FREQ=MONTHLY',
        startsOn: '2026-06-15',
      });
      expect(created.next?.state).toBe('upcoming');
      expect(
        (await server.call(USER, 'PUT', '/v2/company/settings', { timeZone: 'Europe/Oslo' })).statusCode,
      ).toBe(403);
      const wrong = await server.call(ADMIN, 'PUT', '/v2/company/settings', { timeZone: 'Mars/Olympus' });
      expect([wrong.statusCode, fieldOf(wrong)]).toEqual([400, 'body.timeZone']);
      const set = await server.call(ADMIN, 'PUT', '/v2/company/settings', { timeZone: 'Europe/Oslo' });
      expect(set.json()).toEqual({ timeZone: 'Europe/Oslo' });
      expect((await server.call(READER, 'GET', '/v2/company/settings')).json()).toEqual({
        timeZone: 'Europe/Oslo',
      });
      expect((await server.call(OTHER, 'GET', '/v2/company/settings')).json()).toEqual({ timeZone: 'UTC' });
      expect((await get(created.id)).next?.state).toBe('due');
      const done = await complete(created.next!.id);
      expect(done.json()).toMatchObject({ doneOn: '2026-06-15', onTime: true });

      const weekly = await schedule(`/v2/executions/${(await newExecution()).id}`, {
        rule: 'FREQ=WEEKLY',
        startsOn: '2026-03-23',
      });
      const days = (await occurrences(weekly.id, '?from=2026-03-01&to=2026-11-30')).map((o) => o.dueOn);
      expect(days).toContain('2026-03-30');
      expect(days).toContain('2026-10-26');
      expect(days.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
      await server.call(ADMIN, 'PUT', '/v2/company/settings', { timeZone: 'UTC' });
    });
  });
}
