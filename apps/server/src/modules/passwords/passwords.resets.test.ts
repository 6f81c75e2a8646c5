import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { passwordResetMails } from '../../db/schema/index.js';
import { USER } from '../../test/accounts.js';
import { describeEachDatabase, drivers } from '../../test/databases.js';
import { twoInstances } from '../../test/instances.js';
import { clearJobs, jobRows } from '../../test/jobs.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { Browser } from '../../test/sign-in.js';
import { type TestSmtp, testSmtp } from '../../test/smtp.js';
import { UNTIL } from '../../test/until.js';
import { MAIL_QUEUE } from '../mail/mail.worker.js';
import { RESET_QUEUE } from './passwords.service.js';

const FORGOT = '/oidc/forgot-password?lang=en';
const OWNER = '198.51.100.7';
const STRANGER = '203.0.113.66';

/** Asks for a reset of USER's password at `base`, from `client` as a proxy that the server trusts says. */
const resetFrom = (base: string, client: string) =>
  new Browser(base).request(FORGOT, { form: { email: USER }, headers: { 'x-forwarded-for': client } });

/** Every reset request's job and every mail it queued are done: nothing more will be sent. */
async function settled(database: Database, requests: number): Promise<boolean> {
  const resets = await jobRows(database, RESET_QUEUE);
  const jobs = [...resets, ...(await jobRows(database, MAIL_QUEUE))];
  return resets.length === requests && jobs.every((job) => job.state === 'completed');
}

/**
 * Mann–Whitney's rank-sum statistic of `a` against `b` as a z-score: near 0 when neither tends to be the
 * larger, beyond ±4 less than once in 10,000 runs when both come from one distribution. It compares ranks,
 * so a few requests that the machine slowed down a hundredfold move it no more than slightly slower ones.
 */
function rankSumZ(a: number[], b: number[]): number {
  const ranked = [...a.map((value) => ({ value, ofA: true })), ...b.map((value) => ({ value, ofA: false }))];
  ranked.sort((x, y) => x.value - y.value);
  const rankSumOfA = ranked.reduce((sum, entry, i) => (entry.ofA ? sum + i + 1 : sum), 0);
  const u = rankSumOfA - (a.length * (a.length + 1)) / 2;
  const mean = (a.length * b.length) / 2;
  return (u - mean) / Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
}

describeEachDatabase("'Forgot password?' against a person", (db) => {
  let server: TestServer | undefined;
  let smtp: TestSmtp | undefined;
  beforeEach(() => clearJobs(db()));
  afterEach(async () => {
    await server?.close();
    await smtp?.stop();
  });
  const startWithMail = async (env: Record<string, string> = {}) => {
    smtp = await testSmtp({ up: true });
    server = await startTestServer(db(), {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Praxis <praxis@example.com>',
      ...env,
    });
    return server;
  };

  it("lets the person's own client through a flood from another, and mails them once a window", async () => {
    const { base } = await startWithMail({ TRUST_PROXY: '1' });
    const from = (client: string) => resetFrom(base, client);

    for (let i = 0; i < 3; i++) expect((await from(STRANGER)).status).toBe(200);
    expect((await from(STRANGER)).status).toBe(429);
    // The stranger's requests counted against the stranger's client only.
    expect((await from(OWNER)).status).toBe(200);

    await expect.poll(() => settled(db(), 4), UNTIL).toBe(true);
    expect(smtp?.received.map((mail) => mail.to)).toMatchObject([{ text: USER }]);
    const url = /https?:\/\/\S+\/oidc\/password\/[A-Za-z0-9_-]+/.exec(smtp?.received[0]?.text ?? '')?.[0];
    const password = 'a new password at last';
    const chosen = await new Browser(base).request(new URL(url as string).pathname, {
      form: { password, repeat: password },
    });
    expect(chosen.status).toBe(303);

    // Once the window has passed, the next request mails again; the stranger still waits.
    await server?.app.database.db
      .update(passwordResetMails)
      .set({ mailedAt: sql`${passwordResetMails.mailedAt} - interval '15 minutes'` });
    expect((await from(OWNER)).status).toBe(200);
    await expect.poll(() => smtp?.received.length, UNTIL).toBe(2);
    expect(smtp?.received[1]?.to).toMatchObject({ text: USER });
    expect((await from(STRANGER)).status).toBe(429);
  });

  it('answers an address without an account in the time it answers one with', async () => {
    const { app } = await startWithMail();
    let clients = 0;
    /** Nanoseconds until the answer, each request from a client of its own so that none is limited. */
    const timed = async (email: string) => {
      clients += 1;
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: FORGOT,
        remoteAddress: `10.0.${clients >> 8}.${clients & 255}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email }).toString(),
      });
      const took = Number(process.hrtime.bigint() - started);
      expect(response.statusCode).toBe(200);
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // The first rounds warm up the route and the statements; then each pair alternates which goes first,
    // so that a machine busy with other work slows both alike.
    for (let round = 0; round < 45; round++) {
      const pair = round % 2 === 0 ? [USER, 'nobody@example.com'] : ['nobody@example.com', USER];
      for (const email of pair) {
        const took = await timed(email);
        if (round >= 5) (email === USER ? known : unknown).push(took);
      }
    }
    // Looking the address up before answering, as the page once did, scores about 6 here.
    expect(Math.abs(rankSumZ(known, unknown))).toBeLessThan(4);
  });
});

// PGlite has one process, so PostgreSQL only: instances behind a load balancer share the counts and the mail.
describe.runIf(drivers.includes('postgres'))("'Forgot password?' on two instances", () => {
  let smtp: TestSmtp | undefined;
  const instances = twoInstances({
    env: async () => {
      smtp = await testSmtp({ up: true });
      return { SMTP_URL: smtp.url, MAIL_FROM: 'Praxis <praxis@example.com>', TRUST_PROXY: '1' };
    },
    teardown: async () => {
      await smtp?.stop();
    },
  });

  it('counts a client on both and mails the address once, whichever instance takes the jobs', async () => {
    const [first, second] = instances();
    const clients = Array.from({ length: 8 }, (_, i) => `192.0.2.${i + 1}`);
    const answers = await Promise.all(
      clients.map((client, i) => resetFrom((i % 2 === 0 ? first : second).base, client)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(clients.map(() => 200));
    for (const through of [first, second, first])
      expect((await resetFrom(through.base, OWNER)).status).toBe(200);
    expect((await resetFrom(second.base, OWNER)).status).toBe(429);

    await expect.poll(() => settled(first.app.database, clients.length + 3), UNTIL).toBe(true);
    expect(smtp?.received.map((mail) => mail.to)).toMatchObject([{ text: USER }]);
  });
});
