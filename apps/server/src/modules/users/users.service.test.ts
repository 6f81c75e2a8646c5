import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.js';
import { usersService } from './users.service.js';

const claims = (sub: string, email: string, name = 'Kari Nordmann') => ({
  sub,
  email,
  email_verified: true,
  name,
});

describeEachDatabase('provisioning on first sign-in', (db) => {
  it('makes the very first user of an empty installation its Administrator', async () => {
    const service = usersService(db().db, { defaultCompany: undefined });
    const first = await service.provision(claims('s1', 'kari@example.com'));
    expect(first).toMatchObject({
      role: 'Administrator',
      firstName: 'Kari',
      lastName: 'Nordmann',
      subject: 's1',
    });
    // Nobody invited the second person and there is no default company.
    expect(await service.provision(claims('s2', 'ola@example.com'))).toBeUndefined();
  });

  it('puts uninvited people into DEFAULT_COMPANY as Registered', async () => {
    const service = usersService(db().db, { defaultCompany: 'Acme AS' });
    const first = await service.provision(claims('s1', 'kari@example.com'));
    const second = await service.provision(claims('s2', 'ola@example.com', 'Ola'));
    expect(second).toMatchObject({
      role: 'Registered',
      companyId: first!.companyId,
      firstName: 'Ola',
      lastName: null,
    });
  });

  it('lets an invited person join the inviting company with the invited role, matched by email', async () => {
    const service = usersService(db().db, { defaultCompany: undefined });
    const admin = await service.provision(claims('s1', 'kari@example.com'));
    const actor = { userId: admin!.id, companyId: admin!.companyId, role: admin!.role, email: admin!.email };
    await service.invite(actor, { email: 'Per@Example.com', userType: 'User', firstName: 'Per' });
    const joined = await service.provision(claims('s2', 'per@example.com', 'Per Hansen'));
    expect(joined).toMatchObject({
      role: 'User',
      companyId: admin!.companyId,
      firstName: 'Per',
      lastName: 'Hansen',
    });
    // A different account with the same email is not the same person.
    expect(await service.provision(claims('s3', 'per@example.com'))).toBeUndefined();
  });

  it('leaves an invitation to a token whose provider did not verify the address (Security 2)', async () => {
    const service = usersService(db().db, { defaultCompany: 'Acme AS' });
    const admin = await service.provision(claims('s1', 'kari@example.com'));
    const actor = { userId: admin!.id, companyId: admin!.companyId, role: admin!.role, email: admin!.email };
    await service.invite(actor, { email: 'per@example.com', userType: 'Administrator' });
    expect(await service.provision({ sub: 's2', email: 'per@example.com' })).toBeUndefined();
    expect(await service.provision({ sub: 's3', preferred_username: 'per@example.com' })).toBeUndefined();
    expect(await service.provision(claims('s4', 'per@example.com'))).toMatchObject({ role: 'Administrator' });
  });

  it('creates one user when the first requests of a person race', async () => {
    const service = usersService(db().db, { defaultCompany: 'Acme AS' });
    const results = await Promise.all(
      [1, 2, 3].map(() => service.provision(claims('same', 'kari@example.com'))),
    );
    expect(new Set(results.map((r) => r?.id)).size).toBe(1);
  });

  it('refuses a token without an email', async () => {
    const service = usersService(db().db, { defaultCompany: 'Acme AS' });
    expect(await service.provision({ sub: 's1' })).toBeUndefined();
  });
});

describeEachDatabase('the language of a first sign-in', (db) => {
  it.each([
    ['the locale claim', { locale: 'nb-NO' }, 'en-US,en;q=0.9', 'nb-NO'],
    ['the locale claim over the interface', { locale: 'en-GB' }, 'nb-NO', 'en-US'],
    ['the interface when the provider says nothing', {}, 'nb-NO', 'nb-NO'],
    ['the interface when the provider speaks neither language', { locale: 'de-DE' }, 'nn', 'nb-NO'],
    ['English when nobody says', {}, undefined, 'en-US'],
  ] as const)('takes %s', async (_case, extra, interfaceLocale, expected) => {
    const service = usersService(db().db, { defaultCompany: 'Acme AS' });
    const user = await service.provision(
      { ...claims('s1', 'kari@example.com'), ...extra },
      { interfaceLocale },
    );
    expect(user?.language).toBe(expected);
  });

  it('gives an invited person the language of their first sign-in', async () => {
    const service = usersService(db().db, { defaultCompany: undefined });
    const admin = await service.provision(claims('s1', 'kari@example.com'), { interfaceLocale: 'en-US' });
    const actor = { userId: admin!.id, companyId: admin!.companyId, role: admin!.role, email: admin!.email };
    await service.invite(actor, { email: 'per@example.com', userType: 'Reader' });
    const joined = await service.provision(claims('s2', 'per@example.com'), { interfaceLocale: 'nb-NO' });
    expect(joined).toMatchObject({ email: 'per@example.com', language: 'nb-NO' });
  });
});
