import type { FastifyReply } from 'fastify';

const SAFE_ASCII = /[^\x20-\x7e]|["\\%]/g;

/** A file to save, under an ASCII-safe name, never sniffed. */
export const asDownload = (reply: FastifyReply, fileName: string, contentType: string) =>
  reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName.replace(SAFE_ASCII, '_')}"`)
    .header('x-content-type-options', 'nosniff');

/** A file to save: bytes, so nothing serialises them again. */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: string },
) {
  asDownload(reply, file.fileName, file.contentType).send(Buffer.from(file.body, 'utf8'));
}
