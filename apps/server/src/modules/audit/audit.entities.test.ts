import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditEntities } from '@praxis/contract';
import { asc, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditEvents, companies } from '../../db/schema/index.js';
import { migrationsDir } from '../../paths.js';
import { describeEachDatabase } from '../../test/databases.js';

/** The names events were written with before the codes, and the code each one has since. */
const RENAMED = {
  item: 'items',
  user: 'users',
  relation: 'relations',
  category: 'categories',
  subClass: 'sub-classes',
  file: 'files',
  savedFilter: 'saved-filters',
  environment: 'environments',
  'settings.services': 'settings-services',
  'settings.googleCloud': 'settings-google-cloud',
  'settings.azure': 'settings-azure',
  'settings.contact': 'settings-contact',
  applicability: 'requirement-applicability',
  'requirement-checkpoints': 'checkpoints',
} as const;

describeEachDatabase('migration 0009_audit_entity_codes', (db) => {
  it('gives the events written under the old names the codes of auditEntities, and keeps every code', async () => {
    const { db: orm } = db();
    const [company] = await orm.insert(companies).values({ name: 'Demo AS' }).returning();
    const names = [...Object.keys(RENAMED), ...auditEntities];
    await orm.insert(auditEvents).values(
      names.map((entity, i) => ({
        companyId: company!.id,
        action: 'update' as const,
        entity,
        entityId: String(i),
      })),
    );

    // The database is migrated already: the migration's SQL again, on rows under the old names, is what it
    // does to the events of an existing installation.
    await orm.execute(sql.raw(readFileSync(join(migrationsDir, '0009_audit_entity_codes.sql'), 'utf8')));

    const rows = await orm
      .select()
      .from(auditEvents)
      .orderBy(asc(sql`${auditEvents.entityId}::int`));
    expect(rows.map((r) => r.entity)).toEqual(
      names.map((name) => RENAMED[name as keyof typeof RENAMED] ?? name),
    );
    expect(rows.every((r) => (auditEntities as readonly string[]).includes(r.entity))).toBe(true);
  });
});
