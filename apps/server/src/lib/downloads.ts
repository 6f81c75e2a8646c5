import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const SAFE_ASCII = /[^\x20-\x7e]|["\\%]/g;

/** A file to save, under an ASCII-safe name, never sniffed. */
export const asDownload = (reply: FastifyReply, fileName: string, contentType: string) =>
  reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName.replace(SAFE_ASCII, '_')}"`)
    .header('x-content-type-options', 'nosniff');

/** A file to save, once made: text as bytes, so nothing serialises it again. */
export async function sendDownload(
  reply: FastifyReply,
  making: Promise<{ fileName: string; contentType: string; body: string | Buffer | Readable }>,
) {
  const file = await making;
  const body = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
  return asDownload(reply, file.fileName, file.contentType).send(body);
}
