import type { TestServer } from './server.js';
import { fixture, importSpecification, uploadImport } from './specifications.js';

export const ISO_CATALOG = 'ISO27001-AnnexA-catalog.json';
export const METHODIK_CATALOG = 'BSI-Methodik-Grundschutz++-catalog.json';
export const ISO_TO_GS_COLLECTION = 'ISO27001-AnnexA-to-GS++-mapping_collection.json';

/**
 * POST /v2/mappings/import with one file, as the given demo account; `resources` (the person's choice of a
 * specification per catalog) goes as the form's JSON field.
 */
export const importMappings = (
  server: TestServer,
  as: string,
  fileName: string,
  content: Buffer | string,
  resources?: Record<string, string>,
) =>
  uploadImport(
    server,
    as,
    '/v2/mappings/import',
    [{ name: fileName, content }],
    resources === undefined ? {} : { resources: JSON.stringify(resources) },
  );

/** Imports one of the BSI catalogs under its own file name (as the collection names it); answers its id. */
export async function importBsiCatalog(server: TestServer, as: string, name: string): Promise<string> {
  const response = await importSpecification(server, as, name, fixture(name));
  if (response.statusCode !== 201)
    throw new Error(`import of ${name}: ${response.statusCode} ${response.body}`);
  return response.json().id;
}
