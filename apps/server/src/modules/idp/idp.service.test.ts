import { expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { ADMIN, USER } from '../../test/accounts.js';
import { describeEachDatabase } from '../../test/databases.js';
import { auditRepository } from '../audit/audit.repository.js';
import { idpRepository } from './idp.repository.js';
import { delayAfter, type SignInThrottle, signInService } from './idp.service.js';

const DEMO = { demo: true, oidcIssuer: undefined };
const quiet = { info: () => {} };
const throttle = (changes: Partial<SignInThrottle>): SignInThrottle => ({
  window: 24 * 60 * 60,
  freePerPair: 5,
  freePerAddress: 100,
  maxDelay: 15 * 60,
  ...changes,
});

it('waits 2, 4, 8 … seconds after the free failures, up to the longest wait', () => {
  expect([4, 5, 6, 7, 14, 15, 5000].map((failures) => delayAfter(failures, 5, 900))).toEqual([
    0, 2, 4, 8, 900, 900, 900,
  ]);
});

describeEachDatabase('sign-in service', (db) => {
  it('answers the account id for the right password, whatever the case of the email', async () => {
    await seedDemo(DEMO, db().db, quiet);
    const service = signInService(db().db);
    const result = await service.signIn('ADMIN@example.com', DEMO_PASSWORD, '10.0.0.1');
    expect(result).toMatchObject({ kind: 'signed-in', accountId: expect.any(String) });
    expect(await service.signIn(ADMIN, 'wrong', '10.0.0.1')).toEqual({
      kind: 'wrong-credentials',
    });
    expect(await service.signIn('ghost@example.com', DEMO_PASSWORD, '10.0.0.1')).toEqual({
      kind: 'wrong-credentials',
    });
  });

  it('slows one address guessing an account with growing waits, never locking the account elsewhere, and tells its Administrators (Security 1)', async () => {
    await seedDemo(DEMO, db().db, quiet);
    let now = Date.parse('2026-03-01T10:00:00Z');
    const service = signInService(db().db, { throttle: throttle({ freePerPair: 3 }), now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(await service.signIn(ADMIN, `guess-${i}`, '10.0.0.5')).toEqual({ kind: 'wrong-credentials' });
    }
    // Even the right password waits there; from another address the account signs in at once.
    expect(await service.signIn(ADMIN, DEMO_PASSWORD, '10.0.0.5')).toEqual({ kind: 'blocked', seconds: 2 });
    expect(await service.signIn(ADMIN, DEMO_PASSWORD, '10.0.0.6')).toMatchObject({ kind: 'signed-in' });

    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const blocked = await service.signIn(ADMIN, 'guess', '10.0.0.5');
      if (blocked.kind !== 'blocked') throw new Error(`expected a wait, got ${blocked.kind}`);
      waits.push(blocked.seconds);
      now += (blocked.seconds - 1) * 1000;
      expect(await service.signIn(ADMIN, 'guess', '10.0.0.5')).toMatchObject({ kind: 'blocked', seconds: 1 });
      now += 1000;
      expect(await service.signIn(ADMIN, 'guess', '10.0.0.5')).toEqual({ kind: 'wrong-credentials' });
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(await service.signIn(ADMIN, DEMO_PASSWORD, '10.0.0.7')).toMatchObject({ kind: 'signed-in' });

    const [account] = await idpRepository(db().db).findCredentials(ADMIN);
    const events = await auditRepository(db().db).list(
      account?.companyId as string,
      { entity: 'sign-in-throttles' },
      10,
      0,
    );
    expect(events).toMatchObject([
      {
        userId: null,
        action: 'create',
        entityId: account?.userId,
        after: { email: ADMIN, address: '10.0.0.5', failures: 3 },
      },
    ]);
  });

  it('slows an address after its generous ceiling of failures across accounts, and only that address', async () => {
    await seedDemo(DEMO, db().db, quiet);
    const service = signInService(db().db, { throttle: throttle({ freePerAddress: 3 }) });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect(await service.signIn(email, 'x', '10.0.0.2')).toEqual({ kind: 'wrong-credentials' });
    }
    expect(await service.signIn(ADMIN, DEMO_PASSWORD, '10.0.0.2')).toMatchObject({ kind: 'blocked' });
    expect(await service.signIn(ADMIN, DEMO_PASSWORD, '10.0.0.3')).toMatchObject({
      kind: 'signed-in',
    });
  });

  it('forgets an account’s failures from an address after a successful sign-in there', async () => {
    await seedDemo(DEMO, db().db, quiet);
    const service = signInService(db().db, { throttle: throttle({ freePerPair: 2 }) });
    expect(await service.signIn(USER, 'x', '10.0.0.4')).toEqual({ kind: 'wrong-credentials' });
    expect(await service.signIn(USER, DEMO_PASSWORD, '10.0.0.4')).toMatchObject({ kind: 'signed-in' });
    expect(await service.signIn(USER, 'x', '10.0.0.4')).toEqual({ kind: 'wrong-credentials' });
    expect(await service.signIn(USER, DEMO_PASSWORD, '10.0.0.4')).toMatchObject({ kind: 'signed-in' });
  });
});
