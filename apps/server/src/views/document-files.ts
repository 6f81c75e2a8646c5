import {
  type AuditSnapshotSummary,
  type DocumentFormat,
  type Language,
  languages,
  type PaperSize,
} from '@praxis/contract';
import type { Db } from '../db/database.js';
import type { DocumentSource } from '../lib/documents/model.js';
import type { DocumentFile } from '../lib/documents/render.js';
import type { Principal } from '../lib/principal.js';
import { recordChange } from '../modules/audit/audit.service.js';
import { fileNameOf } from '../modules/specifications/specifications.service.js';
import { usersRepository } from '../modules/users/users.repository.js';
import { type PrintedFor, personName } from './document-meta.js';

/** How a document is asked for: its format and paper. */
export interface DocumentRequest {
  format: DocumentFormat;
  paper: PaperSize;
}

/** What a document of one specification shows, today's or as a snapshot sealed it. */
export interface DocumentSubject {
  /** What the document is, as the audit log and the file's name call it ('soa', 'report'). */
  document: string;
  specification: { id: string; name: string };
  snapshot: AuditSnapshotSummary | null;
  /** When today's document is made; a sealed one is named by the day of its seal. */
  generatedAt: string;
}

/** The documents of a specification as files for the caller, each one taken written in the audit log. */
export function documentFiles(db: Db) {
  /** The caller's company, name and language, which a document is printed for. */
  async function reader(actor: Principal) {
    const repo = usersRepository(db);
    const [company, caller] = await Promise.all([
      repo.company(actor.companyId),
      repo.findInCompany(actor.companyId, actor.userId),
    ]);
    const language: Language = languages.find((l) => l === caller?.language) ?? 'en-US';
    return { company: company?.name ?? '', name: caller ? personName(caller) : actor.email, language };
  }

  return {
    /**
     * The document `build` makes, in the caller's language, named `<specification>-<document>-<day>`, its
     * export in the audit log. A sealed document is prepared by whoever sealed it (the company when that
     * person is gone), so every copy of it in a language is the same file.
     */
    async file(
      actor: Principal,
      subject: DocumentSubject,
      request: DocumentRequest,
      build: (printed: PrintedFor) => DocumentSource,
    ): Promise<DocumentFile> {
      const { company, name, language } = await reader(actor);
      const { snapshot, specification, document } = subject;
      await recordChange(db, actor, {
        action: 'export',
        entity: snapshot ? 'audit-snapshots' : 'specifications',
        entityId: snapshot?.id ?? specification.id,
        after: { document, specificationId: specification.id, format: request.format, language },
      });
      const sealer = snapshot?.takenBy;
      const day = (snapshot?.takenAt ?? subject.generatedAt).slice(0, 10);
      return {
        fileName: `${fileNameOf(specification.name)}-${document}-${day}`,
        source: build({
          company,
          preparedBy: sealer ? personName(sealer) : snapshot ? company : name,
          language,
          paper: request.paper,
        }),
      };
    },
  };
}
