import type { Finding } from '@praxis/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { ADMIN, NEWCOMER, OTHER, READER, USER } from '../../test/accounts.js';
import { drivers, freshDatabase, type TestDatabase } from '../../test/databases.js';
import {
  createAudit,
  createEvidence,
  createSpecification,
  setCheckpoints,
  userIdOf,
} from '../../test/factories.js';
import { jobRows } from '../../test/jobs.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { type TestSmtp, testSmtp } from '../../test/smtp.js';
import { SMALL_CSV } from '../../test/specifications.js';
import { UNTIL } from '../../test/until.js';
import { auditGrantsRepository } from '../audits/audits.grants.repository.js';
import { MAIL_QUEUE } from '../mail/mail.worker.js';
import { addDays, todayUtc } from '../specifications/specifications.semaphore.js';

const recipientOf = (mail: { to?: unknown }) => (mail.to as { text: string }).text;

for (const driver of drivers) {
  describe(`findings API [${driver}]`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let smtp: TestSmtp;
    beforeAll(async () => {
      database = await freshDatabase(driver);
      smtp = await testSmtp({ up: true });
      server = await startTestServer(database, {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Praxis <praxis@example.com>',
        DIGEST_TIMEZONE: 'UTC',
      });
    });
    afterAll(async () => {
      await server.close();
      await smtp.stop();
      await database.dispose();
    });

    /** An audit of a new specification, planned by the administrator, with `team` running it. */
    let specifications = 0;
    /** A specification of its own for each audit: importing the same file again answers the first. */
    const newSpecification = () => {
      specifications += 1;
      return createSpecification(
        server,
        `Spec ${specifications}.csv`,
        `${SMALL_CSV}\nZ${specifications},Zone,,`,
      );
    };

    /** An audit of a new specification, planned through the API, with `team` running it. */
    async function plan(team: string[] = [], status: 'planned' | 'closed' = 'planned') {
      const spec = await newSpecification();
      const teamIds = await Promise.all(team.map((email) => userIdOf(server, email)));
      const audit = await createAudit(server, [spec.specification.id], { teamIds });
      if (status === 'closed') {
        const closed = await server.call(USER, 'PUT', `/v2/audits/${audit.id}`, { status });
        expect(closed.statusCode, closed.body).toBe(200);
      }
      return { audit, ...spec };
    }

    async function record(auditId: string, body: Record<string, unknown>, as = USER): Promise<Finding> {
      const response = await server.call(as, 'POST', `/v2/audits/${auditId}/findings`, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    }
    const move = (id: string, status: string, as = USER, comment?: string) =>
      server.call(as, 'POST', `/v2/findings/${id}/transitions`, { status, ...(comment && { comment }) });

    it('follows a nonconformity to closure: the team verifies, closing needs a comment and evidence', async () => {
      const { audit, byCode } = await plan([ADMIN]);
      const readerTry = await server.call(READER, 'POST', `/v2/audits/${audit.id}/findings`, {
        kind: 'observation',
        title: 'Seen',
      });
      expect(readerTry.statusCode).toBe(403);
      const finding = await record(audit.id, {
        kind: 'minor-nonconformity',
        title: 'Access reviews not done',
        requirementId: byCode('GV.1.1').id,
        ownerId: await userIdOf(server, USER),
        dueDate: addDays(todayUtc(), 30),
      });
      expect(finding).toMatchObject({
        identifier: expect.stringMatching(/^FND-\d{3}$/),
        status: 'open',
        requirement: { id: byCode('GV.1.1').id, name: 'GV.1.1 Access policy' },
        owner: { email: USER },
        recordedBy: { email: USER },
        evidenceCount: 0,
      });
      // One step at a time: no jumping to closed.
      expect((await move(finding.id, 'closed', ADMIN, 'Done')).statusCode).toBe(409);
      expect((await move(finding.id, 'in-progress')).statusCode).toBe(200);
      expect((await move(finding.id, 'ready-for-verification')).statusCode).toBe(200);
      // The user is not in the audit's team: they neither close nor send back.
      expect((await move(finding.id, 'closed', USER, 'Fixed')).statusCode).toBe(403);
      expect((await move(finding.id, 'in-progress', USER)).statusCode).toBe(403);
      const silent = await move(finding.id, 'closed', ADMIN);
      expect([silent.statusCode, silent.json().details[0].field]).toEqual([400, 'body.comment']);
      const bare = await move(finding.id, 'closed', ADMIN, 'Reviews done');
      expect([bare.statusCode, bare.json().messageCode, bare.json().details[0].field]).toEqual([
        409,
        'findingNeedsEvidence',
        'body.status',
      ]);
      await createEvidence(server, { category: 'Findings', id: finding.id }, { title: 'Review log' }, [
        { status: 'draft' },
      ]);
      const closed = await move(finding.id, 'closed', ADMIN, 'Reviews done');
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({
        status: 'closed',
        evidenceCount: 1,
        closedAt: expect.any(String),
        history: [
          { status: 'open', by: { email: USER }, comment: null },
          { status: 'in-progress' },
          { status: 'ready-for-verification' },
          { status: 'closed', by: { email: ADMIN }, comment: 'Reviews done' },
        ],
      });
      const late = await server.call(USER, 'PUT', `/v2/findings/${finding.id}`, { title: 'Later' });
      expect([late.statusCode, late.json().messageCode]).toEqual([409, 'findingClosed']);
      const log = await server.call(ADMIN, 'GET', `/v1/audit?entity=findings&entityId=${finding.id}`);
      expect(log.json().data.map((e: { action: string }) => e.action)).toEqual([
        ...Array(3).fill('update'),
        'create',
      ]);
    });

    it('names the field of a bad reference, 409 in a closed audit, 404 for another company', async () => {
      const { audit } = await plan();
      const other = await newSpecification();
      const foreign = await server.call(USER, 'POST', `/v2/audits/${audit.id}/findings`, {
        kind: 'observation',
        title: 'Elsewhere',
        requirementId: other.byCode('GV.1.1').id,
      });
      expect([foreign.statusCode, foreign.json().details[0].field]).toEqual([400, 'body.requirementId']);
      const nobody = await server.call(USER, 'POST', `/v2/audits/${audit.id}/findings`, {
        kind: 'observation',
        title: 'Nobody',
        ownerId: '00000000-0000-4000-8000-000000000000',
      });
      expect([nobody.statusCode, nobody.json().details[0].field]).toEqual([400, 'body.ownerId']);
      const noKind = await server.call(USER, 'POST', `/v2/audits/${audit.id}/findings`, { title: 'x' });
      expect([noKind.statusCode, noKind.json().details[0].field]).toEqual([400, 'body.kind']);
      const { audit: closedAudit } = await plan([], 'closed');
      const late = await server.call(USER, 'POST', `/v2/audits/${closedAudit.id}/findings`, {
        kind: 'observation',
        title: 'Too late',
      });
      expect([late.statusCode, late.json().messageCode]).toEqual([409, 'findingAuditClosed']);

      const finding = await record(audit.id, { kind: 'observation', title: 'Mine' });
      expect((await server.call(OTHER, 'GET', `/v2/findings/${finding.id}`)).statusCode).toBe(404);
      expect(
        (
          await server.call(OTHER, 'POST', `/v2/findings/${finding.id}/transitions`, {
            status: 'in-progress',
          })
        ).statusCode,
      ).toBe(404);
      expect((await server.call(OTHER, 'GET', '/v2/findings')).json()).toEqual([]);
      expect((await server.call(READER, 'DELETE', `/v2/findings/${finding.id}`)).statusCode).toBe(403);
      expect((await server.call(USER, 'DELETE', `/v2/findings/${finding.id}`)).statusCode).toBe(204);
      expect((await server.call(READER, 'GET', `/v2/findings/${finding.id}`)).statusCode).toBe(404);
    });

    it('lists the plan of action: open findings, the earliest due first', async () => {
      const { audit } = await plan();
      const later = await record(audit.id, { kind: 'opportunity', title: 'Later', dueDate: '2031-02-01' });
      const sooner = await record(audit.id, { kind: 'observation', title: 'Sooner', dueDate: '2031-01-01' });
      const undated = await record(audit.id, { kind: 'observation', title: 'Undated' });
      const plan1 = (
        await server.call(READER, 'GET', `/v2/findings?auditId=${audit.id}`)
      ).json() as Finding[];
      expect(plan1.map((f) => f.id)).toEqual([sooner.id, later.id, undated.id]);
      expect(
        (await server.call(READER, 'GET', `/v2/findings?auditId=${audit.id}&state=closed`)).json(),
      ).toEqual([]);
    });

    it('turns a green requirement red while a major nonconformity is open, in the tree and the report', async () => {
      const { audit, specification, byCode } = await plan([ADMIN]);
      const requirement = byCode('GV.1.2');
      await setCheckpoints(server, `/v2/requirements/${requirement.id}`, { implementedDate: '2026-01-01' });
      const colour = async () => {
        const tree = (
          await server.call(READER, 'GET', `/v2/specifications/${specification.id}/elements`)
        ).json();
        const report = (
          await server.call(READER, 'GET', `/v2/specifications/${specification.id}/report`)
        ).json();
        return [
          tree.find((e: { id: string }) => e.id === requirement.id).semaphore,
          report.requirements.find((r: { id: string }) => r.id === requirement.id).semaphore,
        ];
      };
      expect(await colour()).toEqual(['green', 'green']);
      const major = await record(audit.id, {
        kind: 'major-nonconformity',
        title: 'No backups tested',
        requirementId: requirement.id,
      });
      expect(await colour()).toEqual(['red', 'red']);
      // Submitted and reviewed like any evidence.
      const proof = await createEvidence(
        server,
        { category: 'Findings', id: major.id },
        { title: 'Restore test' },
        [{ status: 'approved' }],
      );
      expect(proof).toMatchObject({ ownerCategory: 'Findings', ownerId: major.id, status: 'approved' });
      expect(
        (await server.call(READER, 'GET', `/v2/findings/${major.id}/evidence`))
          .json()
          .map((e: { id: string }) => e.id),
      ).toEqual([proof.id]);
      for (const status of ['in-progress', 'ready-for-verification']) await move(major.id, status);
      expect((await move(major.id, 'closed', ADMIN, 'Restore tested')).statusCode).toBe(200);
      expect(await colour()).toEqual(['green', 'green']);
    });

    it('tells the owner when assigned, and mails an overdue finding in the digest once', async () => {
      const { audit } = await plan();
      const sent = smtp.received.length;
      const finding = await record(
        audit.id,
        {
          kind: 'minor-nonconformity',
          title: 'Old firewall rules',
          ownerId: await userIdOf(server, USER),
          dueDate: addDays(todayUtc(), -2),
        },
        ADMIN,
      );
      await expect.poll(() => smtp.received.length, UNTIL).toBe(sent + 1);
      const assigned = smtp.received[sent];
      expect(recipientOf(assigned!)).toBe(USER);
      expect(assigned?.subject).toBe(
        `You are now responsible for the finding ${finding.identifier} Old firewall rules`,
      );
      expect(assigned?.text).toContain(`/praxis/findings/${finding.id}`);

      await server.app.notifications.runDaily(todayUtc());
      await expect.poll(() => smtp.received.length, UNTIL).toBe(sent + 2);
      const digest = smtp.received[sent + 1];
      expect(recipientOf(digest!)).toBe(USER);
      expect(digest?.text).toContain(`The finding ${finding.identifier} Old firewall rules was due on`);
      await server.app.notifications.runDaily(todayUtc());
      await server.app.notifications.runDaily(addDays(todayUtc(), 1));
      const bell = (await server.call(USER, 'GET', '/v1/Me/notifications')).json();
      expect(
        bell.data
          .filter((n: { objectId: string }) => n.objectId === finding.id)
          .map((n: { event: string }) => n.event),
      ).toEqual(['finding-overdue', 'finding-assigned']);
      // Nothing more was queued: the same event is never mailed twice.
      const digests = (await jobRows(database, MAIL_QUEUE)).filter((job) => job.data.template === 'digest');
      expect(digests).toHaveLength(1);
    });

    it('shows an owner their open findings in My work and the calendar feed, and the company on the dashboard', async () => {
      const { audit } = await plan([ADMIN]);
      const reader = await userIdOf(server, READER);
      const before = (await server.call(ADMIN, 'GET', '/v2/dashboard')).json().findings;
      const overdue = await record(audit.id, {
        kind: 'major-nonconformity',
        title: 'No incident process',
        ownerId: reader,
        dueDate: addDays(todayUtc(), -1),
      });
      const due = await record(audit.id, {
        kind: 'observation',
        title: 'Logs kept briefly',
        ownerId: reader,
        dueDate: addDays(todayUtc(), 20),
      });
      const work = (await server.call(READER, 'GET', '/v1/Me/work?kind=finding')).json();
      expect(work.data).toEqual([
        expect.objectContaining({
          kind: 'finding',
          id: overdue.id,
          code: overdue.identifier,
          name: 'No incident process',
          dateKind: 'deadline',
          overdue: true,
          role: 'owner',
          colour: 'red',
        }),
        expect.objectContaining({ id: due.id, date: due.dueDate, overdue: false, colour: 'yellow' }),
      ]);

      const feed = (await server.call(READER, 'POST', '/v1/Me/calendar')).json().url as string;
      // Long lines come folded, as RFC 5545 folds them.
      const ics = (await server.call(undefined, 'GET', new URL(feed).pathname)).body.replace(/\r\n /g, '');
      expect(ics).toContain(`SUMMARY:Deadline: ${due.identifier} Logs kept briefly`);
      expect(ics).toContain(`URL;VALUE=URI:${server.base}/praxis/findings/${due.id}`);

      const after = (await server.call(ADMIN, 'GET', '/v2/dashboard')).json().findings;
      expect(after.open['major-nonconformity']).toBe(before.open['major-nonconformity'] + 1);
      expect(after.open.observation).toBe(before.open.observation + 1);
      expect(after.overdue).toBe(before.overdue + 1);

      // Closed, a finding leaves My work and the feed.
      await createEvidence(server, { category: 'Findings', id: overdue.id }, { title: 'Process' }, [
        { status: 'draft' },
      ]);
      for (const status of ['in-progress', 'ready-for-verification']) await move(overdue.id, status);
      expect((await move(overdue.id, 'closed', ADMIN, 'Process in place')).statusCode).toBe(200);
      const left = (await server.call(READER, 'GET', '/v1/Me/work?kind=finding')).json();
      expect(left.data.map((entry: { id: string }) => entry.id)).toEqual([due.id]);
      expect((await server.call(ADMIN, 'GET', '/v2/dashboard')).json().findings.overdue).toBe(before.overdue);
    });

    it('lets an external auditor record findings in their audit and change only their own; the team verifies', async () => {
      const { audit, byCode } = await plan();
      const { audit: elsewhere } = await plan();
      // The newcomer, made an external auditor of the first audit as a grant makes one.
      const [newcomer] = await database.db
        .update(users)
        .set({ role: 'Auditor' })
        .where(eq(users.email, NEWCOMER))
        .returning();
      await auditGrantsRepository(database.db).insert({
        companyId: newcomer?.companyId as string,
        auditId: audit.id,
        userId: newcomer?.id as string,
        until: '2999-12-31',
      });
      const theirs = await record(
        audit.id,
        { kind: 'minor-nonconformity', title: 'Reviews unsigned', requirementId: byCode('GV.1.1').id },
        NEWCOMER,
      );
      expect(theirs.recordedBy?.email).toBe(NEWCOMER);
      const ours = await record(audit.id, { kind: 'observation', title: 'Seen by the team' });
      const listed = await server.call(NEWCOMER, 'GET', `/v2/findings?auditId=${audit.id}`);
      expect(
        listed
          .json()
          .map((f: Finding) => f.id)
          .sort(),
      ).toEqual([theirs.id, ours.id].sort());

      const edit = (id: string) =>
        server.call(NEWCOMER, 'PUT', `/v2/findings/${id}`, { correctiveAction: 'Sign them' });
      expect((await edit(theirs.id)).statusCode).toBe(200);
      expect((await edit(ours.id)).statusCode).toBe(403);
      expect((await move(ours.id, 'in-progress', NEWCOMER)).statusCode).toBe(403);
      // Deleting is no auditor's call at all: it answers as a path that does not exist.
      expect((await server.call(NEWCOMER, 'DELETE', `/v2/findings/${theirs.id}`)).statusCode).toBe(404);
      // Verifying is the team's or an Administrator's, not the auditor's, even of their own finding.
      await createEvidence(server, { category: 'Findings', id: theirs.id }, { title: 'Signed' }, [
        { status: 'draft' },
      ]);
      for (const status of ['in-progress', 'ready-for-verification']) await move(theirs.id, status);
      expect((await move(theirs.id, 'closed', NEWCOMER, 'Looks right')).statusCode).toBe(403);
      expect((await move(theirs.id, 'closed', ADMIN, 'Looks right')).statusCode).toBe(200);

      // Another audit of the company is not there for them.
      const other = await record(elsewhere.id, { kind: 'observation', title: 'Elsewhere' });
      expect((await server.call(NEWCOMER, 'GET', `/v2/findings/${other.id}`)).statusCode).toBe(404);
      expect(
        (
          await server.call(NEWCOMER, 'POST', `/v2/audits/${elsewhere.id}/findings`, {
            kind: 'observation',
            title: 'x',
          })
        ).statusCode,
      ).toBe(404);
      expect((await server.call(NEWCOMER, 'GET', `/v2/findings?auditId=${elsewhere.id}`)).statusCode).toBe(
        404,
      );
    });
  });
}
