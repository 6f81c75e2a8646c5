import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { auditAuditors, users } from '../../db/schema/index.js';

const grantColumns = {
  userId: auditAuditors.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  until: auditAuditors.until,
  grantedAt: auditAuditors.grantedAt,
  signedIn: sql<boolean>`${users.subject} is not null`,
};

const oneGrant = (companyId: string, auditId: string, userId: string) =>
  and(
    eq(auditAuditors.companyId, companyId),
    eq(auditAuditors.auditId, auditId),
    eq(auditAuditors.userId, userId),
  );

/** External auditors' grants of access to one audit each, until a day. */
export type GrantRow = Awaited<ReturnType<ReturnType<typeof auditGrantsRepository>['list']>>[number];

export function auditGrantsRepository(db: Executor) {
  const select = () =>
    db.select(grantColumns).from(auditAuditors).innerJoin(users, eq(users.id, auditAuditors.userId));
  return {
    list(companyId: string, auditId: string) {
      return select()
        .where(and(eq(auditAuditors.companyId, companyId), eq(auditAuditors.auditId, auditId)))
        .orderBy(asc(users.email));
    },
    async find(companyId: string, auditId: string, userId: string) {
      const [row] = await select().where(oneGrant(companyId, auditId, userId));
      return row;
    },
    async insert(grant: typeof auditAuditors.$inferInsert): Promise<void> {
      await db.insert(auditAuditors).values(grant);
    },
    async setUntil(companyId: string, auditId: string, userId: string, until: string): Promise<void> {
      await db
        .update(auditAuditors)
        .set({ until })
        .where(oneGrant(companyId, auditId, userId));
    },
    async remove(companyId: string, auditId: string, userId: string): Promise<void> {
      await db.delete(auditAuditors).where(oneGrant(companyId, auditId, userId));
    },
  };
}
