import { plusDays, todayIn } from '@praxis/contract';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN, OTHER, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { assign, createEvidence, createSpecification, userIdOf } from '../../test/factories.js';
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
  // The server's clock: noon UTC, the next day in the company of the demo accounts.
  let now = new Date('2026-06-15T12:00:00Z');
  beforeEach(async () => {
    await clearJobs(database());
    smtp = await testSmtp({ up: true });
    server = await startTestServer(
      database(),
      { SMTP_URL: smtp.url, MAIL_FROM: 'Praxis <praxis@example.com>', DIGEST_TIMEZONE: 'UTC' },
      { clock: () => now },
    );
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  /** Plans monthly work on an owner (`/v2/requirements/:id`, `/v2/evidence/:id`) as `as`. */
  async function plan(owner: string, startsOn: string, graceDays: number, as = USER) {
    const response = await server.call(as, 'POST', `${owner}/schedules`, {
      rule: 'FREQ=MONTHLY',
      startsOn,
      graceDays,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; next: { id: string } };
  }

  const digestLines = (to: string) =>
    smtp.received
      .filter((mail) => (mail.to as { text: string }).text === to)
      .flatMap((mail) => mail.text?.split('\n').filter((line) => line.startsWith('- ')) ?? []);

  it('tells the responsible person of an occurrence on its day, and of a missed one once, on the company’s own day', async () => {
    const settings = await server.call(ADMIN, 'PUT', '/v2/company/settings', { timeZone: AHEAD });
    expect(settings.statusCode, settings.body).toBe(200);
    const today = todayIn(AHEAD, now);
    expect(today).toBe('2026-06-16');
    const { byCode, specification } = await createSpecification(server);
    const requirement = (code: string) => `/v2/requirements/${byCode(code).id}`;
    for (const code of ['GV.1.1', 'GV.1.2', 'PR.1'])
      await assign(server, requirement(code), 0, await userIdOf(server, USER), ADMIN);
    // From 10 days ago with 3 days' grace: missed since 6 days ago.
    const missed = await plan(requirement('GV.1.1'), plusDays(today, -10), 3);
    // From today, the company's today (in UTC still yesterday): due today.
    const due = await plan(requirement('GV.1.2'), today, 3);
    // From the day after tomorrow: nothing to tell on either run.
    await plan(requirement('PR.1'), plusDays(today, 2), 0);
    // The review of an evidence is its owner's responsible person's: due today too.
    const scan = await createEvidence(
      server,
      { category: 'Requirements', id: byCode('PR.1').id },
      { title: 'Disk scan' },
      [{ status: 'draft' }],
    );
    const review = await plan(`/v2/evidence/${scan.id}`, today, 3);

    // Another company, its own person responsible for a missed occurrence of its own.
    const imported = await importSpecification(server, OTHER, 'Other spec.csv', SMALL_CSV);
    expect(imported.statusCode, imported.body).toBe(201);
    const theirs = (
      await server.call(OTHER, 'GET', `/v2/specifications/${imported.json().id}/elements`)
    ).json() as { id: string; code: string }[];
    const theirRequirement = `/v2/requirements/${theirs.find((e) => e.code === 'GV.1.1')?.id}`;
    await assign(server, theirRequirement, 0, await userIdOf(server, OTHER), OTHER);
    await plan(theirRequirement, plusDays(todayIn('UTC', now), -10), 3, OTHER);
    // The assignment mails to the user (assigning oneself is no news).
    await expect.poll(() => smtp.received.length, UNTIL).toBe(3);
    smtp.received.splice(0);

    await server.app.notifications.runDaily();
    // The next day's run: the missed occurrence is still missed, and no news.
    now = new Date(now.getTime() + 86_400_000);
    await server.app.notifications.runDaily();
    await expect.poll(() => smtp.received.length, UNTIL).toBe(2);
    const digests = (await jobRows(database(), MAIL_QUEUE)).filter((job) => job.data.template === 'digest');
    expect(digests).toHaveLength(2);

    const [overdue, ...dueToday] = digestLines(USER);
    expect(overdue).toMatch(
      /^- The scheduled work on GV\.1\.1 Access policy was due on Jun 6, 2026 and has not been done\.$/,
    );
    expect(dueToday.sort()).toEqual([
      '- The scheduled work on GV.1.2 Backup policy is due on Jun 16, 2026.',
      '- The scheduled work on PR.1 Encrypt laptops is due on Jun 16, 2026.',
    ]);
    expect(digestLines(OTHER)).toEqual([
      '- The scheduled work on GV.1.1 Access policy was due on Jun 5, 2026 and has not been done.',
    ]);

    const mine = (await server.call(USER, 'GET', '/v1/Me/notifications')).json().data as {
      objectKind: string;
      objectId: string;
    }[];
    const dated = mine
      .filter((n) => n.objectKind === 'occurrence')
      .sort((a, b) => a.objectId.localeCompare(b.objectId));
    const link = (code: string) => ({
      ownerCategory: 'Requirements',
      ownerId: byCode(code).id,
      specificationId: specification.id,
    });
    expect(dated).toEqual(
      [
        {
          event: 'occurrence-overdue',
          objectId: missed.next.id,
          name: 'GV.1.1 Access policy',
          date: plusDays(today, -10),
          ...link('GV.1.1'),
        },
        {
          event: 'occurrence-due',
          objectId: due.next.id,
          name: 'GV.1.2 Backup policy',
          date: today,
          ...link('GV.1.2'),
        },
        {
          event: 'occurrence-due',
          objectId: review.next.id,
          name: 'PR.1 Encrypt laptops',
          date: today,
          ...link('PR.1'),
        },
      ]
        .sort((a, b) => a.objectId.localeCompare(b.objectId))
        .map((expected) => expect.objectContaining(expected)),
    );
  });
});
