import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImportDocument } from '../modules/specifications/import/import.parser.js';
import type { OscalCatalog } from '../modules/specifications/import/oscal.model.js';
import type { OscalProfile } from '../modules/specifications/import/profile.model.js';
import type { TestServer } from './server.js';

const BOUNDARY = 'praxis-spec-boundary';

/** A shipped OSCAL catalog (seed/catalogs), as bytes. */
export const catalog = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../seed/catalogs/${name}`, import.meta.url)));
export const CSF = 'NIST_CSF_v2.0_catalog.xml';
export const LOW = 'NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json';
export const MODERATE = 'NIST_SP-800-53_rev5_MODERATE-baseline-resolved-profile_catalog.json';

/** A test fixture (test-fixtures/oscal: BSI catalogs, NIST profiles, a small XML profile), as bytes. */
export const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../test-fixtures/oscal/${name}`, import.meta.url)));
export const LOW_PROFILE = 'NIST_SP-800-53_rev5_LOW-baseline_profile.json';
export const XML_PROFILE = 'tailoring_profile.xml';

/** POST /v2/specifications/import with the given files, as the given demo account, with a real token. */
export const importSpecifications = (
  server: TestServer,
  as: string,
  files: { name: string; content: Buffer | string }[],
) => uploadImport(server, as, '/v2/specifications/import', files);

/** POSTs files (multipart fields `file`), and text fields before them, to an import route as the given demo account. */
export async function uploadImport(
  server: TestServer,
  as: string,
  url: string,
  files: { name: string; content: Buffer | string }[],
  fields: Record<string, string> = {},
) {
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap(({ name, content }) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${await server.tokenOf(as)}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload,
  });
  return { statusCode: response.statusCode, json: () => response.json(), body: response.body };
}

/** POST /v2/specifications/import with one file. */
export const importSpecification = (
  server: TestServer,
  as: string,
  fileName: string,
  content: Buffer | string,
) => importSpecifications(server, as, [{ name: fileName, content }]);

/** A small CSV specification: two topics, a sub-topic, three requirements. */
export const SMALL_CSV = [
  'code,name,text,parentCode',
  'GV,Govern,,',
  'GV.1,Policy,,GV',
  'GV.1.1,Access policy,"Keep an access control policy and review it yearly.",GV.1',
  'GV.1.2,Backup policy,"Back up data daily and test the restore.",GV.1',
  'PR,Protect,,',
  'PR.1,Encrypt laptops,"Encrypt the disks of portable computers.",PR',
].join('\n');

/** SMALL_CSV and a requirement with no title of its own, named by its code as all of NIST CSF 2.0's are. */
export const UNTITLED_CSV = `${SMALL_CSV}\nPR.2,PR.2,"Rotate the disk keys every year. Log each rotation.",PR`;
/** The name `requirementName` gives UNTITLED_CSV's PR.2: its statement's first sentence. */
export const UNTITLED_NAME = 'Rotate the disk keys every year';

/** The catalog a parsed document holds; a test that reads a catalog fails plainly on anything else. */
export function catalogOf(document: ImportDocument): OscalCatalog {
  if (document.kind !== 'catalog') throw new Error('not a catalog');
  return document.catalog;
}

/** The profile a parsed document holds. */
export function profileOf(document: ImportDocument): OscalProfile {
  if (document.kind !== 'profile') throw new Error('not a profile');
  return document.profile;
}
