import { and, count, eq, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/server/src/db/database.js';
import { companies, items } from '../../apps/server/src/db/schema/index.js';
import { itemsRepository } from '../../apps/server/src/modules/items/items.repository.js';
import { seedDemo } from '../../apps/server/src/seed/demo.js';
import type { StartOptions } from '../../e2e/fixtures/server.js';

export const BENCH_COMPANY = 'Demo AS';

/** Words the generated names are built from, so a name search meets realistic, uneven hit rates. */
const WORDS = [
  'Server',
  'Laptop',
  'Router',
  'Database',
  'Printer',
  'Office',
  'Backup',
  'Firewall',
  'Storage',
  'Phone',
];
const PLACES = ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Drammen', 'Bodø'];

/**
 * Fills the company up to `total` assets with one INSERT … SELECT generate_series (seconds, not the hours the
 * API would take), names like 'Firewall Bergen 04217', classes 1-4 in turn, numbered from the company's
 * sequence as the API numbers them; then ANALYZE, so the planner knows what it is choosing between.
 * Idempotent: a second run on the same database adds nothing.
 */
export async function generateAssets(database: Database, total: number): Promise<number> {
  const words = sql.raw(`(array[${WORDS.map((w) => `'${w}'`).join(',')}])`);
  const places = sql.raw(`(array[${PLACES.map((p) => `'${p}'`).join(',')}])`);
  const added = await database.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, BENCH_COMPANY));
    if (!company) throw new Error(`no company ${BENCH_COMPANY}`);
    const [have] = await tx
      .select({ assets: count() })
      .from(items)
      .where(and(eq(items.companyId, company.id), eq(items.category, 'Assets')));
    const missing = total - (have?.assets ?? 0);
    if (missing <= 0) return 0;
    const first = await itemsRepository(tx).takeNumbers(company.id, 'Assets', missing);
    await tx.execute(sql`
      insert into items (company_id, category, number, name, asset_class)
      select ${company.id}, 'Assets', n, ${words}[1 + n % ${WORDS.length}] || ' ' || ${places}[1 + n % ${PLACES.length}]
               || ' ' || lpad(n::text, 5, '0'), 1 + n % 4
      from generate_series(${first}::int, ${first + missing - 1}::int) n`);
    return missing;
  });
  await database.db.execute(sql`analyze items`);
  return added;
}

/**
 * A `beforeStart` that gives the demo companies and accounts `total` assets in Demo AS. It seeds the demo data
 * itself, as the server would on its first start: PGlite's folder admits one process at a time, so the data
 * has to be complete before the server opens it.
 */
export function demoWithAssets(
  total: number,
  /** More data to make on the open database once the assets are there (a specification, say). */
  more?: (database: Database) => Promise<void>,
): NonNullable<StartOptions['beforeStart']> {
  return async ({ dataDir, databaseUrl }) => {
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      await database.migrate();
      // Without the sample toolbox, the generated assets are all there is: figures do not move with the samples.
      await seedDemo(
        { demo: true, oidcIssuer: undefined },
        database.db,
        { info: () => {} },
        { sampleData: false },
      );
      const started = Date.now();
      const added = await generateAssets(database, total);
      process.stderr.write(`generated ${added} assets in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      await more?.(database);
    } finally {
      await database.close();
    }
  };
}
