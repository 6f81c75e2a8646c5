import { type Access, say } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { presentAccessToken } from '../access-tokens/access-tokens.presenter.js';
import { recordChange } from '../audit/audit.service.js';
import { usersRepository } from '../users/users.repository.js';
import { accessesRepository } from './accesses.repository.js';

/**
 * Who can reach the company's data and how: role, last sign-in, personal access tokens and the built-in
 * provider's sessions. `builtInProvider` false: an external provider keeps the sessions, we cannot count them.
 */
export function accessesService(
  db: Db,
  options: {
    builtInProvider: boolean;
    /** After a sign-out everywhere commits: this instance's remembered callers are out of date. */
    onAccountsChanged?: () => void;
  },
) {
  const repo = accessesRepository(db);
  return {
    async list(actor: Principal): Promise<Access[]> {
      const [people, tokens] = await Promise.all([
        repo.people(actor.companyId),
        repo.activeTokens(actor.companyId),
      ]);
      const subjects = people.flatMap((p) => (p.subject ? [p.subject] : []));
      const sessions = options.builtInProvider ? await repo.sessionCounts(subjects) : undefined;
      return people.map((person) => ({
        userId: person.id,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        displayName: person.displayName,
        role: person.role,
        lastSignInAt: person.lastSignInAt?.toISOString() ?? null,
        tokens: tokens.filter((t) => t.userId === person.id).map(presentAccessToken),
        sessions: sessions ? (sessions.get(person.subject ?? '') ?? 0) : null,
      }));
    },

    async signOutEverywhere(actor: Principal, userId: string) {
      await db.transaction(async (tx) => {
        const person = await usersRepository(tx).findInCompany(actor.companyId, userId);
        if (!person) throw notFound(say('thingNotFound', { thing: 'User' }));
        await accessesRepository(tx).revokeSessions(person.id, person.subject, new Date());
        await recordChange(tx, actor, { action: 'delete', entity: 'sessions', entityId: person.id });
      });
      options.onAccountsChanged?.();
    },
  };
}
