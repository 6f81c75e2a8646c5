import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies, credentials, documentation, items, users } from '../db/schema/index.js';
import { auditsService } from '../modules/audits/audits.service.js';
import { verifyPassword } from '../modules/idp/idp.password.js';
import { specificationsService } from '../modules/specifications/specifications.service.js';
import { OTHER, READER } from '../test/accounts.js';
import { describeEachDatabase } from '../test/databases.js';
import { auditSnapshotsService } from '../views/audit-snapshots.js';
import { specificationsReportService } from '../views/specification-report.js';
import { seedDemo } from './demo.js';
import { demoRepository } from './demo.repository.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

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
    // Written out rather than read from demo-accounts.ts: the README publishes these accounts.
    expect(people.map((p) => [p.email, p.role, p.displayName, nameOf(p.companyId), p.language])).toEqual([
      ['admin2@example.com', 'Administrator', 'Aud Andersen', 'Demo AS', 'en-US'],
      ['admin@example.com', 'Administrator', 'Ada Admin', 'Demo AS', 'en-US'],
      ['admin@other.example', 'Administrator', 'Otto Other', 'Other AS', 'en-US'],
      ['newcomer@example.com', 'Registered', 'Nils Newcomer', 'Demo AS', 'en-US'],
      ['reader@example.com', 'Reader', 'Rita Reader', 'Demo AS', 'en-US'],
      ['user@example.com', 'User', 'Ulf User', 'Demo AS', 'en-US'],
    ]);
    for (const person of people) expect(person.subject).toBe(person.id);

    const hashes = await db().db.select().from(credentials);
    expect(hashes).toHaveLength(6);
    for (const h of hashes) expect(await verifyPassword(DEMO_PASSWORD, h.passwordHash)).toBe(true);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('admin@example.com');
    expect(lines[0]).toContain('"demo"');
  });

  it('gives Demo AS NIST CSF 2.0 with green, yellow, red and gray requirements and a toolbox', async () => {
    expect(await seedDemo({ demo: true, oidcIssuer: undefined }, db().db, { info: () => {} })).toBe(true);
    const demo = await demoRepository(db().db).principalOf(READER);
    const other = await demoRepository(db().db).principalOf(OTHER);
    const [csf, ...rest] = await specificationsService(db().db).list(demo, {});
    expect(rest).toEqual([]);
    expect(csf).toMatchObject({
      name: 'NIST Cybersecurity Framework 2.0',
      elementCounts: { topic: 6, subtopic: 0, requirement: 128 },
      libraryEntry: 'nist-csf-2.0',
    });
    const { green, yellow, red, gray } = csf?.semaphore ?? { green: 0, yellow: 0, red: 0, gray: 0 };
    for (const n of [green, yellow, red, gray]) expect(n).toBeGreaterThan(0);
    expect(green + yellow + red + gray).toBe(128);
    const overview = await specificationsReportService(db().db).maturityOverview(demo, csf?.id as string);
    expect(overview.some((topic) => topic.current !== null && topic.target !== null)).toBe(true);
    const toolbox = await db().db.select().from(items).where(eq(items.companyId, demo.companyId));
    const categories = new Set(toolbox.map((i) => i.category));
    expect([...categories].sort()).toEqual(['Assets', 'Controls', 'Executions', 'Products', 'Threats']);
    expect(
      toolbox
        .filter((i) => i.category === 'Assets')
        .map((i) => i.assetClass)
        .sort(),
    ).toEqual([2, 2, 3, 4]);
    // An asset's definition is in one place, the Definition documentation the dialog shows.
    const assets = toolbox.filter((i) => i.category === 'Assets');
    for (const asset of assets) expect(asset.definition).toBeNull();
    const texts = await db()
      .db.select()
      .from(documentation)
      .where(eq(documentation.companyId, demo.companyId));
    const definitions = texts.filter((d) => d.itemId !== null && d.class === 'Definition');
    expect(definitions.map((d) => d.itemId).sort()).toEqual(assets.map((a) => a.id).sort());
    for (const d of definitions) expect(d.content).toMatch(/^<p>[^<]+<\/p>$/);
    // An audit under way, sealed once, its snapshot still matching, with one open finding.
    const [audit, ...noMore] = await auditsService(db().db).list(demo, {});
    expect(noMore).toEqual([]);
    expect(audit).toMatchObject({ status: 'in-progress', openFindings: 1 });
    const [snapshot] = audit?.snapshots ?? [];
    const check = await auditSnapshotsService(db().db, specificationsReportService(db().db)).verify(
      demo,
      audit?.id as string,
      snapshot?.id as string,
    );
    expect(check.matches).toBe(true);
    // Other AS gets nothing of it.
    expect(await auditsService(db().db).list(other, {})).toEqual([]);
    expect(await specificationsService(db().db).list(other, {})).toEqual([]);
    expect(await db().db.select().from(items).where(eq(items.companyId, other.companyId))).toEqual([]);
  });

  it('creates nothing with DEMO=0 or an external provider', async () => {
    const log = { info: () => {} };
    expect(await seedDemo({ demo: false, oidcIssuer: undefined }, db().db, log)).toBe(false);
    expect(await seedDemo({ demo: true, oidcIssuer: 'https://login.example.com' }, db().db, log)).toBe(false);
    expect(await db().db.select().from(companies)).toEqual([]);
  });
});
