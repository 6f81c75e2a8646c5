import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/server/src/db/database.js';
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
 * API would take), names like 'Firewall Bergen 04217', classes 1-4 in turn; then ANALYZE, so the planner
 * knows what it is choosing between. Idempotent: a second run on the same database adds nothing.
 */
export async function generateAssets(database: Database, total: number): Promise<number> {
  const words = sql.raw(`(array[${WORDS.map((w) => `'${w}'`).join(',')}])`);
  const places = sql.raw(`(array[${PLACES.map((p) => `'${p}'`).join(',')}])`);
  const result = await database.db.execute(sql`
    insert into items (company_id, category, number, name, asset_class)
    select c.id, 'Assets', n, ${words}[1 + n % ${WORDS.length}] || ' ' || ${places}[1 + n % ${PLACES.length}]
             || ' ' || lpad(n::text, 5, '0'), 1 + n % 4
    from companies c
    cross join lateral generate_series(
      coalesce((select max(number) from items i where i.company_id = c.id and i.category = 'Assets'), 0) + 1,
      ${total}) n
    where c.name = ${BENCH_COMPANY}`);
  await database.db.execute(sql`analyze items`);
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

/**
 * A `beforeStart` that gives the demo companies and accounts `total` assets in Demo AS. It seeds the demo data
 * itself, as the server would on its first start: PGlite's folder admits one process at a time, so the data
 * has to be complete before the server opens it.
 */
export function demoWithAssets(total: number): NonNullable<StartOptions['beforeStart']> {
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
    } finally {
      await database.close();
    }
  };
}
