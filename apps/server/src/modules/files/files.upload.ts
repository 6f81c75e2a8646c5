import { FILE_MAX_BYTES, say, storableValue } from '@praxis/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, fieldError, fieldProblem, HttpError, invalidFields } from '../../lib/http-error.js';

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
  new HttpError(413, 'payload_too_large', say('fileTooLarge', { max: maxBytes / 1024 / 1024 }));

/** A file as it arrived: the name its sender gave it and its bytes. */
export interface Upload {
  filename: string;
  content: Buffer;
}

/** The one file of a multipart request, the name of its field, and the text fields sent beside it. */
export interface MultipartUpload extends Upload {
  field: string;
  fields: Record<string, string>;
}

/**
 * The files of a multipart request, read into memory (`maxBytes` each at most, the limit its plugin gave
 * multipart; it only names the limit in the 413), with the text fields beside them: nothing reaches the
 * storage before the whole body has arrived. A request that breaks off rejects here and leaves nothing behind.
 */
export async function readUploads(
  request: FastifyRequest,
  maxBytes = FILE_MAX_BYTES,
  maxFiles = 1,
): Promise<{ uploads: (Upload & { field: string })[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', say('sendMultipart'));
  }
  const uploads: (Upload & { field: string })[] = [];
  const fields: Record<string, string> = {};
  try {
    // Read to the end, so a file over the plugin's files limit meets it instead of being ignored.
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        uploads.push({ field: part.fieldname, filename: part.filename, content: await part.toBuffer() });
      } else {
        // A part sent as application/json arrives parsed; the handler reads every field as the text it was.
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, maxBytes, maxFiles);
  }
  if (uploads.length === 0) throw fieldProblem('file', say('isRequired'));
  // A form's texts skip the route's validation, so they meet the contract's rule for text here: the fields,
  // and each file's name under the field that carried it.
  const texts = storableValue.safeParse({
    ...fields,
    ...Object.fromEntries(uploads.map((upload) => [upload.field, upload.filename])),
  });
  if (!texts.success) throw invalidFields(texts.error);
  return { uploads, fields };
}

/** The one file of a multipart request (its plugin's limits allow one), with the text fields beside it. */
export async function readUpload(
  request: FastifyRequest,
  maxBytes = FILE_MAX_BYTES,
): Promise<MultipartUpload> {
  const { uploads, fields } = await readUploads(request, maxBytes);
  return { ...(uploads[0] as Upload & { field: string }), fields };
}

/** What went wrong while a multipart body was read, as the answer the client gets; never a 500. */
function uploadError(error: unknown, maxBytes: number, maxFiles: number): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  // The client went away: nobody reads the answer, but the log should not call it a server failure.
  if (code === 'ECONNRESET' || code === 'FST_MP_PREMATURE_CLOSE') {
    return badRequest(say('uploadBrokeOff'));
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    const problem = maxFiles === 1 ? say('oneFile') : say('someFiles', { max: maxFiles });
    return fieldProblem('file', problem);
  }
  if (code === 'FST_PROTO_VIOLATION') return badRequest(say('atFile', { problem: (error as Error).message }));
  // Only the multipart parser runs in the loop, so anything else is a body it could not read: no boundary,
  // another boundary than the header names, a body cut off before its closing boundary (busboy's messages).
  const reason = error instanceof Error ? error.message : String(error);
  return badRequest(
    say('multipartMalformedBecause', { reason }),
    fieldError('file', say('multipartMalformed')),
  );
}

const SAFE_ASCII = /[^\x20-\x7e]|["\\%]/g;
/** RFC 5987 `filename*`: encodeURIComponent leaves a few characters the header grammar does not allow. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A file as it is sent: its name for the download, its recognised type and its bytes. */
export interface SentFile {
  name: string;
  contentType: string;
  content: Buffer;
  /** Defaults to an hour: a stored file never changes under its address. */
  cacheControl?: string;
}

/** Types a browser shows itself without running anything of ours: images, and PDF in its own viewer. */
const shownInline = (contentType: string) =>
  contentType.startsWith('image/') || contentType === 'application/pdf';

/**
 * The stored bytes with headers that keep a browser from running them: the type we recognised, never
 * sniffed; images and PDFs inline (for a preview) and everything else as an attachment, under their cleaned
 * name; an SVG opened on its own gets no scripts, no requests and a sandbox.
 */
export function sendFile(reply: FastifyReply, file: SentFile) {
  const { name, contentType, content } = file;
  const disposition = shownInline(contentType) ? 'inline' : 'attachment';
  const fallback = name.replace(SAFE_ASCII, '_');
  reply
    .type(contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.cacheControl ?? 'private, max-age=3600');
  if (contentType === 'image/svg+xml') {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  return reply.send(content);
}
