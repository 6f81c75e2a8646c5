import { expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { ADMIN, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { idpRepository } from './idp.repository.js';
import { signInService } from './idp.service.js';

const DEMO = { demo: true, oidcIssuer: undefined };
const quiet = { info: () => {} };

describeEachDatabase('sign-in service', (db) => {
  it('answers the account id for the right password, whatever the case of the email', async () => {
    await seedDemo(DEMO, db().db, quiet);
    const service = signInService(idpRepository(db().db));
    const result = await service.signIn('ADMIN@example.com', 'demo', '10.0.0.1');
    expect(result).toMatchObject({ kind: 'signed-in', accountId: expect.any(String) });
    expect(await service.signIn(ADMIN, 'wrong', '10.0.0.1')).toEqual({
      kind: 'wrong-credentials',
    });
    expect(await service.signIn('ghost@example.com', 'demo', '10.0.0.1')).toEqual({
      kind: 'wrong-credentials',
    });
  });

  it('blocks an address after its limit of failures across accounts, and only that address', async () => {
    await seedDemo(DEMO, db().db, quiet);
    const service = signInService(idpRepository(db().db), { window: 600, perAccount: 5, perAddress: 3 });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect(await service.signIn(email, 'x', '10.0.0.2')).toEqual({ kind: 'wrong-credentials' });
    }
    expect(await service.signIn(ADMIN, 'demo', '10.0.0.2')).toEqual({
      kind: 'blocked',
      minutes: 10,
    });
    expect(await service.signIn(ADMIN, 'demo', '10.0.0.3')).toMatchObject({
      kind: 'signed-in',
    });
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    await seedDemo(DEMO, db().db, quiet);
    const service = signInService(idpRepository(db().db), { window: 600, perAccount: 2, perAddress: 100 });
    expect(await service.signIn(USER, 'x', '10.0.0.4')).toEqual({ kind: 'wrong-credentials' });
    expect(await service.signIn(USER, 'demo', '10.0.0.4')).toMatchObject({ kind: 'signed-in' });
    expect(await service.signIn(USER, 'x', '10.0.0.4')).toEqual({ kind: 'wrong-credentials' });
    expect(await service.signIn(USER, 'demo', '10.0.0.4')).toMatchObject({ kind: 'signed-in' });
  });
});
