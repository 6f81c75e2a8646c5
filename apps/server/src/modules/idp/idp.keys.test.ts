import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { secretBox } from '../../lib/secret-box.js';
import { describeEachDatabase } from '../../test/databases.js';
import { TEST_SECRET_KEY } from '../../test/secret-key.js';
import { signingKeys } from './idp.keys.js';
import { SIGNING_KEY_MAX_AGE_MS } from './idp.plugin.js';
import { idpRepository } from './idp.repository.js';

describeEachDatabase('signing key rotation', (db) => {
  const box = secretBox(TEST_SECRET_KEY);
  it('replaces the signing key once it is old, keeping the old one published', async () => {
    const keys = signingKeys(idpRepository(db().db), { retainRetiredFor: 14 * 24 * 60 * 60, box });
    await keys.load();
    const [first] = keys.publicJwks().keys;
    expect(await keys.rotateIfOlderThan(SIGNING_KEY_MAX_AGE_MS)).toBe(false);

    await db().db.execute(sql`update signing_keys set created_at = now() - interval '31 days'`);
    expect(await keys.rotateIfOlderThan(SIGNING_KEY_MAX_AGE_MS)).toBe(true);
    const published = keys.publicJwks().keys.map((k) => k.kid);
    expect(published).toHaveLength(2);
    expect(published[1]).toBe(first?.kid);
    expect(keys.publicJwks().keys.every((k) => !('d' in k))).toBe(true);

    // A second instance doing its housekeeping at the same moment finds a young key and leaves it.
    const other = signingKeys(idpRepository(db().db), { retainRetiredFor: 14 * 24 * 60 * 60, box });
    await other.load();
    expect(await other.rotateIfOlderThan(SIGNING_KEY_MAX_AGE_MS)).toBe(false);
  });
});
