import type { Readable } from 'node:stream';
import { type DocumentFormat, documentContentTypes } from '@praxis/contract';
import type { FastifyReply } from 'fastify';
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

/** Streams the document to the caller as a file to save, `fileName` given without its extension. */
export async function sendDocument(
  reply: FastifyReply,
  source: DocumentSource,
  format: DocumentFormat,
  fileName: string,
) {
  const body = await renderDocument(source, format);
  return asDownload(reply, `${fileName}.${format}`, documentContentTypes[format]).send(body);
}
