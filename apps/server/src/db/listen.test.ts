import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accountsCache } from '../modules/auth/accounts-cache.js';
import { type Account, usersRepository } from '../modules/users/users.repository.js';
import { describeEachDatabase, drivers, freshDatabase } from '../test/databases.js';
import { companies, users } from './schema/index.js';

/** A handler that records what the channel told it. */
function recorder() {
  const heard = { notifications: 0, live: [] as boolean[] };
  return {
    heard,
    on: {
      notified: () => {
        heard.notifications += 1;
      },
      live: (now: boolean) => {
        heard.live.push(now);
      },
    },
  };
}

describeEachDatabase('notifications of account changes', (db) => {
  async function demoPerson() {
    const orm = db().db;
    const [company] = await orm.insert(companies).values({ name: 'Demo AS' }).returning();
    const [user] = await orm
      .insert(users)
      .values({ companyId: company!.id, email: 'ada@example.com', role: 'User' })
      .returning();
    return { company: company!, user: user! };
  }

  it('are sent by every change of people or companies, truncating included, not by adding one', async () => {
    const { heard, on } = recorder();
    const stop = await db().listen('praxis_accounts', on);
    try {
      expect(heard.live).toEqual([true]);
      const { company, user } = await demoPerson();
      const orm = db().db;
      await orm.execute(sql`update users set role = 'Reader' where id = ${user.id}`);
      await vi.waitFor(() => expect(heard.notifications).toBe(1));
      await orm.execute(sql`update companies set name = 'Renamed AS' where id = ${company.id}`);
      await vi.waitFor(() => expect(heard.notifications).toBe(2));
      await orm.execute(sql`delete from users where id = ${user.id}`);
      await vi.waitFor(() => expect(heard.notifications).toBe(3));
      // Both tables at once, in one statement: one notification.
      await orm.execute(sql`truncate companies cascade`);
      await vi.waitFor(() => expect(heard.notifications).toBe(4));
      // The inserts at the start sent nothing: four changes, four notifications.
      await orm.execute(sql`select pg_notify('praxis_accounts', 'last')`);
      await vi.waitFor(() => expect(heard.notifications).toBe(5));
    } finally {
      await stop();
    }
  });

  it('keep the cache of callers true: a change forgets every caller, a read that overlapped one is not kept', async () => {
    const { user } = await demoPerson();
    const repository = usersRepository(db().db);
    let reads = 0;
    let pause: Promise<void> | undefined;
    const cache = accountsCache(async (id) => {
      reads += 1;
      const account = await repository.findAccount(id);
      await pause;
      return account as Account;
    });
    // Not listening yet: nothing is kept, every request reads.
    await cache.get(user.id);
    await cache.get(user.id);
    expect(reads).toBe(2);
    const stop = await cache.listen(db());
    try {
      expect((await cache.get(user.id))?.user.role).toBe('User');
      expect((await cache.get(user.id))?.user.role).toBe('User');
      expect(reads).toBe(3);
      await db().db.execute(sql`update users set role = 'Reader' where id = ${user.id}`);
      await vi.waitFor(async () => expect((await cache.get(user.id))?.user.role).toBe('Reader'));
      // A read under way while a change commits answers what it read, and is not remembered.
      let resume = () => {};
      pause = new Promise((resolve) => {
        resume = resolve;
      });
      cache.changed();
      const overlapping = cache.get(user.id);
      await vi.waitFor(() => expect(reads).toBeGreaterThan(4));
      const before = reads;
      cache.changed();
      resume();
      await overlapping;
      pause = undefined;
      await cache.get(user.id);
      expect(reads).toBe(before + 1);
    } finally {
      await stop();
    }
  });
});

describe.runIf(drivers.includes('postgres'))('notifications on PostgreSQL', () => {
  it('are heard again after the listening connection is lost', async () => {
    const database = await freshDatabase('postgres');
    const { heard, on } = recorder();
    const stop = await database.listen('praxis_accounts', on);
    try {
      const orm = database.db;
      // The server ends the listener's session, as a restart or a failover would.
      await orm.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()`,
      );
      await vi.waitFor(() => expect(heard.live).toEqual([true, false, true]), { timeout: 10_000 });
      await orm.execute(sql`select pg_notify('praxis_accounts', '')`);
      await vi.waitFor(() => expect(heard.notifications).toBe(1));
    } finally {
      await stop();
      await database.dispose();
    }
  });
});
