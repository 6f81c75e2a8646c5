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

export function signInService(repository: IdpRepository, limits: SignInLimits = SIGN_IN_LIMITS) {
  /** Milliseconds until `key` may try again; 0 when it may now. */
  async function waitFor(key: string, limit: number, now: number): Promise<number> {
    const recent = await repository.recentSignInFailures(key, new Date(now - limits.window * 1000), limit);
    const oldestCounted = recent[limit - 1];
    return oldestCounted ? oldestCounted.getTime() + limits.window * 1000 - now : 0;
  }

  return {
    async signIn(email: string, password: string, address: string): Promise<SignInResult> {
      const accountKey = `account:${email.toLowerCase()}`;
      const addressKey = `address:${address}`;
      const now = Date.now();
      const wait = Math.max(
        await waitFor(accountKey, limits.perAccount, now),
        await waitFor(addressKey, limits.perAddress, now),
      );
      if (wait > 0) return { kind: 'blocked', minutes: Math.max(1, Math.ceil(wait / 60_000)) };

      const found = await repository.findCredentials(email);
      const matches = await verifyPassword(password, found?.passwordHash ?? (await decoyHash()));
      if (!found || !matches) {
        await repository.recordSignInFailure([accountKey, addressKey]);
        return { kind: 'wrong-credentials' };
      }
      await repository.clearSignInFailures(accountKey);
      if (!found.subject) await repository.claimSubject(found.userId);
      return { kind: 'signed-in', accountId: found.subject ?? found.userId };
    },

    purgeFailures: () => repository.purgeSignInFailures(new Date(Date.now() - limits.window * 1000)),
  };
}

export type SignInService = ReturnType<typeof signInService>;
