import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../../db/database.js';
import { companies, mailOutbox } from '../../db/schema/index.js';
import { testApp } from '../../test/app.js';
import { createPostgresDatabase, describeEachDatabase, drivers } from '../../test/databases.js';
import { SMTP_PASSWORD, type TestSmtp, testSmtp } from '../../test/smtp.js';
import { mailRepository } from './mail.repository.js';
import { type MailToSend, mailService } from './mail.service.js';

// Milliseconds instead of seconds, so retries happen while the test watches; the lease stays long, so no
// slow send on a busy machine ever looks like a dead instance.
const TIMING = { pollMs: 20, leaseMs: 15_000, retryBaseMs: 50, retryMaxMs: 400 };
const FROM = 'Praxis <praxis@example.com>';
const UNTIL = { timeout: 15_000, interval: 20 };

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

const outbox = (database: Database) => database.db.select().from(mailOutbox);

/** Queues mail the way a feature does: inside the transaction of its change. */
const queue = (app: FastifyInstance, ...mails: MailToSend<'invitation'>[]) =>
  app.database.db.transaction(async (tx) => {
    for (const mail of mails) await app.mail.enqueue(tx, mail);
  });

function mailApps(smtpUrl: () => string) {
  const running: FastifyInstance[] = [];
  return {
    async start(database: Database, env: Record<string, string> = {}, logs?: Writable) {
      const app = await testApp(
        database,
        { SMTP_URL: smtpUrl(), MAIL_FROM: FROM, ...env },
        { mailTiming: TIMING, ...(logs ? { logger: { stream: logs } } : {}) },
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

    await vi.waitFor(async () => expect((await outbox(database()))[0]?.status).toBe('sent'), UNTIL);
    expect(await outbox(database())).toHaveLength(1);
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

  it('retries with backoff while the SMTP server is down, and sends once when it is back', async () => {
    const app = await apps.start(database());
    await queue(app, invitation(await newCompany(database()), 'ola@example.com'));

    await vi.waitFor(async () => {
      const [row] = await outbox(database());
      expect(row?.attempts).toBeGreaterThanOrEqual(3);
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
      expect(row?.status).toBe('pending');
    }, UNTIL);
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await vi.waitFor(async () => expect((await outbox(database()))[0]?.status).toBe('sent'), UNTIL);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.subject).toBe('Ada <Admin> invited you to Acme & Co in Praxis');
  });

  it('neither loses nor repeats a mail across a restart while the SMTP server is down', async () => {
    const first = await apps.start(database());
    await queue(first, invitation(await newCompany(database()), 'ola@example.com'));
    await vi.waitFor(
      async () => expect((await outbox(database()))[0]?.attempts).toBeGreaterThanOrEqual(1),
      UNTIL,
    );
    await apps.closeAll();

    await smtp.start();
    await apps.start(database());
    await vi.waitFor(async () => expect((await outbox(database()))[0]?.status).toBe('sent'), UNTIL);
    await apps.closeAll();
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a mail held by an instance that died once its lease has run out', async () => {
    await smtp.start();
    const companyId = await newCompany(database());
    await database().db.transaction((tx) =>
      mailService(true).enqueue(tx, invitation(companyId, 'ola@example.com')),
    );
    // The dead instance: it claimed the mail and never came back to it.
    const held = await mailRepository(database().db).claim(300);
    expect(held?.leaseId).toBeTruthy();

    await apps.start(database());
    await vi.waitFor(async () => expect((await outbox(database()))[0]?.status).toBe('sent'), UNTIL);
    const [row] = await outbox(database());
    expect(row?.attempts).toBe(1);
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
    const app = await apps.start(
      database(),
      { SMTP_URL: smtp.url.replace(SMTP_PASSWORD, wrong), LOG_LEVEL: 'warn' },
      logs,
    );
    await queue(app, invitation(await newCompany(database()), 'ola@example.com'));

    await vi.waitFor(async () => {
      const [row] = await outbox(database());
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      expect(row?.status).toBe('pending');
      expect(row?.lastError).toMatch(/Invalid login/);
    }, UNTIL);
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
      expect(await outbox(database())).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});

// Several instances need several connections to one database: PostgreSQL only (PGlite has one process).
for (const driver of drivers.filter((d) => d === 'postgres')) {
  describe(`mail outbox with two instances [${driver}]`, () => {
    let smtp: TestSmtp;
    let dropDatabase: () => Promise<void>;
    const pools: Database[] = [];
    const apps = mailApps(() => smtp.url);

    beforeAll(async () => {
      const created = await createPostgresDatabase();
      dropDatabase = created.drop;
      for (let i = 0; i < 2; i++) pools.push(await openPostgres(created.url, { poolSize: 4 }));
      await pools[0]?.migrate();
      smtp = await testSmtp({ up: true });
    });
    afterAll(async () => {
      await apps.closeAll();
      await smtp.stop();
      for (const pool of pools) await pool.close();
      await dropDatabase();
    });

    it('sends every mail exactly once', async () => {
      const [a, b] = pools as [Database, Database];
      const companyId = await newCompany(a);
      const count = 40;
      const recipients = Array.from({ length: count }, (_, i) => `person-${i}@example.com`);
      // Queued before either worker runs, so both start on a full outbox and compete for every row.
      await a.db.transaction(async (tx) => {
        for (const to of recipients) await mailService(true).enqueue(tx, invitation(companyId, to));
      });
      await Promise.all([apps.start(a), apps.start(b)]);

      await vi.waitFor(async () => {
        const sent = await a.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
        expect(sent).toHaveLength(count);
      }, UNTIL);
      await apps.closeAll();
      const delivered = smtp.received.map((mail) => (mail.to as { text: string }).text).sort();
      expect(delivered).toEqual([...recipients].sort());
      const rows = await a.db.select().from(mailOutbox);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    });
  });
}
