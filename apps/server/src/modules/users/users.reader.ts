import { type Language, languages } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { usersRepository } from './users.repository.js';

/** A person as documents name them: first and last name, or the address when neither is known. */
export const personName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

/** The caller's company, name and language, which a document is printed for. */
export async function documentReader(db: Executor, actor: Principal) {
  const repo = usersRepository(db);
  const [company, caller] = await Promise.all([
    repo.company(actor.companyId),
    repo.findInCompany(actor.companyId, actor.userId),
  ]);
  const language: Language = languages.find((l) => l === caller?.language) ?? 'en-US';
  return { company: company?.name ?? '', name: caller ? personName(caller) : actor.email, language };
}
