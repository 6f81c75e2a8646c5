import { createHash, randomUUID } from 'node:crypto';
import { say } from '@praxis/contract';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { detectContentType, nameAgrees, sanitizeSvg } from './files.content.js';
import { presentFile } from './files.presenter.js';
import { filesRepository } from './files.repository.js';
import { type FileStorage, storeWith } from './files.storage.js';
import type { SentFile, Upload } from './files.upload.js';

const NAME_MAX = 200;

/** The uploader's file name without folders, control characters or quotes; never empty. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c >= ' ' && c !== '\u007f' && !'"<>*?|:'.includes(c))
    .join('')
    .trim()
    .slice(0, NAME_MAX);
  return clean === '' || /^\.+$/.test(clean) ? 'file' : clean;
}

const unsupported = () => new HttpError(415, 'unsupported_media_type', say('onlyImages'));

export function filesService(db: Db, storage: FileStorage) {
  const files = filesRepository(db);
  return {
    /** Recognises the type from the bytes, cleans SVGs, stores the bytes and then the row with its audit event. */
    async upload(actor: Principal, upload: Upload) {
      const contentType = detectContentType(upload.content);
      if (!contentType) throw unsupported();
      if (!nameAgrees(upload.filename, contentType)) {
        throw new HttpError(
          415,
          'unsupported_media_type',
          say('nameNotContent', { name: JSON.stringify(safeFileName(upload.filename)), contentType }),
        );
      }
      let content = upload.content;
      if (contentType === 'image/svg+xml') {
        const svg = sanitizeSvg(content.toString('utf8'));
        if (!svg) throw unsupported();
        content = Buffer.from(svg, 'utf8');
      }
      const id = randomUUID();
      const storageKey = `${actor.companyId}/${id}`;
      return storeWith(db, storage, storageKey, content, async (tx) => {
        const row = await filesRepository(tx).insert({
          id,
          companyId: actor.companyId,
          name: safeFileName(upload.filename),
          contentType,
          size: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          storageKey,
          createdBy: actor.userId,
        });
        const file = presentFile(row);
        await recordChange(tx, actor, { action: 'create', entity: 'files', entityId: id, after: file });
        return file;
      });
    },
    async download(actor: Principal, id: string | number): Promise<SentFile> {
      const row = await files.find(actor.companyId, id);
      const content = row && (await storage.read(db, row.storageKey));
      if (!row || !content) throw notFound(say('thingNotFound', { thing: 'File' }));
      return { name: row.name, contentType: row.contentType, content };
    },
  };
}
