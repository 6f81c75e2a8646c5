import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { accessTokens, oidcPayloads, users } from '../../db/schema/index.js';

/** What the built-in provider stores per sign-in; removing them all signs a person out everywhere. */
const SESSION_KINDS = ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode'];

const accountOf = sql<string>`${oidcPayloads.payload}->>'accountId'`;
const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

export function accessesRepository(db: Executor) {
  return {
    people(companyId: string) {
      return db
        .select()
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
    },
    activeTokens(companyId: string) {
      return db
        .select()
        .from(accessTokens)
        .where(and(eq(accessTokens.companyId, companyId), gt(accessTokens.expiresAt, new Date())))
        .orderBy(asc(accessTokens.createdAt));
    },
    /** Live sessions of the built-in provider per subject: one grouped query for the whole page. */
    async sessionCounts(subjects: string[]): Promise<Map<string, number>> {
      if (subjects.length === 0) return new Map();
      const rows = await db
        .select({ subject: accountOf, n: count() })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, 'Session'), inArray(accountOf, subjects), live()))
        .groupBy(accountOf);
      return new Map(rows.map((r) => [r.subject, r.n]));
    },
    /**
     * Signs a person out everywhere: their provider sessions, grants and refresh tokens go, and the API
     * refuses access tokens issued before now (`sessionsRevokedAt`), which would otherwise live on.
     */
    async revokeSessions(userId: string, subject: string | null, at: Date) {
      if (subject) {
        await db
          .delete(oidcPayloads)
          .where(and(inArray(oidcPayloads.kind, SESSION_KINDS), eq(accountOf, subject)));
      }
      await db.update(users).set({ sessionsRevokedAt: at }).where(eq(users.id, userId));
    },
  };
}
