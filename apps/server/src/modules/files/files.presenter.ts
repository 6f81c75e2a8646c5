import type { StoredFile } from '@praxis/contract';
import type { FileRow } from './files.repository.js';

export function presentFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    legacyId: row.legacyId,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    url: `/v1/Files/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}
