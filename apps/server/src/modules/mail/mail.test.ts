import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../app.js';
import type { Database } from '../../db/database.js';
import { jobsConnection } from '../../db/pg-boss-adapter.js';
import { companies } from '../../db/schema/index.js';
import { testApp } from '../../test/app.js';
import { describeEachDatabase, drivers } from '../../test/databases.js';
import { twoPools } from '../../test/instances.js';
import { clearJobs, jobRows } from '../../test/jobs.js';
import { SMTP_PASSWORD, type TestSmtp, testSmtp } from '../../test/smtp.js';
import { UNTIL } from '../../test/until.js';
import { jobsService } from '../jobs/jobs.service.js';
import { type MailToSend, mailService } from './mail.service.js';
import { MAIL_QUEUE, MAIL_TIMING, type MailTiming } from './mail.worker.js';

// Seconds instead of minutes, so retries happen while the test watches (pg-boss polls at most twice a
// second and counts retry delays in whole seconds); the expiry stays long, so no slow send on a busy
// machine ever looks like a dead instance.
const TIMING: MailTiming = {
  ...MAIL_TIMING,
  pollingIntervalSeconds: 0.5,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 60,
};
const FROM = 'Praxis <praxis@example.com>';
const silent = { warn: () => {}, error: () => {} };

const invitation = (companyId: string, to: string, language = 'en-US'): MailToSend<'invitation'> => ({
  companyId,
  to,
  language,
  template: 'invitation',
  params: {
    inviterName: 'Ada <Admin>',
    companyName: 'Acme & Co',
    url: 'https://praxis.example.com/invitations/t0k3n?a=1&b=2',
    validDays: 7,
  },
});

async function newCompany(database: Database): Promise<string> {
  const [row] = await database.db.insert(companies).values({ name: 'Acme AS' }).returning();
  return (row as { id: string }).id;
}

const mailJobs = (database: Database) => jobRows(database, MAIL_QUEUE);

/** Queues mail the way a feature does: inside the transaction of its change. */
const queue = (app: FastifyInstance, ...mails: MailToSend<'invitation'>[]) =>
  app.database.db.transaction(async (tx) => {
    for (const mail of mails) await app.mail.enqueue(tx, mail);
  });

/**
 * An instance that only queues mail, then stops: for tests that need mail waiting before any worker runs.
 * `timing` is what the mail is queued with (its expiry, its retries).
 */
async function queueWithoutWorker(database: Database, mails: MailToSend<'invitation'>[], timing = TIMING) {
  const jobs = jobsService(database, silent);
  jobs.queue(MAIL_QUEUE);
  await jobs.start();
  try {
    const mail = mailService(jobs, timing);
    await database.db.transaction(async (tx) => {
      for (const one of mails) await mail.enqueue(tx, one);
    });
  } finally {
    await jobs.stop();
  }
}

interface StartOptions {
  env?: Record<string, string>;
  logs?: Writable;
  jobsTiming?: AppOptions['jobsTiming'];
}

function mailApps(smtpUrl: () => string) {
  const running: FastifyInstance[] = [];
  return {
    async start(database: Database, { env = {}, logs, jobsTiming }: StartOptions = {}) {
      const app = await testApp(
        database,
        { SMTP_URL: smtpUrl(), MAIL_FROM: FROM, ...env },
        { mailTiming: TIMING, jobsTiming, ...(logs ? { logger: { stream: logs } } : {}) },
      );
      running.push(app);
      await app.ready();
      return app;
    },
    closeAll: async () => {
      for (const app of running.splice(0)) await app.close();
    },
  };
}

describeEachDatabase('mail outbox', (database) => {
  let smtp: TestSmtp;
  const apps = mailApps(() => smtp.url);
  beforeEach(async () => {
    await clearJobs(database());
    smtp = await testSmtp();
  });
  afterEach(async () => {
    await apps.closeAll();
    await smtp.stop();
  });

  it('sends nothing for a change that rolls back, and a committed mail once, in its language, as text and HTML', async () => {
    await smtp.start();
    const app = await apps.start(database());
    const companyId = await newCompany(database());

    await expect(
      app.database.db.transaction(async (tx) => {
        await app.mail.enqueue(tx, invitation(companyId, 'gone@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await queue(app, invitation(companyId, 'kari@example.com', 'nb-NO'));

    await expect.poll(async () => (await mailJobs(database()))[0]?.state, UNTIL).toBe('completed');
    const jobs = await mailJobs(database());
    expect(jobs.map((job) => job.data.to)).toEqual(['kari@example.com']);
    expect(jobs[0]?.attempts).toBe(1);
    // A sent mail (it may hold a one-time link) leaves the database within a minute, not a week.
    expect(jobs[0]?.deletionSeconds).toBeLessThanOrEqual(60);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from?.value).toEqual([{ name: 'Praxis', address: 'praxis@example.com' }]);
    expect(mail?.to).toMatchObject({ text: 'kari@example.com' });
    expect(mail?.subject).toBe('Ada <Admin> har invitert deg til Acme & Co i Praxis');
    expect(mail?.text).toContain('Ada <Admin> har invitert deg til Acme & Co i Praxis.');
    expect(mail?.text).toContain('Godta invitasjonen: https://praxis.example.com/invitations/t0k3n?a=1&b=2');
    expect(mail?.text).toContain('utløper om 7 dager');
    expect(mail?.html).toContain('<html lang="nb-NO">');
    expect(mail?.html).toContain('Ada &lt;Admin&gt; har invitert deg til Acme &amp; Co i Praxis.');
    expect(mail?.html).toContain('href="https://praxis.example.com/invitations/t0k3n?a=1&amp;b=2"');
    expect(mail?.html).not.toContain('<Admin>');
  });

  it('retries with growing pauses while the SMTP server is down, and sends once when it is back', async () => {
    const app = await apps.start(database());
    await queue(app, invitation(await newCompany(database()), 'ola@example.com'));

    // The pause pg-boss set after each failed attempt, read while the mail waits for the next one. With
    // backoff the pause after attempt k lies in [2^(k-1), 2^k) retry delays, so any two seen must grow.
    const pauses = new Map<number, number>();
    await expect
      .poll(async () => {
        const [job] = await mailJobs(database());
        if (job?.state === 'retry' && job.delaySeconds !== null) pauses.set(job.attempts, job.delaySeconds);
        expect(job?.output?.reason).toMatch(/ECONNREFUSED/);
        return pauses.size;
      }, UNTIL)
      .toBeGreaterThanOrEqual(2);
    const inOrder = [...pauses].sort(([a], [b]) => a - b).map(([, seconds]) => seconds);
    expect(inOrder[0]).toBeGreaterThanOrEqual(TIMING.retryDelaySeconds);
    expect(inOrder[1]).toBeGreaterThan(inOrder[0] as number);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await expect.poll(async () => (await mailJobs(database()))[0]?.state, UNTIL).toBe('completed');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.subject).toBe('Ada <Admin> invited you to Acme & Co in Praxis');
  });

  it('neither loses nor repeats a mail across a restart while the SMTP server is down', async () => {
    const first = await apps.start(database());
    await queue(first, invitation(await newCompany(database()), 'ola@example.com'));
    await expect.poll(async () => (await mailJobs(database()))[0]?.attempts, UNTIL).toBeGreaterThanOrEqual(1);
    await apps.closeAll();

    await smtp.start();
    await apps.start(database());
    await expect.poll(async () => (await mailJobs(database()))[0]?.state, UNTIL).toBe('completed');
    await apps.closeAll();
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a mail held by an instance that died once the mail has expired', async () => {
    await smtp.start();
    const companyId = await newCompany(database());
    await queueWithoutWorker(database(), [invitation(companyId, 'ola@example.com')], {
      ...TIMING,
      expireInSeconds: 1,
    });
    // The dead instance: it took the mail and never came back to it. `fetch` is no worker, so its stop
    // leaves the mail as it was: active.
    const dead = new PgBoss({ ...jobsConnection(database()), supervise: false, schedule: false });
    await dead.start();
    expect(await dead.fetch(MAIL_QUEUE)).toHaveLength(1);
    await dead.stop();
    expect((await mailJobs(database()))[0]?.state).toBe('active');

    await apps.start(database(), { jobsTiming: { superviseIntervalSeconds: 1 } });
    await expect.poll(async () => (await mailJobs(database()))[0]?.state, UNTIL).toBe('completed');
    // One attempt lost with the dead instance, one that sent.
    expect((await mailJobs(database()))[0]?.attempts).toBe(2);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps retrying with a wrong SMTP password and never writes a password to the log', async () => {
    await smtp.start();
    let log = '';
    const logs = new Writable({
      write(chunk, _encoding, done) {
        log += chunk;
        done();
      },
    });
    const wrong = 'wrong-Password-17';
    const app = await apps.start(database(), {
      env: { SMTP_URL: smtp.url.replace(SMTP_PASSWORD, wrong), LOG_LEVEL: 'warn' },
      logs,
    });
    await queue(app, invitation(await newCompany(database()), 'ola@example.com'));

    await expect
      .poll(async () => {
        const [job] = await mailJobs(database());
        expect(job?.state).toBe('retry');
        expect(job?.output?.reason).toMatch(/Invalid login/);
        return job?.attempts;
      }, UNTIL)
      .toBeGreaterThanOrEqual(2);
    expect(log).toContain('mail not sent; retrying');
    expect(log).not.toContain(wrong);
    expect(log).not.toContain(SMTP_PASSWORD);
    expect(smtp.received).toHaveLength(0);
  });

  it('says in /config.json whether mail is on, and queues nothing without SMTP_URL', async () => {
    const on = await apps.start(database());
    expect((await on.inject('/config.json')).json().mail).toEqual({ enabled: true });

    const off = await testApp(database());
    try {
      expect((await off.inject('/config.json')).json().mail).toEqual({ enabled: false });
      const companyId = await newCompany(database());
      const queued = await off.database.db.transaction((tx) =>
        off.mail.enqueue(tx, invitation(companyId, 'ola@example.com')),
      );
      expect(queued).toBe(false);
      expect(await mailJobs(database())).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});

// Several instances need several connections to one database: PostgreSQL only (PGlite has one process).
for (const driver of drivers.filter((d) => d === 'postgres')) {
  describe(`mail outbox with two instances [${driver}]`, () => {
    let smtp: TestSmtp;
    const pools = twoPools();
    const apps = mailApps(() => smtp.url);

    beforeAll(async () => {
      smtp = await testSmtp({ up: true });
    });
    afterAll(async () => {
      await apps.closeAll();
      await smtp.stop();
    });

    it('sends every mail exactly once', async () => {
      const [a, b] = pools();
      const companyId = await newCompany(a);
      const count = 40;
      const recipients = Array.from({ length: count }, (_, i) => `person-${i}@example.com`);
      // Queued before either worker runs, so both start on a full queue and compete for every mail.
      await queueWithoutWorker(
        a,
        recipients.map((to) => invitation(companyId, to)),
      );
      await Promise.all([apps.start(a), apps.start(b)]);

      await expect
        .poll(async () => (await mailJobs(a)).filter((job) => job.state === 'completed').length, UNTIL)
        .toBe(count);
      await apps.closeAll();
      const delivered = smtp.received.map((mail) => (mail.to as { text: string }).text).sort();
      expect(delivered).toEqual([...recipients].sort());
      expect((await mailJobs(a)).every((job) => job.attempts === 1)).toBe(true);
    });
  });
}
