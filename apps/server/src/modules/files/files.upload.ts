import { FILE_MAX_BYTES } from '@praxis/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, fieldError, HttpError } from '../../lib/http-error.js';
import type { FileRow } from './files.repository.js';
import type { Upload } from './files.service.js';

/** Limits for @fastify/multipart: one file of at most 10 MB and no room for anything else. */
export const uploadLimits = {
  fileSize: FILE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 50,
};

const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    'payload_too_large',
    `The file is larger than the limit of ${maxBytes / 1024 / 1024} MB`,
  );

/**
 * The one file of a multipart request, read into memory (`maxBytes` at most, the limit its plugin gave
 * multipart; it only names the limit in the 413): its type is decided by its
 * content and an SVG is rewritten, so nothing reaches the storage before the whole file has arrived. A
 * request that breaks off rejects here and leaves nothing behind.
 */
export async function readUpload(request: FastifyRequest, maxBytes = FILE_MAX_BYTES): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
  }
  try {
    let upload: Upload | undefined;
    // Read to the end, so a second file meets the files limit instead of being ignored.
    for await (const part of request.parts()) {
      if (part.type === 'file') upload = { filename: part.filename, content: await part.toBuffer() };
    }
    if (!upload) throw badRequest('file: is required', fieldError('file', 'is required'));
    return upload;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    // The client went away: nobody reads the answer, but the log should not call it a server failure.
    if (code === 'ECONNRESET' || code === 'FST_MP_PREMATURE_CLOSE') {
      throw badRequest('file: the upload broke off before the file was complete');
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest('file: send one file per request', fieldError('file', 'send one file per request'));
    }
    throw error;
  }
}

const SAFE_ASCII = /[^\x20-\x7e]|["\\%]/g;
/** RFC 5987 `filename*`: encodeURIComponent leaves a few characters the header grammar does not allow. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The stored bytes with headers that keep a browser from running them: the type we recognised, never
 * sniffed; images inline under their cleaned name; an SVG opened on its own gets no scripts, no requests
 * and a sandbox.
 */
export function sendFile(reply: FastifyReply, file: { row: FileRow; content: Buffer }) {
  const { row, content } = file;
  const disposition = row.contentType.startsWith('image/') ? 'inline' : 'attachment';
  const fallback = row.name.replace(SAFE_ASCII, '_');
  reply
    .type(row.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${fallback}"; filename*=UTF-8''${rfc5987(row.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600');
  if (row.contentType === 'image/svg+xml') {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  return reply.send(content);
}
