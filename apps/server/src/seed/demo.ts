import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { hashPassword } from '../modules/idp/idp.password.js';
import { demoRepository } from './demo.repository.js';
import { seedSampleData } from './demo.sample.js';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD } from './demo-accounts.js';

let demoHash: Promise<string> | undefined;
/**
 * One hash of the published demo password per process: a salt per account would protect nothing here, and
 * the test suites seed a clean database before every test, where five scrypt runs each time add up.
 */
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

/**
 * The demo companies and accounts of the embedded default, with sample data for Demo AS (demo.sample.ts)
 * unless `sampleData` is false (API tests start from an empty toolbox), created once on an installation without
 * companies; never with DEMO=0, and never with an external provider (whose accounts these are not).
 */
export async function seedDemo(
  config: Pick<Config, 'demo' | 'oidcIssuer'>,
  db: Db,
  log: { info: (message: string) => void },
  options: { sampleData?: boolean } = {},
): Promise<boolean> {
  if (!config.demo || config.oidcIssuer) return false;
  const repository = demoRepository(db);
  if (await repository.hasCompanies()) return false;
  const passwordHash = await demoPasswordHash();
  const data = DEMO_COMPANIES.map((company) => ({
    name: company.name,
    people: company.people.map((person) => ({ ...person, passwordHash })),
  }));
  const created = await repository.insertIntoEmpty(data);
  // Only the instance that made the companies adds the samples, so concurrent starts make them once.
  if (created && options.sampleData !== false) {
    await seedSampleData(
      db,
      await repository.principalOf(DEMO_ACCOUNTS.admin.email),
      await repository.principalOf(DEMO_ACCOUNTS.user.email),
    );
  }
  if (created) {
    const accounts = DEMO_COMPANIES.flatMap((c) => c.people.map((p) => `${p.email} (${p.role}, ${c.name})`));
    log.info(`Demo data created. Sign in as ${accounts.join(', ')} with the password "${DEMO_PASSWORD}"`);
  }
  return created;
}
