import type { Db } from '../../db/database.js';
import { recordEvent } from '../audit/audit.service.js';
import { decoyHash, verifyPassword } from './idp.password.js';
import { type IdpRepository, idpRepository } from './idp.repository.js';

/** Limits of a kind of attempt in a window ('Forgot password?'). */
export interface AttemptLimits {
  /** Seconds an attempt counts for. */
  window: number;
  /** Attempts for one account from one client address. */
  perPair: number;
  /** Attempts from one client address, whatever the account. */
  perAddress: number;
}

/**
 * The keys an attempt counts under: the account from this client address, and the address alone. Never the
 * account alone, so that nobody uses up a person's attempts from elsewhere. The address goes first: it has
 * no spaces, so no email can make one pair's key another's.
 */
const attemptKeys = (email: string, address: string, prefix = '') => ({
  pair: `${prefix}pair:${address} ${email.toLowerCase()}`,
  address: `${prefix}address:${address}`,
});

export interface SignInThrottle {
  /** Seconds a failed sign-in counts for. */
  window: number;
  /** Failures for one account from one address before each further try from there waits. */
  freePerPair: number;
  /** Failures from one address, whatever the account, before each further try from there waits. */
  freePerAddress: number;
  /** The longest wait, in seconds. */
  maxDelay: number;
}

/**
 * Password guessing slows down, it never locks: per (account, address), so that nobody keeps a person out by
 * failing in their name from elsewhere, and per address only after many failures, so that one NAT or proxy
 * does not stop everyone behind it. Counted in the database, so that it holds across instances and restarts;
 * the window outlasts the longest wait, so that waits keep growing while the guessing goes on.
 */
export const SIGN_IN_THROTTLE: SignInThrottle = {
  window: 24 * 60 * 60,
  freePerPair: 5,
  freePerAddress: 100,
  maxDelay: 15 * 60,
};

/** Seconds to wait after the latest of `failures`: none below `free`, then 2, 4, 8 … up to `max`. */
export function delayAfter(failures: number, free: number, max: number): number {
  return failures < free ? 0 : Math.min(max, 2 ** (failures - free + 1));
}

export type SignInResult =
  | { kind: 'signed-in'; accountId: string }
  | { kind: 'wrong-credentials' }
  | { kind: 'blocked'; seconds: number };

/** 'Forgot password?' answers at most this many requests per address from one client, and per client. */
export const RESET_LIMITS: AttemptLimits = { window: 15 * 60, perPair: 3, perAddress: 10 };

/**
 * Counts attempts of one kind (`prefix`) per account and client address, and per client address; `wait`
 * answers the milliseconds until both may try again (0: now) and `record` counts one more.
 */
export function attemptLimiter(repository: IdpRepository, limits: AttemptLimits, prefix = '') {
  async function waitFor(key: string, limit: number, now: number): Promise<number> {
    const recent = await repository.recentSignInFailures(key, new Date(now - limits.window * 1000), limit);
    const oldestCounted = recent[limit - 1];
    return oldestCounted ? oldestCounted.getTime() + limits.window * 1000 - now : 0;
  }
  return {
    async wait(email: string, address: string): Promise<number> {
      const keys = attemptKeys(email, address, prefix);
      const now = Date.now();
      return Math.max(
        await waitFor(keys.pair, limits.perPair, now),
        await waitFor(keys.address, limits.perAddress, now),
      );
    },
    record: (email: string, address: string) => {
      const keys = attemptKeys(email, address, prefix);
      return repository.recordSignInFailure([keys.pair, keys.address]);
    },
  };
}

/**
 * The account the password opens. Emails are unique per company, so one address may have an account in
 * several: the password tells them apart, and where two share it the oldest wins. An unknown address
 * costs one hash like a known one.
 */
async function accountWithPassword<T extends { passwordHash: string }>(
  accounts: T[],
  password: string,
): Promise<T | undefined> {
  if (accounts.length === 0) {
    await verifyPassword(password, await decoyHash());
    return undefined;
  }
  for (const account of accounts) {
    if (await verifyPassword(password, account.passwordHash)) return account;
  }
  return undefined;
}

export function signInService(db: Db, options: { throttle?: SignInThrottle; now?: () => number } = {}) {
  const repository = idpRepository(db);
  const { throttle = SIGN_IN_THROTTLE, now = Date.now } = options;

  /** The failures `key` has had in the window, and the milliseconds until it may try again (0: now). */
  async function stateOf(key: string, free: number, at: number) {
    const { failures, latest } = await repository.signInFailureCount(
      key,
      new Date(at - throttle.window * 1000),
    );
    const delay = delayAfter(failures, free, throttle.maxDelay) * 1000;
    return { failures, wait: latest ? Math.max(0, latest.getTime() + delay - at) : 0 };
  }

  return {
    async signIn(email: string, password: string, address: string): Promise<SignInResult> {
      const at = now();
      const keys = attemptKeys(email, address);
      const pair = await stateOf(keys.pair, throttle.freePerPair, at);
      const wait = Math.max(pair.wait, (await stateOf(keys.address, throttle.freePerAddress, at)).wait);
      if (wait > 0) return { kind: 'blocked', seconds: Math.ceil(wait / 1000) };

      const accounts = await repository.findCredentials(email);
      const found = await accountWithPassword(accounts, password);
      if (!found) {
        await repository.recordSignInFailure([keys.pair, keys.address], new Date(at));
        // Once per run of failures: the one that starts the waits tells the accounts' Administrators.
        if (pair.failures + 1 === throttle.freePerPair) {
          for (const account of accounts) {
            await recordEvent(db, account.companyId, {
              action: 'create',
              entity: 'sign-in-throttles',
              entityId: account.userId,
              after: { email: email.toLowerCase(), address, failures: throttle.freePerPair },
            });
          }
        }
        return { kind: 'wrong-credentials' };
      }
      await repository.clearSignInFailures(keys.pair);
      if (!found.subject) await repository.claimSubject(found.userId);
      return { kind: 'signed-in', accountId: found.subject ?? found.userId };
    },

    purgeFailures: () => repository.purgeSignInFailures(new Date(now() - throttle.window * 1000)),
  };
}

export type SignInService = ReturnType<typeof signInService>;
