import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestServer } from './server.js';

const BOUNDARY = 'praxis-spec-boundary';

/** A shipped OSCAL catalog (seed/catalogs), as bytes. */
export const catalog = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../seed/catalogs/${name}`, import.meta.url)));
export const CSF = 'NIST_CSF_v2.0_catalog.xml';
export const LOW = 'NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json';
export const MODERATE = 'NIST_SP-800-53_rev5_MODERATE-baseline-resolved-profile_catalog.json';

/** POST /v2/specifications/import with one file, as the given demo account, with a real token. */
export const importSpecification = (
  server: TestServer,
  as: string,
  fileName: string,
  content: Buffer | string,
) => uploadImport(server, as, '/v2/specifications/import', fileName, content);

/** POSTs one file (multipart field `file`) to an import route as the given demo account. */
export async function uploadImport(
  server: TestServer,
  as: string,
  url: string,
  fileName: string,
  content: Buffer | string,
) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
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
