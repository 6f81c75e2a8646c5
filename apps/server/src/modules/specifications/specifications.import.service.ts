import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { badRequest, fieldError } from '../../lib/http-error.js';
import { plainTextOf } from '../../lib/plain-text.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { sanitizeDocumentationHtml } from '../documentation/documentation.html.js';
import { ImportError, type ImportedElement } from './import/import.model.js';
import { parseSpecification } from './import/import.parser.js';
import {
  type DocumentationWrite,
  type ElementWrite,
  specificationsRepository,
} from './specifications.repository.js';
import { presentOne } from './specifications.service.js';

export interface ImportFile {
  filename: string;
  content: Buffer;
}

/** The importer's message names the place; add it when it does not. */
export function importProblem(error: ImportError) {
  const message = error.message.includes(error.at) ? error.message : `${error.message} (${error.at})`;
  return badRequest(message, fieldError('file', message));
}

/** Elements and authoritative texts to write, in tree order, reusing the ids of elements kept by code. */
function plan(topics: ImportedElement[], idByCode: Map<string, string>) {
  const elements: ElementWrite[] = [];
  const docs: DocumentationWrite[] = [];
  const seen = new Set<string>();
  const walk = (list: ImportedElement[], parentId: string | null) => {
    for (const element of list) {
      if (seen.has(element.code)) {
        const message = `${element.code}: the code occurs more than once`;
        throw badRequest(message, fieldError('file', message));
      }
      seen.add(element.code);
      const id = idByCode.get(element.code) ?? randomUUID();
      elements.push({
        id,
        kind: element.kind,
        parentId,
        code: element.code,
        oscalId: element.oscalId,
        name: plainTextOf(element.name),
        text: sanitizeDocumentationHtml(element.text),
        order: element.order,
      });
      for (const doc of element.documentation) {
        docs.push({ requirementId: id, class: doc.className, content: sanitizeDocumentationHtml(doc.html) });
      }
      walk(element.children, id);
    }
  };
  walk(topics, null);
  return { elements, docs };
}

/** The import command: a file read by import/ and stored in one transaction. */
export function specificationsImportService(db: Db) {
  return {
    /**
     * Imports a catalog in one transaction. The same catalog again (same OSCAL uuid, or a CSV of the same
     * name) updates the company's copy in place: elements are matched by code, so the links of elements that
     * remain survive; elements no longer in the file go with their links; authoritative texts are replaced.
     */
    async import(actor: Principal, file: ImportFile) {
      let parsed: ReturnType<typeof parseSpecification>;
      try {
        parsed = parseSpecification(file.content, file.filename);
      } catch (error) {
        if (error instanceof ImportError) throw importProblem(error);
        throw error;
      }
      const imported = await db.transaction(async (tx) => {
        const repo = specificationsRepository(tx);
        const values = {
          name: plainTextOf(parsed.name),
          description: plainTextOf(parsed.description),
          version: parsed.version,
          source: parsed.source,
          sourceId: parsed.sourceId,
          sourceFile: file.filename,
        };
        const existing = await repo.findByOrigin(actor.companyId, parsed.sourceId, parsed.name);
        const before = existing && (await presentOne(tx, actor, existing));
        const specification = existing
          ? await repo.update(actor.companyId, existing.id, values)
          : await repo.insert(actor.companyId, values);
        const current = existing ? await repo.elements(actor.companyId, existing.id) : [];
        const idByCode = new Map(current.map((e) => [e.code, e.id]));
        const { elements, docs } = plan(parsed.topics, idByCode);
        // New elements first, so kept ones may move under them; then the kept; then the rest go.
        await repo.insertElements(
          actor.companyId,
          specification.id,
          elements.filter((e) => !idByCode.has(e.code)),
        );
        await repo.updateElements(
          actor.companyId,
          elements.filter((e) => idByCode.has(e.code)),
        );
        await repo.removeElementsExcept(
          actor.companyId,
          specification.id,
          elements.map((e) => e.id),
        );
        await repo.replaceAuthoritative(actor.companyId, specification.id, docs);
        const after = await presentOne(tx, actor, specification);
        await recordChange(tx, actor, {
          action: existing ? 'update' : 'create',
          entity: 'specifications',
          entityId: specification.id,
          before,
          after,
        });
        return { created: !existing, specification: after };
      });
      // After the commit: the statistics must see the new rows, and ANALYZE holds no lock the import needs.
      await specificationsRepository(db).analyzeElements();
      return imported;
    },
  };
}
