import { randomUUID } from 'node:crypto';
import { say } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import { ImportError } from '../../lib/document-limits.js';
import { badRequest, fieldError } from '../../lib/http-error.js';
import { plainTextOf } from '../../lib/plain-text.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { sanitizeDocumentationHtml } from '../documentation/documentation.html.js';
import type { ImportedElement, ImportedSpecification } from './import/import.model.js';
import { type ImportDocument, readDocument } from './import/import.parser.js';
import { buildOscal } from './import/oscal.builder.js';
import { resolveProfile } from './import/profile.resolver.js';
import {
  type DocumentationWrite,
  type ElementWrite,
  specificationElementsRepository,
} from './specifications.elements.repository.js';
import { specificationParametersRepository } from './specifications.parameters.repository.js';
import { profileSources, type Upload } from './specifications.profile-sources.js';
import { specificationsRepository } from './specifications.repository.js';
import { presentOne } from './specifications.service.js';

export interface ImportFile {
  filename: string;
  content: Buffer;
  /** The library entry the file is (its licence goes with the specification); an upload keeps what was. */
  libraryEntry?: string;
}

/**
 * An importer's refusal as a 400 about the field `file`. The catalogue's texts have a place for the file's
 * name and always get it; the importer's own words get it in front only when several files came, since one
 * file needs no naming.
 */
export function importProblem(error: ImportError, fileName: string, several = false) {
  const said =
    error.code === 'importProblem'
      ? say('importProblem', { problem: several ? `${fileName}: ${error.message}` : error.message })
      : say(error.code, { file: fileName, ...error.params });
  return badRequest(said, fieldError('file', said));
}

/** Runs a step of the importer on a file of the import, answering 400 for what it refuses. */
async function reading<T>(fileName: string, several: boolean, read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ImportError) throw importProblem(error, fileName, several);
    throw error;
  }
}

/** Elements and authoritative texts to write, in tree order, reusing the ids of elements kept by code. */
function plan(topics: ImportedElement[], idByCode: Map<string, string>) {
  const elements: ElementWrite[] = [];
  const docs: DocumentationWrite[] = [];
  const seen = new Set<string>();
  const walk = (list: ImportedElement[], parentId: string | null) => {
    for (const element of list) {
      if (seen.has(element.code)) {
        const said = say('codeTwice', { code: element.code });
        throw badRequest(said, fieldError('file', said));
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

/** How an import stores a specification: from a file kept or not, tailored by a profile or not. */
interface Stored {
  parsed: ImportedSpecification;
  /** The uploaded file's name: a mapping-collection names its catalogs by file (`href`). */
  sourceFile: string;
  document: string | null;
  sourceCatalogId: string | null;
  libraryEntry: string | undefined;
}

/** The import command: files read by import/ and stored in one transaction. */
export function specificationsImportService(db: Db) {
  /**
   * Stores one specification. The same one again (same OSCAL uuid, or a CSV of the same name) updates the
   * company's copy in place: elements are matched by code, so the links of elements that remain survive;
   * elements no longer in the file go with their links; authoritative texts are replaced.
   */
  async function store(
    tx: Db,
    actor: Principal,
    { parsed, sourceFile, document, sourceCatalogId, libraryEntry }: Stored,
  ) {
    const repo = specificationsRepository(tx);
    const values = {
      name: plainTextOf(parsed.name),
      description: plainTextOf(parsed.description),
      version: parsed.version,
      source: parsed.source,
      sourceId: parsed.sourceId,
      sourceFile,
      tailored: parsed.tailored === true,
      sourceCatalogId,
      libraryEntry,
    };
    const existing = await repo.findByOrigin(actor.companyId, parsed.sourceId, parsed.name);
    const before = existing && (await presentOne(tx, actor, existing));
    const specification = existing
      ? await repo.update(actor.companyId, existing.id, values)
      : await repo.insert(actor.companyId, values);
    const elementWrites = specificationElementsRepository(tx);
    const current = existing ? await repo.elements(actor.companyId, existing.id) : [];
    const idByCode = new Map(current.map((e) => [e.code, e.id]));
    const { elements, docs } = plan(parsed.topics, idByCode);
    // New elements first, so kept ones may move under them; then the kept; then the rest go.
    await elementWrites.insertElements(
      actor.companyId,
      specification.id,
      elements.filter((e) => !idByCode.has(e.code)),
    );
    await elementWrites.updateElements(
      actor.companyId,
      elements.filter((e) => idByCode.has(e.code)),
    );
    await elementWrites.removeElementsExcept(
      actor.companyId,
      specification.id,
      elements.map((e) => e.id),
    );
    await elementWrites.replaceAuthoritative(actor.companyId, specification.id, docs);
    const idOf = new Map(elements.map((e) => [e.code, e.id]));
    await specificationParametersRepository(tx).replace(
      actor.companyId,
      specification.id,
      (parsed.parameters ?? []).map((parameter, order) => ({
        paramId: parameter.id,
        order,
        label: parameter.label,
        howMany: parameter.select?.howMany ?? null,
        choices: parameter.select?.choices ?? null,
        guidelines: parameter.guidelines,
        values: parameter.values,
        requirementIds: parameter.codes.flatMap((code) => idOf.get(code) ?? []),
      })),
    );
    await repo.saveDocument(actor.companyId, specification.id, document);
    const after = await presentOne(tx, actor, specification);
    await recordChange(tx, actor, {
      action: existing ? 'update' : 'create',
      entity: 'specifications',
      entityId: specification.id,
      before,
      after,
    });
    return { created: !existing, specification: after };
  }

  return {
    /**
     * Imports catalogs, CSV files and OSCAL profiles in one transaction. Catalogs and CSV files are stored
     * first; then each profile is resolved against the catalogs it imports (uploaded with it, or imported
     * before) into a tailored specification. The answer is the last profile's specification, or else the
     * last file's. `against` is the specification a profile resolves against when none came with it and
     * the company has none it names (the library knows which catalog its baselines are tailored from).
     */
    async import(actor: Principal, files: ImportFile[], { against }: { against?: string } = {}) {
      const several = files.length > 1;
      const uploads: Upload[] = [];
      for (const file of files) {
        const document: ImportDocument = await reading(file.filename, several, () =>
          readDocument(file.content, file.filename),
        );
        uploads.push({ file, document, specificationId: null });
      }
      const imported = await db.transaction(async (tx) => {
        let answer: Awaited<ReturnType<typeof store>> | undefined;
        for (const upload of uploads) {
          const { document, file } = upload;
          if (document.kind === 'profile') continue;
          const parsed = await reading(file.filename, several, () =>
            document.kind === 'csv' ? document.specification : buildOscal(document.catalog, document.format),
          );
          const kept = document.kind === 'csv' ? null : file.content.toString('utf8');
          const stored = {
            parsed,
            sourceFile: file.filename,
            document: kept,
            sourceCatalogId: null,
            libraryEntry: file.libraryEntry,
          };
          answer = await store(tx, actor, stored);
          upload.specificationId = answer.specification.id;
        }
        for (const upload of uploads) {
          const { document, file } = upload;
          if (document.kind !== 'profile') continue;
          const repo = specificationsRepository(tx);
          const { uuid, title } = document.profile;
          const before = await repo.findByOrigin(actor.companyId, uuid, title);
          const remembered = against ?? before?.sourceCatalogId ?? null;
          const sources = profileSources(repo, actor.companyId, uploads, remembered);
          const parsed = await reading(file.filename, several, async () => ({
            ...buildOscal(await resolveProfile(document.profile, sources.find), document.format),
            tailored: true,
          }));
          const stored = {
            parsed,
            sourceFile: file.filename,
            document: file.content.toString('utf8'),
            sourceCatalogId: sources.first(),
            libraryEntry: file.libraryEntry,
          };
          answer = await store(tx, actor, stored);
          upload.specificationId = answer.specification.id;
        }
        if (answer === undefined) throw new Error('an import without files');
        return answer;
      });
      // After the commit: the statistics must see the new rows, and ANALYZE holds no lock the import needs.
      await specificationElementsRepository(db).analyzeElements();
      return imported;
    },
  };
}
