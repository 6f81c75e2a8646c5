import { fail } from '../../lib/document-limits.js';
import { type ImportDocument, readDocument } from './import/import.parser.js';
import type { OscalProfile, ProfileImport } from './import/profile.model.js';
import type { FindSource, ProfileSource } from './import/profile.resolver.js';
import type { specificationsRepository } from './specifications.repository.js';

/** A file of an import, read, with the specification it became once stored. */
export interface Upload {
  file: { filename: string; content: Buffer; libraryEntry?: string };
  document: ImportDocument;
  specificationId: string | null;
}

/** What an import of a profile names: uuids and titles of the catalog, file names it was published under. */
function wanted(imported: ProfileImport, profile: OscalProfile) {
  const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1);
  if (!imported.href.startsWith('#')) {
    return { uuids: [], titles: [], names: [fileName(imported.href)], label: imported.href };
  }
  const uuid = imported.href.slice(1);
  const resource =
    profile.resources.find((r) => r.uuid === uuid) ??
    fail(imported.at, `${imported.href} names no resource of the back-matter`);
  return {
    uuids: [uuid],
    titles: resource.title ? [resource.title] : [],
    names: resource.hrefs.map(fileName),
    label: resource.title ?? resource.description ?? resource.hrefs[0] ?? uuid,
  };
}

const described = (document: ImportDocument) =>
  document.kind === 'catalog'
    ? { uuid: document.catalog.uuid, title: document.catalog.title }
    : document.kind === 'profile'
      ? { uuid: document.profile.uuid, title: document.profile.title }
      : undefined;

const asSource = (document: ImportDocument): ProfileSource | undefined =>
  document.kind === 'catalog'
    ? { kind: 'catalog', catalog: document.catalog }
    : document.kind === 'profile'
      ? { kind: 'profile', profile: document.profile }
      : undefined;

/** A found catalog or profile, with the specification it is (null while an uploaded one is not stored). */
interface Found {
  source: ProfileSource | undefined;
  specificationId: string | null;
}

/**
 * Finds the catalogs a profile imports: a file uploaded with it that has the catalog's uuid, title or file
 * name; else a specification of the company imported from that catalog; else, when exactly one catalog came
 * with the profile, that one (NIST's profiles name the full catalog, which people tailor in its resolved
 * baselines too); else `remembered`, the catalog an earlier import of the profile was resolved against.
 * `first()` is the specification the profile's first import was resolved against.
 */
export function profileSources(
  repo: ReturnType<typeof specificationsRepository>,
  companyId: string,
  uploads: Upload[],
  remembered: string | null,
) {
  let first: string | null | undefined;
  const uploaded = (upload: Upload | undefined): Found | undefined =>
    upload && { source: asSource(upload.document), specificationId: upload.specificationId };
  const stored = async (
    keys: Parameters<typeof repo.findImportable>[1],
    imported: ProfileImport,
  ): Promise<Found | undefined> => {
    const [row] = await repo.findImportable(companyId, keys);
    if (!row) return undefined;
    if (row.content === null) {
      fail(imported.at, `${row.name} was imported before Praxis kept catalogs for profiles: import it again`);
    }
    return { source: asSource(readDocument(Buffer.from(row.content, 'utf8'))), specificationId: row.id };
  };
  const locate = async (imported: ProfileImport, profile: OscalProfile) => {
    const { uuids, titles, names, label } = wanted(imported, profile);
    const match = uploads.find((u) => {
      const about = described(u.document);
      return (
        about !== undefined &&
        about.uuid !== profile.uuid &&
        ((about.uuid !== null && uuids.includes(about.uuid)) ||
          titles.includes(about.title) ||
          names.includes(u.file.filename))
      );
    });
    const catalogs = uploads.filter((u) => u.document.kind === 'catalog');
    const found =
      uploaded(match) ??
      (await stored({ uuids, titles, ids: [] }, imported)) ??
      uploaded(catalogs.length === 1 ? catalogs[0] : undefined) ??
      (remembered === null
        ? undefined
        : await stored({ uuids: [], titles: [], ids: [remembered] }, imported));
    if (!found?.source) {
      fail(
        imported.at,
        `the catalog ${label} is not imported: upload it with the profile, or import it first`,
      );
    }
    return { source: found.source, specificationId: found.specificationId };
  };
  const find: FindSource = async (imported, profile) => {
    const { source, specificationId } = await locate(imported, profile);
    if (first === undefined) first = specificationId;
    return source;
  };
  return { find, first: () => first ?? null };
}
