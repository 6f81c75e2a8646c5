import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, READER, USER } from '../../test/accounts.js';
import { describeEachDatabase, drivers } from '../../test/databases.js';
import { createSpecification } from '../../test/factories.js';
import { twoPools } from '../../test/instances.js';
import { clearJobs, jobRows } from '../../test/jobs.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { type TestSmtp, testSmtp } from '../../test/smtp.js';
import { UNTIL } from '../../test/until.js';
import { MAIL_QUEUE } from '../mail/mail.worker.js';
import { addDays } from '../specifications/specifications.semaphore.js';
import { DAILY_QUEUE } from './notifications.plugin.js';
import { dayIn } from './notifications.service.js';

const TIMEZONE = 'Europe/Oslo';

const mailEnv = (smtp: TestSmtp, env: Record<string, string> = {}) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Praxis <praxis@example.com>',
  DIGEST_TIMEZONE: TIMEZONE,
  ...env,
});

const recipientOf = (mail: { to?: unknown }) => (mail.to as { text: string }).text;

/** What a server needs for a dated requirement: its people, and ways to assign and date it. */
function workOn(server: TestServer) {
  const idOf = async (email: string) => (await server.call(email, 'GET', '/v1/Me')).json().user.id as string;
  return {
    idOf,
    async assign(requirementId: string, type: number, email: string) {
      const body = { type, userId: await idOf(email) };
      const response = await server.call(ADMIN, 'PUT', `/v2/Requirements/${requirementId}/assignments`, body);
      expect(response.statusCode, response.body).toBe(200);
    },
    async deadline(requirementId: string, deadlineDate: string) {
      const response = await server.call(ADMIN, 'PUT', `/v2/requirements/${requirementId}/checkpoints`, {
        deadlineDate,
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    async profile(email: string, change: Record<string, unknown>) {
      const response = await server.call(email, 'PUT', `/v1/Users/${await idOf(email)}`, change);
      expect(response.statusCode, response.body).toBe(200);
    },
  };
}

describeEachDatabase('notification mail', (database) => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeEach(async () => {
    await clearJobs(database());
    smtp = await testSmtp({ up: true });
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  it('mails an assignment at once in the person’s language, and never to who turned mail off', async () => {
    server = await startTestServer(database(), mailEnv(smtp));
    const work = workOn(server);
    const { byCode } = await createSpecification(server);
    await work.assign(byCode('GV.1.1').id, 0, USER);
    await expect.poll(() => smtp.received.length, UNTIL).toBe(1);
    const [english] = smtp.received;
    expect(recipientOf(english!)).toBe('user@example.com');
    expect(english?.subject).toBe('You are now responsible for GV.1.1 Access policy');
    const link = english?.text?.match(/Open in Praxis: (\S+)/)?.[1];
    expect(link).toMatch(
      new RegExp(`^${server.base}/praxis/specification/[0-9a-f-]+\\?requirement=${byCode('GV.1.1').id}$`),
    );
    expect(english?.html).toContain('Stop these emails');
    // Mail programs' own unsubscribe button: one click posts to the same link (RFC 8058).
    // Header lines as sent, long ones unfolded as RFC 5322 folds them.
    const header = (name: string) =>
      english?.headerLines.find((h) => h.key === name)?.line.replace(/\r\n\s+/g, ' ');
    const unsubscribe = english?.text?.match(/Stop these emails: (\S+)/)?.[1];
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await work.profile(USER, { language: 'nb-NO' });
    await work.assign(byCode('GV.1.2').id, 1, USER);
    await expect.poll(() => smtp.received.length, UNTIL).toBe(2);
    expect(smtp.received[1]?.subject).toBe('Du er nå ansvarlig for GV.1.2 Backup policy');
    expect(smtp.received[1]?.html).toContain('<html lang="nb-NO">');

    // Mail off: the notification appears in the app, and no mail is even queued (it would be by now:
    // a mail is queued in the transaction of the change).
    await work.profile(READER, { allowEmailNotifications: false });
    await work.assign(byCode('PR.1').id, 0, READER);
    const inApp = (await server.call(READER, 'GET', '/v1/Me/notifications')).json();
    expect(inApp.data.map((n: { event: string }) => n.event)).toEqual(['assigned']);
    const queued = (await jobRows(database(), MAIL_QUEUE)).map((job) => job.data.to);
    expect(queued.sort()).toEqual(['user@example.com', 'user@example.com']);
  });

  it('sends one digest per person, overdue first, of the date events not sent before; its link turns mail off', async () => {
    server = await startTestServer(database(), mailEnv(smtp));
    const work = workOn(server);
    const { byCode } = await createSpecification(server);
    const today = dayIn(TIMEZONE);
    await work.assign(byCode('GV.1.1').id, 0, USER);
    await work.assign(byCode('GV.1.2').id, 1, USER);
    await work.deadline(byCode('GV.1.2').id, addDays(today, 14));
    await work.deadline(byCode('GV.1.1').id, addDays(today, -1));
    await expect.poll(() => smtp.received.length, UNTIL).toBe(2);
    smtp.received.splice(0);

    await server.app.notifications.runDaily(today);
    await expect.poll(() => smtp.received.length, UNTIL).toBe(1);
    const [digest] = smtp.received;
    expect(recipientOf(digest!)).toBe('user@example.com');
    expect(digest?.subject).toBe('Deadlines and expiries in Praxis');
    const lines = digest?.text?.split('\n').filter((line) => line.startsWith('- ')) ?? [];
    expect(lines).toEqual([
      expect.stringMatching(
        /^- The deadline of GV\.1\.1 Access policy passed on .+ without an implementation\.$/,
      ),
      expect.stringMatching(/^- GV\.1\.2 Backup policy is due on .+\.$/),
    ]);

    // The next run, and the next day's: the overdue deadline is not told again, so no digest at all.
    await server.app.notifications.runDaily(today);
    await server.app.notifications.runDaily(addDays(today, 1));
    const digests = (await jobRows(database(), MAIL_QUEUE)).filter((job) => job.data.template === 'digest');
    expect(digests).toHaveLength(1);

    const unsubscribe = digest?.text?.match(/Stop these emails: (\S+)/)?.[1] as string;
    expect(unsubscribe).toMatch(new RegExp(`^${server.base}/v1/unsubscribe/[A-Za-z0-9_-]{43}$`));
    const link = new URL(unsubscribe).pathname;
    // Opening the link (as a mail scanner does) only asks; the button posts the form back to it.
    const question = await server.app.inject({ method: 'GET', url: link });
    expect(question.statusCode).toBe(200);
    expect(question.headers['content-type']).toContain('text/html');
    expect(question.body).toContain('Stop notification emails?');
    expect(question.body).toContain(`<form method="post" action="${link}">`);
    expect((await server.call(USER, 'GET', '/v1/Me')).json().user.allowEmailNotifications).toBe(true);
    const page = await server.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You will get no more emails');
    expect((await server.call(USER, 'GET', '/v1/Me')).json().user.allowEmailNotifications).toBe(false);
    const unknown = await server.app.inject({ method: 'GET', url: '/v1/unsubscribe/not-a-token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Link not recognised');
  });

  it('runs the daily digest on the DIGEST_CRON schedule: an overdue deadline once, and not again on the next run', async () => {
    // The deadline passes before an instance with the schedule starts: pg-boss sends the occurrence of the
    // minute it starts in at once, so that run finds the deadline without a wait for the next minute.
    server = await startTestServer(database(), mailEnv(smtp));
    const work = workOn(server);
    const { byCode } = await createSpecification(server);
    await work.assign(byCode('GV.1.1').id, 0, USER);
    await work.deadline(byCode('GV.1.1').id, addDays(dayIn(TIMEZONE), -1));
    await expect.poll(() => smtp.received.length, UNTIL).toBe(1);
    await server.close();
    server = await startTestServer(database(), mailEnv(smtp, { DIGEST_CRON: '* * * * *' }), {
      jobsTiming: { cronMonitorIntervalSeconds: 1 },
    });

    const runs = async () =>
      (await jobRows(database(), DAILY_QUEUE)).filter((job) => job.state === 'completed').length;
    await expect.poll(runs, UNTIL).toBeGreaterThanOrEqual(1);
    const after = await runs();
    await expect.poll(() => smtp.received.length, UNTIL).toBe(2);
    expect(smtp.received[1]?.subject).toBe('Deadlines and expiries in Praxis');
    expect(smtp.received[1]?.text).toContain('The deadline of GV.1.1 Access policy passed');
    // The next occurrence's job, as the schedule sends it, finds nothing new to tell.
    await server.app.jobs.send(database().db, DAILY_QUEUE, {}, {});
    await expect.poll(runs, UNTIL).toBeGreaterThan(after);
    const digests = (await jobRows(database(), MAIL_QUEUE)).filter((job) => job.data.template === 'digest');
    expect(digests).toHaveLength(1);
    const [schedule] = (
      (await database().db.execute(
        sql`select cron, options->>'tz' as tz from pgboss.schedule where name = ${DAILY_QUEUE}`,
      )) as unknown as { rows: { cron: string; tz: string }[] }
    ).rows;
    expect(schedule).toEqual({ cron: '* * * * *', tz: TIMEZONE });
  });
});

// Several instances need several connections to one database: PostgreSQL only (PGlite has one process).
for (const driver of drivers.filter((d) => d === 'postgres')) {
  describe(`notification mail with two instances [${driver}]`, () => {
    let smtp: TestSmtp;
    const pools = twoPools();
    const servers: TestServer[] = [];

    beforeAll(async () => {
      smtp = await testSmtp({ up: true });
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      await smtp.stop();
    });

    it('sends each mail once when both run the daily digest at the same time', async () => {
      for (const pool of pools()) servers.push(await startTestServer(pool, mailEnv(smtp)));
      const [a, b] = servers as [TestServer, TestServer];
      const work = workOn(a);
      const { byCode } = await createSpecification(a);
      const today = dayIn(TIMEZONE);
      for (const code of ['GV.1.1', 'GV.1.2', 'PR.1']) {
        await work.assign(byCode(code).id, 0, USER);
        await work.assign(byCode(code).id, 1, READER);
        await work.deadline(byCode(code).id, addDays(today, -1));
      }
      await Promise.all([
        a.app.notifications.runDaily(today),
        b.app.notifications.runDaily(today),
        a.app.notifications.runDaily(today),
        b.app.notifications.runDaily(today),
      ]);
      // Six assignment mails and one digest each for the two people, every one sent by one instance.
      await expect
        .poll(
          async () => (await jobRows(pools()[0], MAIL_QUEUE)).filter((j) => j.state === 'completed').length,
          UNTIL,
        )
        .toBe(8);
      const digests = smtp.received.filter((mail) => mail.subject === 'Deadlines and expiries in Praxis');
      expect(digests.map(recipientOf).sort()).toEqual(['reader@example.com', 'user@example.com']);
      expect(smtp.received).toHaveLength(8);
      for (const digest of digests) expect(digest.text?.match(/passed on/g)).toHaveLength(3);
    });
  });
}
