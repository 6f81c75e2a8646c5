import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.js';
import { appBehind, startExternalProvider } from '../../test/external-provider.js';

const INVITED = 'boss@example.com';

describeEachDatabase('invitations under an external provider (Security 2)', (db) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start() {
    const provider = await startExternalProvider();
    cleanups.push(provider.close);
    const { app, call } = await appBehind(provider, db());
    cleanups.push(() => app.close());
    return { call };
  }

  it('lets only a token whose provider verified the invited address claim the seat', async () => {
    const { call } = await start();
    const founder = { sub: 'founder', email: 'founder@example.com', email_verified: true };
    expect((await call(founder)).json()).toMatchObject({ role: 'Administrator' });
    const invited = await call(founder, 'POST', '/v1/Users', { email: INVITED, userType: 'Administrator' });
    expect(invited.statusCode).toBe(201);

    for (const outsider of [
      { sub: 'outsider-1', email: INVITED },
      { sub: 'outsider-2', email: INVITED, email_verified: false },
      { sub: 'outsider-3', email: 'BOSS@example.com', email_verified: 'false' },
      { sub: 'outsider-4', preferred_username: INVITED },
      { sub: 'outsider-5', email: 'someone@else.example', email_verified: true, preferred_username: INVITED },
    ]) {
      const refused = await call(outsider);
      expect(refused.statusCode, JSON.stringify(outsider)).toBe(403);
    }

    const boss = await call({ sub: 'boss', email: 'Boss@Example.com', email_verified: true });
    expect(boss.statusCode).toBe(200);
    expect(boss.json()).toMatchObject({ role: 'Administrator', user: { email: INVITED } });
    const people = await call(founder, 'GET', '/v1/Users/company');
    expect(
      people
        .json()
        .map((person: { email: string }) => person.email)
        .sort(),
    ).toEqual([INVITED, 'founder@example.com']);
  });
});
