import {
  type MappingImportResources,
  mappingImportResourcesSchema,
  say,
  type UnmatchedResource,
} from '@praxis/contract';
import { fieldProblem, invalidFields } from '../../lib/http-error.js';
import type { CatalogReference, ParsedGroup, ParsedMappings } from './mappings.parser.js';
import type { mappingsRepository } from './mappings.repository.js';

/*
 * Which specification each catalog of a mapping file stands for: the one the person chose for it in the
 * form's `resources`, else the one its name, file name or uuid fits. What fits none is unmatched.
 */

export type Catalog = Awaited<ReturnType<ReturnType<typeof mappingsRepository>['catalogs']>>[number];

/** The form field `resources` read and checked; undefined when the request sent none. */
export function readResources(fields: Record<string, string>): MappingImportResources | undefined {
  const text = fields.resources;
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldProblem('resources', say('resourcesNotJson'));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw fieldProblem('resources', say('resourcesNotJson'));
  }
  const parsed = mappingImportResourcesSchema.safeParse(value);
  if (!parsed.success) throw invalidFields(parsed.error, 'resources');
  return parsed.data;
}

/**
 * The specification a file's catalog reference names: by the file it was imported from, its OSCAL uuid or
 * its name (oldest first where several fit).
 */
function findCatalog(catalogs: Catalog[], reference: CatalogReference): Catalog | undefined {
  const fits = (c: Catalog) =>
    [c.sourceFile, c.sourceId, c.name].some(
      (key) => key && reference.keys.includes(key.trim().toLowerCase()),
    );
  return catalogs.find(fits);
}

/**
 * The person's choices as specifications, each checked: a catalog the file does not name, or an id that is
 * not one of the company's specifications (another company's answers the same), is a 400 at `resources`.
 */
function chosenCatalogs(catalogs: Catalog[], groups: ParsedGroup[], resources: MappingImportResources) {
  const named = new Set(groups.flatMap((g) => [g.source.href, g.target.href]));
  const chosen = new Map<string, Catalog>();
  for (const [href, id] of Object.entries(resources)) {
    if (!named.has(href)) throw fieldProblem('resources', say('notAResourceOfFile', { href }));
    const catalog = catalogs.find((c) => c.id === id);
    if (!catalog) throw fieldProblem('resources', say('noSpecificationFor', { id, href }));
    chosen.set(href, catalog);
  }
  return chosen;
}

const roles = ['source', 'target'] as const;

export interface MatchedGroup {
  group: ParsedGroup;
  source: Catalog | undefined;
  target: Catalog | undefined;
}

/** Each group of the file with its two specifications where found, and the catalogs found for none. */
export function matchCatalogs(
  catalogs: Catalog[],
  parsed: ParsedMappings,
  resources: MappingImportResources = {},
): { matched: MatchedGroup[]; unmatched: UnmatchedResource[] } {
  const chosen = chosenCatalogs(catalogs, parsed.groups, resources);
  const unmatched = new Map<string, UnmatchedResource>();
  const catalogOf = (reference: CatalogReference, role: 'source' | 'target', maps: number) => {
    const found = chosen.get(reference.href) ?? findCatalog(catalogs, reference);
    if (found) return found;
    const entry = unmatched.get(reference.href) ?? {
      href: reference.href,
      title: reference.title,
      roles: [],
      maps: 0,
    };
    // Always in this order, so that a catalog both maps from and into reads the same however it came.
    entry.roles = roles.filter((r) => r === role || entry.roles.includes(r));
    entry.maps += maps;
    unmatched.set(reference.href, entry);
    return undefined;
  };
  const matched = parsed.groups.map((group) => ({
    group,
    source: catalogOf(group.source, 'source', group.maps.length),
    // A group within one catalog counts its maps once.
    target: catalogOf(
      group.target,
      'target',
      group.target.href === group.source.href ? 0 : group.maps.length,
    ),
  }));
  return { matched, unmatched: [...unmatched.values()] };
}
