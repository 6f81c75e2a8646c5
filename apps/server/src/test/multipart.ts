import http from 'node:http';
import { crc32 } from 'node:zlib';
import type { TestServer } from './server.js';

export const BOUNDARY = 'praxis-test-boundary';

/** One part of a multipart/form-data body: a file when it has a `filename`, a text field otherwise. */
export interface Part {
  field?: string;
  filename?: string;
  content: Buffer | string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it, with the boundary `BOUNDARY`. */
export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      p.filename === undefined
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename}"\r\n` +
            `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.from(p.content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** Text fields as parts, for `multipartBody`. */
export const fieldParts = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([field, content]) => ({ field, content }));

/** Sends `body` (a multipart body unless `contentType` says otherwise) as the given demo account. */
export async function sendMultipart(
  server: TestServer,
  as: string,
  method: 'POST' | 'PUT',
  url: string,
  body: Buffer,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  const response = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await server.tokenOf(as)}`, 'content-type': contentType },
    payload: body,
  });
  return { statusCode: response.statusCode, json: () => response.json(), body: response.body };
}

/**
 * Sends the first `sent` bytes of a multipart body over a real connection that announces all of it, then
 * hangs up, as a browser tab closed mid-upload does. Rejects if the server answers half a body.
 */
export async function breakOffUpload(
  server: TestServer,
  as: string,
  url: string,
  body: Buffer,
  sent: number,
) {
  const token = await server.tokenOf(as);
  await new Promise<void>((resolve, reject) => {
    const request = http.request(`${server.base}${url}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(body.length),
      },
    });
    request.on('error', () => resolve());
    request.on('response', (response) => reject(new Error(`answered ${response.statusCode} to half a body`)));
    request.write(body.subarray(0, sent), () => {
      request.destroy();
      resolve();
    });
  });
}

/**
 * A zip of the given entries, stored without compression: enough for a type detector to read an Office Open
 * XML or OpenDocument file's signature, made here so tests need no office suite.
 */
export function zipOf(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Override PartName="/main.xml" ContentType="${main}"/></Types>`;

/** The smallest files of each office format a type detector recognises. */
export const OFFICE = {
  docx: zipOf([
    [
      '[Content_Types].xml',
      contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    ],
    ['word/document.xml', '<w:document/>'],
  ]),
  xlsx: zipOf([
    [
      '[Content_Types].xml',
      contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    ],
    ['xl/workbook.xml', '<workbook/>'],
  ]),
  pptx: zipOf([
    [
      '[Content_Types].xml',
      contentTypes('application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'),
    ],
    ['ppt/presentation.xml', '<presentation/>'],
  ]),
  odt: zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ]),
  ods: zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['content.xml', '<office:document-content/>'],
  ]),
};
