import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type LibraryEntry,
  type LibraryEntryDescription,
  type LibraryEntryId,
  libraryEntries,
  libraryEntryOf,
  say,
} from '@praxis/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { catalogsDir } from '../../paths.js';
import {
  type ImportFile,
  specificationsImportService,
} from '../specifications/specifications.import.service.js';
import { specificationsRepository } from '../specifications/specifications.repository.js';
import { libraryFiles } from './library.files.js';

const fileOf = (entry: LibraryEntryDescription) => libraryFiles[entry.id as LibraryEntryId];

/** The files an entry reads: a catalog's own, a baseline's catalog and profile. */
function filesOf(entry: LibraryEntryDescription): LibraryEntryDescription[] {
  const catalog = entry.catalog === undefined ? undefined : libraryEntryOf(entry.catalog);
  return catalog ? [catalog, entry] : [entry];
}

/** Sizes are read from the files once, on the first look at the library: a start parses and reads nothing. */
let sizes: Promise<Map<string, number>> | undefined;
const sizesOfFiles = () => {
  sizes ??= Promise.all(
    libraryEntries.map(
      async (entry) => [entry.id, (await stat(join(catalogsDir, fileOf(entry)))).size] as const,
    ),
  ).then((pairs) => new Map(pairs));
  return sizes;
};

/**
 * The library of shipped catalogs and baselines: what it holds, and adding an entry to a company through
 * the import of specifications, as if its files were uploaded.
 */
export function libraryService(db: Db) {
  const imports = specificationsImportService(db);

  /** The company's specification made from each entry (the oldest, should there be two). */
  async function specificationsByEntry(actor: Principal) {
    const byEntry = new Map<string, string>();
    for (const row of await specificationsRepository(db).fromLibrary(actor.companyId)) {
      if (row.libraryEntry !== null && !byEntry.has(row.libraryEntry)) byEntry.set(row.libraryEntry, row.id);
    }
    return byEntry;
  }

  const read = async (entry: LibraryEntryDescription): Promise<ImportFile> => ({
    filename: fileOf(entry),
    content: await readFile(join(catalogsDir, fileOf(entry))),
    libraryEntry: entry.id,
  });

  return {
    async list(actor: Principal): Promise<LibraryEntry[]> {
      const size = await sizesOfFiles();
      const added = await specificationsByEntry(actor);
      return libraryEntries.map((entry: LibraryEntryDescription) => ({
        id: entry.id,
        kind: entry.kind,
        title: entry.title,
        description: entry.description,
        publisher: entry.publisher,
        version: entry.version,
        licence: entry.licence,
        catalog: entry.catalog ?? null,
        size: filesOf(entry).reduce((sum, file) => sum + (size.get(file.id) ?? 0), 0),
        specificationId: added.get(entry.id) ?? null,
      }));
    },

    /**
     * Imports the entry. A baseline's catalog is imported with it unless the company has it from the
     * library already; then the profile is resolved against that one, which the import is told of, since
     * NIST's profiles name the full catalog, which the library stands in for with a resolved one.
     */
    async add(actor: Principal, id: string) {
      const entry = libraryEntryOf(id);
      if (!entry) throw notFound(say('thingNotFound', { thing: 'Library entry' }));
      const catalog = entry.catalog === undefined ? undefined : libraryEntryOf(entry.catalog);
      if (!catalog) return imports.import(actor, [await read(entry)]);
      const against = (await specificationsByEntry(actor)).get(catalog.id);
      if (against === undefined) return imports.import(actor, [await read(catalog), await read(entry)]);
      return imports.import(actor, [await read(entry)], { against });
    },
  };
}
