import { messageText, type Setup, type SetupResult, say } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordChange } from '../audit/audit.service.js';
import { hashPassword, refuseCommonPassword } from '../idp/idp.password.js';
import { presentCompany, presentUser } from '../users/users.presenter.js';
import { setupRepository } from './setup.repository.js';

export const NO_SETUP_WITH_EXTERNAL_PROVIDER = messageText('noSetupWithExternalProvider');
export const ALREADY_SET_UP = messageText('alreadySetUp');

/**
 * The first run of an installation with the built-in provider: the first company and its
 * Administrator, with a password, made by whoever opens the app first. With an external provider the first
 * person to sign in becomes Administrator instead, so there is nothing to set up.
 */
export function setupService(db: Db, options: { builtInProvider: boolean }) {
  // Companies are never all deleted, so once one is seen the answer stays false without asking again.
  let done = !options.builtInProvider;

  async function required(): Promise<boolean> {
    if (!done) done = await setupRepository(db).hasCompanies();
    return !done;
  }

  async function setUp(input: Setup): Promise<SetupResult> {
    if (!options.builtInProvider) throw notFound(say('noSetupWithExternalProvider'));
    if (!(await required())) throw conflict(say('alreadySetUp'));
    await refuseCommonPassword('body.password', input.password);
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const repo = setupRepository(tx);
      await repo.lockFirstCompany();
      if (await repo.hasCompanies()) throw conflict(say('alreadySetUp'));
      const company = await repo.insertCompany(input.companyName);
      const id = crypto.randomUUID();
      const user = await repo.insertUser({
        id,
        // Built-in accounts use their user id as the OpenID subject.
        subject: id,
        companyId: company.id,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: `${input.firstName} ${input.lastName}`,
        language: input.language ?? 'en-US',
        role: 'Administrator',
      });
      await repo.insertCredentials(user.id, passwordHash);
      const result = { company: presentCompany(company), user: presentUser(user) };
      const actor = { userId: user.id, companyId: company.id, role: user.role, email: user.email };
      await recordChange(tx, actor, {
        action: 'create',
        entity: 'companies',
        entityId: company.id,
        after: result.company,
      });
      await recordChange(tx, actor, {
        action: 'create',
        entity: 'users',
        entityId: user.id,
        after: result.user,
      });
      return result;
    });
  }

  return { required, setUp };
}

export type SetupService = ReturnType<typeof setupService>;
