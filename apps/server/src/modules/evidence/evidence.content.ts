import { type EvidenceContentType, say } from '@praxis/contract';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../lib/http-error.js';
import { decodeUtf8, opensAsSvg, sanitizeSvg } from '../files/files.content.js';
import { safeFileName } from '../files/files.service.js';
import type { Upload } from '../files/files.upload.js';

/** Types whose signature file-type reads from the bytes (zip-based ones from the entries inside the zip). */
const BINARY_TYPES: ReadonlySet<string> = new Set<EvidenceContentType>([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

/** The extensions a name may have for each type; a name without an extension agrees with any. */
const EXTENSIONS: Record<EvidenceContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/svg+xml': ['svg'],
  'text/plain': ['txt', 'text', 'log', 'md'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
};

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();

const unsupported = (found: string) =>
  new HttpError(415, 'unsupported_media_type', say('evidenceKind', { found }));

/** A file as evidence keeps it: its recognised type and the bytes to store (an SVG after cleaning). */
export interface RecognisedFile {
  fileName: string;
  mediaType: EvidenceContentType;
  content: Buffer;
}

/**
 * The type of an evidence file from its bytes, never from its name or declared type, which the uploader controls: binary
 * formats by their signature; otherwise UTF-8 text without NUL characters is an SVG when it opens as one
 * (then cleaned as editor images are) and text otherwise. Whether text is CSV is the one thing its name
 * decides: any text parses as CSV of some shape, so only the `.csv` name tells a table from prose. A name
 * whose extension belongs to another type is refused, so nobody downloads a text file named `.pdf`.
 */
export async function recogniseEvidence(upload: Upload): Promise<RecognisedFile> {
  const fileName = safeFileName(upload.filename);
  const found = await fileTypeFromBuffer(upload.content);
  let mediaType: EvidenceContentType;
  let content = upload.content;
  if (found && BINARY_TYPES.has(found.mime)) {
    mediaType = found.mime as EvidenceContentType;
  } else {
    const text = decodeUtf8(upload.content);
    if (text === undefined || text.includes('\0')) throw unsupported(found?.mime ?? 'unknown binary');
    if (opensAsSvg(text)) {
      const svg = sanitizeSvg(text);
      if (!svg) throw unsupported('an SVG with nothing left once scripts and outside references are removed');
      mediaType = 'image/svg+xml';
      content = Buffer.from(svg, 'utf8');
    } else {
      mediaType = extensionOf(fileName) === 'csv' ? 'text/csv' : 'text/plain';
    }
  }
  const extension = extensionOf(fileName);
  if (extension !== undefined && !EXTENSIONS[mediaType].includes(extension)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      say('nameNotContent', { name: JSON.stringify(fileName), contentType: mediaType }),
    );
  }
  return { fileName, mediaType, content };
}
