import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies, users } from '../../db/schema/index.js';
import { preparedOnce } from '../../db/sql.js';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
/** A person as the auth hook read them for this request: their row and their company's. */
export interface Account {
  user: UserRow;
  company: CompanyRow;
}
export type UserChanges = Partial<
  Omit<typeof users.$inferInsert, 'id' | 'legacyId' | 'companyId' | 'createdAt'>
>;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export function usersRepository(db: Executor) {
  return {
    async findBySubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.subject, subject));
      return row;
    },
    /** Everyone with this address, one per company at most: the oldest first, so any choice is stable. */
    findAllByEmail(email: string): Promise<UserRow[]> {
      return db.select().from(users).where(byEmail(email)).orderBy(asc(users.createdAt), asc(users.id));
    },
    async findByEmailInCompany(companyId: string, email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), byEmail(email)));
      return row;
    },
    /** Only for a person acting on their own account without a token (a one-time link). */
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** The caller behind a token already verified, with their company: one read by primary keys per request. */
    /** Every authenticated request reads its caller here: a prepared statement. */
    async findAccount(id: string): Promise<Account | undefined> {
      const query = preparedOnce(db, 'users_find_account', () =>
        db
          .select({ user: users, company: companies })
          .from(users)
          .innerJoin(companies, eq(companies.id, users.companyId))
          .where(eq(users.id, sql.placeholder('id')))
          .prepare('users_find_account'),
      );
      const [row] = await query.execute({ id });
      return row;
    },
    /** Tenancy: a user of another company is as absent as one that does not exist. */
    async findInCompany(companyId: string, id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.id, id)));
      return row;
    },
    listByCompany(companyId: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
    },
    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    async countAdministrators(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.role, 'Administrator')));
      return row?.n ?? 0;
    },
    /** The ids of the company's Administrators (who approve the acceptance of a risk, say). */
    async administrators(companyId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.role, 'Administrator')));
      return rows.map((row) => row.id);
    },
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row as UserRow;
    },
    async update(companyId: string, id: string, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(users.companyId, companyId), eq(users.id, id)))
        .returning();
      return row;
    },
    async recordSignIn(id: string, at: Date) {
      await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, id));
    },
    /** Links an invited person (no subject yet) to the account that signed in with their email. */
    async claimInvitation(id: string, subject: string, names: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ subject, ...names, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.subject)))
        .returning();
      return row;
    },
    async remove(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.companyId, companyId), eq(users.id, id)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    async company(id: string): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return row;
    },
    async companyNamed(name: string): Promise<CompanyRow> {
      const [existing] = await db
        .select()
        .from(companies)
        .where(eq(sql`lower(${companies.name})`, name.toLowerCase()));
      if (existing) return existing;
      const [created] = await db.insert(companies).values({ name }).returning();
      return created as CompanyRow;
    },
  };
}
