import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies, credentials, users } from '../db/schema/index.js';
import { verifyPassword } from '../modules/idp/idp.password.js';
import { describeEachDatabase } from '../test/databases.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';

describeEachDatabase('demo data', (db) => {
  it('creates the demo companies and accounts once, and says how to sign in', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) };
    expect(await seedDemo({ demo: true, oidcIssuer: undefined }, db().db, log)).toBe(true);
    expect(await seedDemo({ demo: true, oidcIssuer: undefined }, db().db, log)).toBe(false);

    const company = await db().db.select().from(companies).orderBy(asc(companies.name));
    expect(company.map((c) => c.name)).toEqual(['Demo AS', 'Other AS']);
    const people = await db().db.select().from(users).orderBy(asc(users.email));
    const nameOf = (id: string) => company.find((c) => c.id === id)?.name;
    expect(people.map((p) => [p.email, p.role, p.displayName, nameOf(p.companyId), p.language])).toEqual([
      ['admin@example.com', 'Administrator', 'Ada Admin', 'Demo AS', 'en-US'],
      ['admin@other.example', 'Administrator', 'Otto Other', 'Other AS', 'en-US'],
      ['newcomer@example.com', 'Registered', 'Nils Newcomer', 'Demo AS', 'en-US'],
      ['reader@example.com', 'Reader', 'Rita Reader', 'Demo AS', 'en-US'],
      ['user@example.com', 'User', 'Ulf User', 'Demo AS', 'en-US'],
    ]);
    for (const person of people) expect(person.subject).toBe(person.id);

    const hashes = await db().db.select().from(credentials);
    expect(hashes).toHaveLength(5);
    for (const h of hashes) expect(await verifyPassword(DEMO_PASSWORD, h.passwordHash)).toBe(true);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('admin@example.com');
    expect(lines[0]).toContain('"demo"');
  });

  it('creates nothing with DEMO=0 or an external provider', async () => {
    const log = { info: () => {} };
    expect(await seedDemo({ demo: false, oidcIssuer: undefined }, db().db, log)).toBe(false);
    expect(await seedDemo({ demo: true, oidcIssuer: 'https://login.example.com' }, db().db, log)).toBe(false);
    expect(await db().db.select().from(companies)).toEqual([]);
  });
});
