import { decoyHash, verifyPassword } from './idp.password.js';
import type { IdpRepository } from './idp.repository.js';

export interface SignInLimits {
  /** Seconds a failure counts for. */
  window: number;
  perAccount: number;
  perAddress: number;
}

// Counted in the database, so that the limits hold across instances and restarts.
export const SIGN_IN_LIMITS: SignInLimits = { window: 15 * 60, perAccount: 5, perAddress: 20 };

export type SignInResult =
  | { kind: 'signed-in'; accountId: string }
  | { kind: 'wrong-credentials' }
  | { kind: 'blocked'; minutes: number };

/** 'Forgot password?' mails at most this many links per address and per client in a window. */
export const RESET_LIMITS: SignInLimits = { window: 15 * 60, perAccount: 3, perAddress: 10 };

/**
 * Counts attempts of one kind (`prefix`) per account and per client address; `wait` answers the
 * milliseconds until both may try again (0: now) and `record` counts one more.
 */
export function attemptLimiter(repository: IdpRepository, limits: SignInLimits, prefix = '') {
  const keysOf = (email: string, address: string) => ({
    account: `${prefix}account:${email.toLowerCase()}`,
    address: `${prefix}address:${address}`,
  });
  async function waitFor(key: string, limit: number, now: number): Promise<number> {
    const recent = await repository.recentSignInFailures(key, new Date(now - limits.window * 1000), limit);
    const oldestCounted = recent[limit - 1];
    return oldestCounted ? oldestCounted.getTime() + limits.window * 1000 - now : 0;
  }
  return {
    keysOf,
    async wait(email: string, address: string): Promise<number> {
      const keys = keysOf(email, address);
      const now = Date.now();
      return Math.max(
        await waitFor(keys.account, limits.perAccount, now),
        await waitFor(keys.address, limits.perAddress, now),
      );
    },
    record: (email: string, address: string) => {
      const keys = keysOf(email, address);
      return repository.recordSignInFailure([keys.account, keys.address]);
    },
  };
}

export function signInService(repository: IdpRepository, limits: SignInLimits = SIGN_IN_LIMITS) {
  const attempts = attemptLimiter(repository, limits);

  return {
    async signIn(email: string, password: string, address: string): Promise<SignInResult> {
      const wait = await attempts.wait(email, address);
      if (wait > 0) return { kind: 'blocked', minutes: Math.max(1, Math.ceil(wait / 60_000)) };

      const found = await repository.findCredentials(email);
      const matches = await verifyPassword(password, found?.passwordHash ?? (await decoyHash()));
      if (!found || !matches) {
        await attempts.record(email, address);
        return { kind: 'wrong-credentials' };
      }
      await repository.clearSignInFailures(attempts.keysOf(email, address).account);
      if (!found.subject) await repository.claimSubject(found.userId);
      return { kind: 'signed-in', accountId: found.subject ?? found.userId };
    },

    purgeFailures: () => repository.purgeSignInFailures(new Date(Date.now() - limits.window * 1000)),
  };
}

export type SignInService = ReturnType<typeof signInService>;
