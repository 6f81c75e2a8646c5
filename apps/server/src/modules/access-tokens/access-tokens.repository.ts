import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { accessTokens, users } from '../../db/schema/index.js';

export type AccessTokenRow = typeof accessTokens.$inferSelect;
export type CompanyTokenRow = AccessTokenRow & { userEmail: string };
type UserRow = typeof users.$inferSelect;

/** `lastUsedAt` is written at most this often per token, so a busy script does not write on every call. */
export const LAST_USED_GRANULARITY_MS = 60_000;

export function accessTokensRepository(db: Executor) {
  return {
    async insert(values: typeof accessTokens.$inferInsert): Promise<AccessTokenRow> {
      const [row] = await db.insert(accessTokens).values(values).returning();
      return row as AccessTokenRow;
    },
    listByUser(userId: string): Promise<AccessTokenRow[]> {
      return db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.userId, userId))
        .orderBy(asc(accessTokens.createdAt), asc(accessTokens.id));
    },
    /** The company's tokens that still work (not expired), with their owner's email. */
    listActiveByCompany(companyId: string): Promise<CompanyTokenRow[]> {
      return db
        .select({ token: accessTokens, userEmail: users.email })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(and(eq(accessTokens.companyId, companyId), gt(accessTokens.expiresAt, new Date())))
        .orderBy(asc(users.email), asc(accessTokens.createdAt))
        .then((rows) => rows.map((r) => ({ ...r.token, userEmail: r.userEmail })));
    },
    /** One indexed lookup per API call: the token and its owner as they are now. */
    async findByHash(tokenHash: string): Promise<{ token: AccessTokenRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ token: accessTokens, user: users })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(eq(accessTokens.tokenHash, tokenHash));
      return row;
    },
    async findInCompany(companyId: string, id: string): Promise<CompanyTokenRow | undefined> {
      const [row] = await db
        .select({ token: accessTokens, userEmail: users.email })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(and(eq(accessTokens.companyId, companyId), eq(accessTokens.id, id)));
      return row && { ...row.token, userEmail: row.userEmail };
    },
    /** Conditional, so that several instances serving one token still write once a minute at most. */
    async touch(id: string, now: Date) {
      await db
        .update(accessTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(accessTokens.id, id),
            or(
              isNull(accessTokens.lastUsedAt),
              lt(accessTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_GRANULARITY_MS)),
            ),
          ),
        );
    },
    /** For tests and housekeeping alike: a token's expiry moved (e.g. into the past). */
    async setExpiry(id: string, expiresAt: Date) {
      await db.update(accessTokens).set({ expiresAt }).where(eq(accessTokens.id, id));
    },
    async remove(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(accessTokens)
        .where(and(eq(accessTokens.companyId, companyId), eq(accessTokens.id, id)))
        .returning({ id: accessTokens.id });
      return rows.length > 0;
    },
  };
}
