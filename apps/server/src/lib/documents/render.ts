import type { Readable } from 'node:stream';
import { Negotiator } from '@fastify/accept-negotiator';
import { type DocumentFormat, documentContentTypes, documentFormats, type PaperSize } from '@praxis/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asDownload } from '../downloads.js';
import { renderDocx } from './docx.js';
import type { DocumentSource } from './model.js';
import { renderPdf } from './pdf.js';
import { renderXlsx } from './xlsx.js';

/** The document in a format, as a stream of its bytes. */
export async function renderDocument(source: DocumentSource, format: DocumentFormat): Promise<Readable> {
  switch (format) {
    case 'pdf':
      return renderPdf(source);
    case 'docx':
      return renderDocx(source);
    case 'xlsx':
      return renderXlsx(source);
  }
}

/** How a document is asked for: its format and paper. */
export interface DocumentRequest {
  format: DocumentFormat;
  paper: PaperSize;
}

/** A document to send: what it holds, and its file's name without the extension. */
export interface DocumentFile {
  fileName: string;
  source: DocumentSource;
}

const JSON_TYPE = 'application/json';
const formatOfType = new Map(documentFormats.map((format) => [documentContentTypes[format], format]));
// JSON comes first, so a caller that takes anything (`*/*`) gets what the route answered before documents.
const types = new Negotiator({ supportedValues: [JSON_TYPE, ...formatOfType.keys()] });

/**
 * The document a caller asks for, or null for the JSON: `format` when the query gives it, else the Accept
 * header's first choice among JSON and the documents.
 */
export function documentFormatOf(
  request: FastifyRequest,
  format: 'json' | DocumentFormat | undefined,
): DocumentFormat | null {
  if (format !== undefined) return format === 'json' ? null : format;
  const accepted = types.negotiate(request.headers.accept ?? JSON_TYPE);
  return accepted === null ? null : (formatOfType.get(accepted) ?? null);
}

/** Streams the document to the caller as a file to save. */
export async function sendDocument(reply: FastifyReply, format: DocumentFormat, file: DocumentFile) {
  const body = await renderDocument(file.source, format);
  return asDownload(reply, `${file.fileName}.${format}`, documentContentTypes[format]).send(body);
}

/**
 * Answers a route that gives JSON or a document: the JSON as `json` makes it, or the file `document` makes
 * in the format asked for.
 */
export async function answerOrDocument<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: { format?: 'json' | DocumentFormat | undefined; paper: PaperSize },
  json: () => Promise<T>,
  document: (request: DocumentRequest) => Promise<DocumentFile>,
): Promise<T | FastifyReply> {
  // The same address answers JSON or a document by the Accept header: a cache keeps them apart.
  reply.header('vary', 'accept');
  const format = documentFormatOf(request, query.format);
  if (format === null) return json();
  return sendDocument(reply, format, await document({ format, paper: query.paper }));
}
