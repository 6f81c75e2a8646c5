import { randomUUID } from 'node:crypto';
import type { Role } from '@praxis/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { companies, credentials, users } from '../db/schema/index.js';
import { FIRST_COMPANY_LOCK } from '../db/sql.js';

export interface DemoPerson {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

export function demoRepository(db: Db) {
  return {
    async hasCompanies(): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).limit(1);
      return row !== undefined;
    },

    /** A demo account as the services see the person acting. */
    async principalOf(email: string) {
      const [row] = await db
        .select({ userId: users.id, companyId: users.companyId, role: users.role, email: users.email })
        .from(users)
        .where(eq(users.email, email));
      if (!row) throw new Error(`demo account ${email} is missing`);
      return row;
    },

    /** Inserts the companies and their people in one transaction, unless some company exists; true when it did. */
    async insertIntoEmpty(data: { name: string; people: DemoPerson[] }[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_COMPANY_LOCK})`);
        const [existing] = await tx.select({ id: companies.id }).from(companies).limit(1);
        if (existing) return false;
        for (const company of data) {
          const [row] = await tx
            .insert(companies)
            .values({ name: company.name })
            .returning({ id: companies.id });
          if (!row) throw new Error(`company ${company.name} was not created`);
          const people = company.people.map((person) => ({ ...person, id: randomUUID() }));
          await tx.insert(users).values(
            people.map((p) => ({
              id: p.id,
              // Built-in accounts use their user id as the OpenID subject.
              subject: p.id,
              companyId: row.id,
              email: p.email,
              displayName: `${p.firstName} ${p.lastName}`,
              firstName: p.firstName,
              lastName: p.lastName,
              role: p.role,
              language: 'en-US',
            })),
          );
          await tx
            .insert(credentials)
            .values(people.map((p) => ({ userId: p.id, passwordHash: p.passwordHash })));
        }
        return true;
      });
    },
  };
}
