import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestServer } from './server.js';
import { importSpecification, uploadImport } from './specifications.js';

/** The BSI's OSCAL files the mapping tests use (test/fixtures/bsi, CC BY-SA 4.0: see its README). */
export const bsi = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/bsi/${name}`, import.meta.url)));
export const ISO_CATALOG = 'ISO27001-AnnexA-catalog.json';
export const METHODIK_CATALOG = 'BSI-Methodik-Grundschutz++-catalog.json';
export const ISO_TO_GS_COLLECTION = 'ISO27001-AnnexA-to-GS++-mapping_collection.json';

/** POST /v2/mappings/import with one file, as the given demo account. */
export const importMappings = (server: TestServer, as: string, fileName: string, content: Buffer | string) =>
  uploadImport(server, as, '/v2/mappings/import', fileName, content);

/** Imports one of the BSI catalogs under its own file name (as the collection names it); answers its id. */
export async function importBsiCatalog(server: TestServer, as: string, name: string): Promise<string> {
  const response = await importSpecification(server, as, name, bsi(name));
  if (response.statusCode !== 201)
    throw new Error(`import of ${name}: ${response.statusCode} ${response.body}`);
  return response.json().id;
}
