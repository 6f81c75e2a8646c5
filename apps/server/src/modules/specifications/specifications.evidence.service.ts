import { Readable } from 'node:stream';
import type { Ref } from '@praxis/contract';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { csvCell } from '../../lib/text.js';
import type { FileStorage } from '../files/files.storage.js';
import {
  type CurrentEvidenceRow,
  specificationEvidenceRepository,
} from './specifications.evidence.repository.js';
import { specificationsRepository } from './specifications.repository.js';
import { fileNameOf, requireSpecification } from './specifications.service.js';
import { inTreeOrder } from './specifications.tree.js';

const MANIFEST_HEADER = [
  'requirementCode',
  'owner',
  'title',
  'kind',
  'file',
  'url',
  'revision',
  'sha256',
  'status',
  'effectiveDate',
  'expiresDate',
] as const;

/**
 * A name any unzip tool writes safely on any system: no folders, no dots first (nothing hidden, no `..`),
 * no characters Windows refuses, at most 100 characters; `fallback` when nothing is left.
 */
export function safeName(name: string, fallback: string): string {
  const safe = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100);
  return safe || fallback;
}

/**
 * An evidence revision as an archive lists it under a requirement; `missing` when its evidence was deleted
 * since a snapshot named it, so its bytes are gone.
 */
export type ArchivedEvidence = Pick<
  CurrentEvidenceRow,
  | 'requirementCode'
  | 'ownerCategory'
  | 'title'
  | 'kind'
  | 'fileName'
  | 'url'
  | 'revision'
  | 'sha256'
  | 'status'
  | 'effectiveDate'
  | 'expiresDate'
  | 'storageKey'
  | 'size'
> & { missing?: boolean };

/** Where each file goes in the archive: `<requirement code>/<revision>-<file name>`, unique. */
export function archivePaths<Row extends ArchivedEvidence>(rows: Row[]): Map<Row, string> {
  const taken = new Set<string>();
  const paths = new Map<Row, string>();
  for (const row of rows) {
    if (row.storageKey === null) continue;
    const folder = safeName(row.requirementCode, 'requirement');
    const name = safeName(row.fileName ?? '', 'file');
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let path = `${folder}/${row.revision}-${stem}${extension}`;
    for (let n = 2; taken.has(path.toLowerCase()); n += 1) {
      path = `${folder}/${row.revision}-${stem} (${n})${extension}`;
    }
    taken.add(path.toLowerCase());
    paths.set(row, path);
  }
  return paths;
}

/**
 * The manifest (RFC 4180, formula-safe like every CSV export): one line per evidence and requirement; a file
 * whose evidence was deleted since is `missing` where its path would be.
 */
export function manifestOf<Row extends ArchivedEvidence>(rows: Row[], paths: Map<Row, string>): string {
  const lines = [MANIFEST_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.requirementCode,
        row.ownerCategory,
        row.title,
        row.kind,
        paths.get(row) ?? (row.missing ? 'missing' : null),
        row.url,
        row.revision,
        row.sha256,
        row.status,
        row.effectiveDate,
        row.expiresDate,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Evidence files with `manifest.csv`, as a zip streamed while it is written: each file is read from the
 * storage only when the archive reaches it, so one file at a time is held in memory. Every entry is dated
 * `at` when given (a snapshot's moment), so the same rows give the same bytes each time.
 */
export function evidenceZip(
  db: Db,
  storage: FileStorage,
  rows: ArchivedEvidence[],
  at?: Date,
): NodeJS.ReadableStream {
  const paths = archivePaths(rows);
  const zip = new ZipFile();
  const dated = at === undefined ? {} : { mtime: at };
  zip.addBuffer(Buffer.from(manifestOf(rows, paths), 'utf8'), 'manifest.csv', dated);
  for (const [row, path] of paths) {
    const key = row.storageKey as string;
    zip.addReadStreamLazy(path, { ...dated, ...(row.size === null ? {} : { size: row.size }) }, (done) => {
      storage.read(db, key).then(
        (content) =>
          content
            ? done(null, Readable.from([content]))
            : done(new Error(`evidence file ${key} is missing from the storage`), Readable.from([])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  // A file that cannot be read ends the download broken rather than leaving the client waiting.
  const stream = zip.outputStream as Readable;
  zip.on('error', (error: Error) => stream.destroy(error));
  return stream;
}

/** A specification's evidence handed over at once, as one archive an auditor can take away. */
export function specificationsEvidenceService(db: Db, storage: FileStorage) {
  return {
    /**
     * Every current evidence file of the specification (of its requirements and of the executions of their
     * linked controls) with `manifest.csv`, as a zip streamed while it is written.
     */
    async archive(actor: Principal, ref: Ref): Promise<{ fileName: string; stream: NodeJS.ReadableStream }> {
      const specification = await requireSpecification(db, actor, ref);
      const position = new Map(
        inTreeOrder(await specificationsRepository(db).elements(actor.companyId, specification.id)).map(
          (element, index) => [element.id, index],
        ),
      );
      // By requirement in tree order; within one, as read (its own evidence first). The sort is stable.
      const rows = (
        await specificationEvidenceRepository(db).currentOfSpecification(actor.companyId, specification.id)
      ).sort((x, y) => (position.get(x.requirementId) ?? 0) - (position.get(y.requirementId) ?? 0));
      return {
        fileName: `${fileNameOf(specification.name)}-evidence.zip`,
        stream: evidenceZip(db, storage, rows),
      };
    },
  };
}
