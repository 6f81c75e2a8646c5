import { type AuditEntity, type DocumentFormat, type Language, languages } from '@praxis/contract';
import type { Executor } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { usersRepository } from './users.repository.js';

/** A person as documents name them: first and last name, or the address when they gave none. */
export const personName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

/** Who a document is printed for: the caller's company, their name and their language. */
export interface DocumentReader {
  company: string;
  name: string;
  language: Language;
}

/** What a document shows, as its export event in the audit log records it (besides format and language). */
export interface DocumentExport {
  entity: AuditEntity;
  entityId: string;
  format: DocumentFormat;
  /** The document's kind (`soa`, `audit-report`) and what it was made of. */
  details: { document: string } & Record<string, unknown>;
}

/**
 * The reader a document is printed for, with the document's export written to the audit log: every document
 * taken is an `export` event naming what it shows, its format and its language.
 */
export async function exportDocument(
  db: Executor,
  actor: Principal,
  taken: DocumentExport,
): Promise<DocumentReader> {
  const repo = usersRepository(db);
  const [company, caller] = await Promise.all([
    repo.company(actor.companyId),
    repo.findInCompany(actor.companyId, actor.userId),
  ]);
  const language: Language = languages.find((l) => l === caller?.language) ?? 'en-US';
  await recordChange(db, actor, {
    action: 'export',
    entity: taken.entity,
    entityId: taken.entityId,
    after: { ...taken.details, format: taken.format, language },
  });
  return { company: company?.name ?? '', name: caller ? personName(caller) : actor.email, language };
}
