import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database.js';
import type { StopListening } from '../../db/listen.js';
import type { Account } from '../users/users.repository.js';

/** The channel migration 0027's triggers speak on whenever a person or a company changes. */
export const ACCOUNTS_CHANNEL = 'praxis_accounts';
// Enough for every person of a large installation signed in at once; an evicted account is read again.
const MAX_ACCOUNTS = 10_000;

/**
 * The callers of requests as last read (person and company), so that a request with a token verified before
 * costs no database work at all. Correct because it forgets everything whenever any instance changes a person
 * or a company (the database's triggers NOTIFY, every instance LISTENs) and reads through, remembering
 * nothing, while it does not hear the channel. A read that overlapped a change is not remembered: the
 * generation it began in has passed. The instance that makes a change also forgets at once (`changed`), so
 * its own next request never waits for the notification.
 */
export function accountsCache(load: (userId: string) => Promise<Account | undefined>) {
  const cache = new LRUCache<string, Account>({ max: MAX_ACCOUNTS });
  let generation = 0;
  let live = false;
  const changed = () => {
    generation += 1;
    cache.clear();
  };
  return {
    async get(userId: string): Promise<Account | undefined> {
      const known = live ? cache.get(userId) : undefined;
      if (known) return known;
      const began = generation;
      const account = await load(userId);
      if (account && live && began === generation) cache.set(userId, account);
      return account;
    },
    changed,
    /** Hears the database's notifications from now on; the answer stops. */
    listen(database: Database): Promise<StopListening> {
      return database.listen(ACCOUNTS_CHANNEL, {
        notified: changed,
        live(now) {
          live = now;
          changed();
        },
      });
    },
  };
}

export type AccountsCache = ReturnType<typeof accountsCache>;
