import {
  MAPPING_CSV_COLUMNS,
  type MappingImportResult,
  mappingImportResultSchema,
  mappingRelationships,
  type Specification,
  specificationSchema,
} from '@praxis/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database.js';
import { users } from '../../apps/server/src/db/schema/index.js';
import { specificationsImportService } from '../../apps/server/src/modules/specifications/specifications.import.service.js';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.js';

export interface TreeShape {
  topics: number;
  subtopicsPerTopic: number;
  requirementsPerSubtopic: number;
}

/**
 * A specification in the importer's CSV (`code,name,text,parentCode`): topics T01…, sub-topics T01.01…,
 * requirements T01.01.01… with a paragraph of text each, parents before their children.
 */
export function specificationCsv(shape: TreeShape): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const lines = ['code,name,text,parentCode'];
  for (let t = 1; t <= shape.topics; t++) {
    const topic = `T${two(t)}`;
    lines.push(`${topic},Topic ${t},,`);
    for (let s = 1; s <= shape.subtopicsPerTopic; s++) {
      const subtopic = `${topic}.${two(s)}`;
      lines.push(`${subtopic},Sub-topic ${t}.${s},,${topic}`);
      for (let r = 1; r <= shape.requirementsPerSubtopic; r++) {
        // Quoted, with a comma inside: the text is a sentence a real requirement could hold.
        const text = `"The organisation shall document, approve and review control ${t}.${s}.${r} every year."`;
        lines.push(`${subtopic}.${two(r)},Requirement ${t}.${s}.${r},${text},${subtopic}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * POSTs the file to `path` as multipart field `file`, after the text `fields`, as the import dialogs send
 * it; answers the JSON.
 */
async function upload(
  baseUrl: string,
  path: string,
  token: string,
  fileName: string,
  content: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([content]), fileName);
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.text();
  if (!response.ok)
    throw new Error(`importing ${fileName} answered ${response.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as unknown;
}

/** POST /v2/specifications/import: a new specification. */
export const importSpecification = async (
  baseUrl: string,
  token: string,
  fileName: string,
  content: string,
): Promise<Specification> =>
  specificationSchema.parse(await upload(baseUrl, '/v2/specifications/import', token, fileName, content));

/**
 * POST /v2/specifications/library/{entry}: a catalog or baseline the server ships, added as a company's
 * administrator adds it from the library (a baseline is resolved against the company's library catalog).
 */
export async function addFromLibrary(baseUrl: string, token: string, entry: string): Promise<Specification> {
  const response = await fetch(new URL(`/v2/specifications/library/${entry}`, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`adding ${entry} answered ${response.status}: ${body.slice(0, 300)}`);
  return specificationSchema.parse(JSON.parse(body));
}

/**
 * POST /v2/mappings/import: an OSCAL mapping collection or a mapping CSV, with an empty choice of
 * specifications, so that maps into a catalog not imported (the BSI's Kernel) wait instead of being asked
 * about.
 */
export const importMappings = async (
  baseUrl: string,
  token: string,
  fileName: string,
  content: string,
): Promise<MappingImportResult> =>
  mappingImportResultSchema.parse(
    await upload(baseUrl, '/v2/mappings/import', token, fileName, content, { resources: '{}' }),
  );

/** A CSV field, quoted when it must be. */
const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A mapping CSV (MAPPING_CSV_COLUMNS) that maps each of `targetCodes` from one of `sourceCodes` in turn,
 * going round OSCAL's relationship types.
 */
export function mappingCsv(
  sourceName: string,
  sourceCodes: string[],
  targetName: string,
  targetCodes: string[],
) {
  const rows = targetCodes.map((target, n) =>
    [
      sourceName,
      sourceCodes[n % sourceCodes.length] ?? '',
      targetName,
      target,
      mappingRelationships[n % mappingRelationships.length] ?? '',
      '',
      '',
    ]
      .map(csvField)
      .join(','),
  );
  return `${[MAPPING_CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}

/**
 * Imports the generated specification straight through the app's import service, as the administrator of
 * Demo AS, before the server starts: PGlite's folder admits one process at a time, and the minimal server
 * must read a copy of exactly the data the app reads. Answers the specification's id.
 */
export async function importGeneratedSpecification(database: Database, shape: TreeShape): Promise<string> {
  const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  if (!admin) throw new Error(`no account ${DEMO_ACCOUNTS.admin.email}`);
  const requirements = shape.topics * shape.subtopicsPerTopic * shape.requirementsPerSubtopic;
  const { specification } = await specificationsImportService(database.db).import(
    { userId: admin.id, companyId: admin.companyId, role: admin.role, email: admin.email },
    [
      {
        filename: `Generated ${requirements.toLocaleString('en')} requirements.csv`,
        content: Buffer.from(specificationCsv(shape)),
      },
    ],
  );
  return specification.id;
}
