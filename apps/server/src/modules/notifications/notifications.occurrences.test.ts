import { plusDays, todayIn } from '@praxis/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { scheduleOccurrences, schedules, specificationElements } from '../../db/schema/index.js';
import { ADMIN, OTHER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { assign, createSpecification, userIdOf } from '../../test/factories.js';
import { clearJobs, jobRows } from '../../test/jobs.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { type TestSmtp, testSmtp } from '../../test/smtp.js';
import { importSpecification, SMALL_CSV } from '../../test/specifications.js';
import { UNTIL } from '../../test/until.js';
import { MAIL_QUEUE } from '../mail/mail.worker.js';

/** A company whose day starts 14 hours before UTC's: at noon UTC it is already tomorrow there. */
const AHEAD = 'Pacific/Kiritimati';

describeEachDatabase('recurring work in notifications and the digest', (database) => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeEach(async () => {
    await clearJobs(database());
    smtp = await testSmtp({ up: true });
    server = await startTestServer(database(), {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Praxis <praxis@example.com>',
      DIGEST_TIMEZONE: 'UTC',
    });
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  /** Plans `rule` on a requirement from `startsOn` with `graceDays`, with the occurrences it gives. */
  async function plan(requirementId: string, startsOn: string, graceDays: number, days: string[]) {
    const { db } = database();
    const [owner] = await db
      .select({ companyId: specificationElements.companyId })
      .from(specificationElements)
      .where(eq(specificationElements.id, requirementId));
    const companyId = owner?.companyId as string;
    const [schedule] = await db
      .insert(schedules)
      .values({ companyId, requirementId, subject: 'work', rule: 'FREQ=MONTHLY', startsOn, graceDays })
      .returning();
    await db
      .insert(scheduleOccurrences)
      .values(days.map((dueOn) => ({ companyId, scheduleId: schedule?.id as string, dueOn })));
  }

  const digestLines = (to: string) =>
    smtp.received
      .filter((mail) => (mail.to as { text: string }).text === to)
      .flatMap((mail) => mail.text?.split('\n').filter((line) => line.startsWith('- ')) ?? []);

  it('tells the responsible person of an occurrence on its day, and of a missed one once, on the company’s own day', async () => {
    // Noon UTC: the company of the demo accounts lives in a time zone where it is already tomorrow.
    const now = new Date(`${todayIn('UTC')}T12:00:00Z`);
    const today = todayIn(AHEAD, now);
    expect(today).toBe(plusDays(todayIn('UTC', now), 1));
    await database().db.execute(
      sql`update companies set time_zone = ${AHEAD} where id = (select company_id from users where email = ${USER})`,
    );
    const { byCode, specification } = await createSpecification(server);
    for (const code of ['GV.1.1', 'GV.1.2', 'PR.1'])
      await assign(server, `/v2/requirements/${byCode(code).id}`, 0, await userIdOf(server, USER), ADMIN);
    // Monthly from 10 days ago with 3 days' grace: missed since 6 days ago.
    await plan(byCode('GV.1.1').id, plusDays(today, -10), 3, [plusDays(today, -10), plusDays(today, 21)]);
    // Monthly from today: due today, the company's today.
    await plan(byCode('GV.1.2').id, today, 3, [today, plusDays(today, 31)]);
    // Monthly from the day after tomorrow: nothing to tell on either run.
    await plan(byCode('PR.1').id, plusDays(today, 2), 0, [plusDays(today, 2)]);

    // Another company, its own person responsible for a missed occurrence of its own.
    const imported = await importSpecification(server, OTHER, 'Other spec.csv', SMALL_CSV);
    expect(imported.statusCode, imported.body).toBe(201);
    const theirs = (
      await server.call(OTHER, 'GET', `/v2/specifications/${imported.json().id}/elements`)
    ).json() as { id: string; code: string }[];
    const theirRequirement = theirs.find((e) => e.code === 'GV.1.1')?.id as string;
    await assign(server, `/v2/requirements/${theirRequirement}`, 0, await userIdOf(server, OTHER), OTHER);
    await plan(theirRequirement, plusDays(today, -10), 3, [plusDays(today, -10)]);
    await expect.poll(() => smtp.received.length, UNTIL).toBe(3);
    smtp.received.splice(0);

    await server.app.notifications.runDaily(todayIn('UTC', now), now);
    // The next day's run: the missed occurrence is still missed, and no news.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    await server.app.notifications.runDaily(todayIn('UTC', tomorrow), tomorrow);
    await expect.poll(() => smtp.received.length, UNTIL).toBe(2);

    expect(digestLines(USER)).toEqual([
      expect.stringMatching(
        /^- The scheduled work on GV\.1\.1 Access policy was due on .+ and has not been done\.$/,
      ),
      expect.stringMatching(/^- The scheduled work on GV\.1\.2 Backup policy is due on .+\.$/),
    ]);
    expect(digestLines(OTHER)).toEqual([
      expect.stringMatching(/^- The scheduled work on GV\.1\.1 .+ was due on .+ and has not been done\.$/),
    ]);
    const digests = (await jobRows(database(), MAIL_QUEUE)).filter((job) => job.data.template === 'digest');
    expect(digests).toHaveLength(2);

    const mine = (await server.call(USER, 'GET', '/v1/Me/notifications')).json().data;
    const dated = mine
      .filter((n: { objectKind: string }) => n.objectKind === 'occurrence')
      .sort((a: { event: string }, b: { event: string }) => a.event.localeCompare(b.event));
    expect(dated).toEqual([
      expect.objectContaining({
        event: 'occurrence-due',
        name: 'GV.1.2 Backup policy',
        ownerCategory: 'Requirements',
        ownerId: byCode('GV.1.2').id,
        specificationId: specification.id,
        date: today,
      }),
      expect.objectContaining({
        event: 'occurrence-overdue',
        name: 'GV.1.1 Access policy',
        ownerId: byCode('GV.1.1').id,
        date: plusDays(today, -10),
      }),
    ]);
  });
});
