import {
  MAPPING_CSV_COLUMNS,
  MAPPING_IMPORT_MAX_PAIRS,
  MAPPING_RATIONALE_MAX_CHARS,
  MAPPING_STRENGTH_MAX,
  MAPPING_STRENGTH_MIN,
  type MappingFileFormat,
  type MappingRelationship,
  mappingRelationships,
} from '@praxis/contract';
import { csvRecords } from '../../lib/csv.js';
import { fail } from '../../lib/document-limits.js';
import { readImportText } from '../specifications/import/import.parser.js';
import { parseJson } from '../specifications/import/oscal-json.reader.js';
import { PRAXIS_OSCAL_NS } from '../specifications/specifications.export.js';

/*
 * Reads a mapping file (OSCAL 1.2 `mapping-collection` JSON, or the CSV) into groups of maps from one
 * catalog to another. Pure, like the catalog importer: every problem with the file is found here, before
 * anything is written, and names its place.
 */

/**
 * A catalog as a file names it: `href` as written (what a person's choice is keyed by), `title` when the
 * collection gives one, `label` for reports, `keys` (lower case) to find the specification by.
 */
export interface CatalogReference {
  href: string;
  title: string | null;
  label: string;
  keys: string[];
}

export interface ParsedMap {
  relationship: MappingRelationship;
  /** OSCAL control ids (OSCAL) or requirement codes (CSV). */
  sources: string[];
  targets: string[];
  strength: number | null;
  rationale: string | null;
}

/** Maps from one catalog into one other. */
export interface ParsedGroup {
  source: CatalogReference;
  target: CatalogReference;
  maps: ParsedMap[];
}

export interface ParsedMappings {
  format: MappingFileFormat;
  collection: { uuid: string; title: string; version: string | null } | null;
  groups: ParsedGroup[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The last path segment of an href, without query or fragment: how a catalog file was named. */
function fileNameOfHref(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const keysOf = (...names: (string | null | undefined)[]) => [
  ...new Set(names.filter((n): n is string => !!n).map((n) => n.trim().toLowerCase())),
];

function relationshipOf(value: unknown, at: string): MappingRelationship {
  const found = mappingRelationships.find((r) => r === value);
  if (found === undefined) {
    fail(at, `relationship ${JSON.stringify(value)} is not one of ${mappingRelationships.join(', ')}`);
  }
  return found;
}

function strengthOf(value: string | null, at: string): number | null {
  if (value === null) return null;
  const strength = Number(value);
  if (!Number.isInteger(strength) || strength < MAPPING_STRENGTH_MIN || strength > MAPPING_STRENGTH_MAX) {
    fail(
      at,
      `strength ${JSON.stringify(value)} is not a whole number from ${MAPPING_STRENGTH_MIN} to ${MAPPING_STRENGTH_MAX}`,
    );
  }
  return strength;
}

function rationaleOf(value: string | null, at: string): string | null {
  if (value !== null && value.length > MAPPING_RATIONALE_MAX_CHARS) {
    fail(at, `the rationale is longer than ${MAPPING_RATIONALE_MAX_CHARS.toLocaleString('en')} characters`);
  }
  return value;
}

function countPairs(groups: ParsedGroup[]) {
  const pairs = groups.reduce(
    (sum, g) => sum + g.maps.reduce((n, m) => n + m.sources.length * m.targets.length, 0),
    0,
  );
  if (pairs > MAPPING_IMPORT_MAX_PAIRS) {
    fail('root', `the file maps more than ${MAPPING_IMPORT_MAX_PAIRS.toLocaleString('en')} pairs`);
  }
}

/** An OSCAL `source-resource` or `target-resource`: by href, or by a back-matter resource it points to. */
function catalogReference(value: unknown, resources: Map<string, Json>, at: string): CatalogReference {
  if (!isObject(value)) fail(at, 'missing');
  const href = text(value.href);
  if (href === null) fail(at, 'missing href');
  const resource = href.startsWith('#') ? resources.get(href.slice(1)) : undefined;
  if (resource) {
    const title = text(resource.title);
    const rlinks = Array.isArray(resource.rlinks) ? resource.rlinks.filter(isObject) : [];
    const rlinkHrefs = rlinks.map((l) => text(l.href)).filter((h): h is string => h !== null);
    return {
      href,
      title,
      label: title ?? rlinkHrefs[0] ?? href,
      keys: keysOf(title, ...rlinkHrefs.map(fileNameOfHref), ...rlinkHrefs.map((h) => UUID.exec(h)?.[0])),
    };
  }
  const props = Array.isArray(value.props) ? value.props.filter(isObject) : [];
  const uuid = props.find((p) => p.name === 'catalog-uuid' && p.ns === PRAXIS_OSCAL_NS);
  return {
    href,
    title: null,
    label: href,
    keys: keysOf(fileNameOfHref(href), href, UUID.exec(href)?.[0], uuid ? text(uuid.value) : null),
  };
}

function controlIds(value: unknown, at: string): string[] {
  if (!Array.isArray(value) || value.length === 0) fail(at, 'expected at least one control');
  return value.map((item, i) => {
    const id = isObject(item) ? text(item['id-ref']) : null;
    if (id === null) fail(`${at}[${i}]`, 'missing id-ref');
    return id;
  });
}

function readCollection(root: unknown): ParsedMappings {
  const collection = isObject(root) ? root['mapping-collection'] : undefined;
  if (!isObject(collection)) fail('root', 'expected an OSCAL mapping-collection (JSON)');
  const uuid = text(collection.uuid) ?? fail('mapping-collection', 'missing uuid');
  const metadata = isObject(collection.metadata) ? collection.metadata : {};
  const title = text(metadata.title) ?? fail('metadata', 'missing title');
  const backMatter = isObject(collection['back-matter']) ? collection['back-matter'] : {};
  const resources = new Map(
    (Array.isArray(backMatter.resources) ? backMatter.resources.filter(isObject) : []).flatMap((r) => {
      const id = text(r.uuid);
      return id === null ? [] : [[id, r] as const];
    }),
  );
  if (!Array.isArray(collection.mappings)) fail('mapping-collection', 'missing mappings');
  const groups = collection.mappings.map((mapping, i): ParsedGroup => {
    const at = `mappings[${i}]`;
    if (!isObject(mapping)) fail(at, 'expected an object');
    if (!Array.isArray(mapping.maps)) fail(at, 'missing maps');
    return {
      source: catalogReference(mapping['source-resource'], resources, `${at}.source-resource`),
      target: catalogReference(mapping['target-resource'], resources, `${at}.target-resource`),
      maps: mapping.maps.map((map, j): ParsedMap => {
        const mapAt = `${at}.maps[${j}]`;
        if (!isObject(map)) fail(mapAt, 'expected an object');
        const props = Array.isArray(map.props) ? map.props.filter(isObject) : [];
        const strength = props.find((p) => p.name === 'strength' && p.ns === PRAXIS_OSCAL_NS);
        return {
          relationship: relationshipOf(map.relationship, mapAt),
          sources: controlIds(map.sources, `${mapAt}.sources`),
          targets: controlIds(map.targets, `${mapAt}.targets`),
          strength: strengthOf(strength ? text(strength.value) : null, mapAt),
          rationale: rationaleOf(text(map.remarks), mapAt),
        };
      }),
    };
  });
  countPairs(groups);
  return { format: 'oscal-json', collection: { uuid, title, version: text(metadata.version) }, groups };
}

/** A cell as it was before the export's `csvCell` guarded it against formulas ("'=SUM(A1)" was '=SUM(A1)'). */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A CSV names a specification by its name, which is also what a person's choice is keyed by. */
const csvReference = (name: string): CatalogReference => ({
  href: name,
  title: null,
  label: name,
  keys: keysOf(name),
});

function readCsv(content: string): ParsedMappings {
  const records = csvRecords(content, MAPPING_IMPORT_MAX_PAIRS);
  const names = records.next().value?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  if (MAPPING_CSV_COLUMNS.some((column, i) => names[i] !== column)) {
    fail('line 1', `expected the header ${MAPPING_CSV_COLUMNS.join(',')}`);
  }
  const groups = new Map<string, ParsedGroup>();
  for (const { fields, line } of records) {
    const at = `line ${line}`;
    const [sourceSpec, sourceCode, targetSpec, targetCode, relationship, strength, rationale] = fields.map(
      (f) => unguarded(f.trim()),
    );
    const required = {
      source_spec: sourceSpec,
      source_code: sourceCode,
      target_spec: targetSpec,
      target_code: targetCode,
    };
    for (const [column, value] of Object.entries(required)) if (!value) fail(at, `${column} is empty`);
    const key = JSON.stringify([sourceSpec?.toLowerCase(), targetSpec?.toLowerCase()]);
    const group = groups.get(key) ?? {
      source: csvReference(sourceSpec as string),
      target: csvReference(targetSpec as string),
      maps: [],
    };
    groups.set(key, group);
    group.maps.push({
      relationship: relationshipOf(relationship, at),
      sources: [sourceCode as string],
      targets: [targetCode as string],
      strength: strengthOf(strength || null, at),
      rationale: rationaleOf(rationale || null, at),
    });
  }
  const parsed = [...groups.values()];
  countPairs(parsed);
  return { format: 'csv', collection: null, groups: parsed };
}

/** The format is recognised from the content, as the catalog import does. */
export function parseMappings(content: Buffer): ParsedMappings {
  const { text: body, first } = readImportText(content, 'an OSCAL mapping-collection (JSON) or CSV');
  if (first === '{' || first === '[') return readCollection(parseJson(body));
  if (/^[^\r\n]*,/.test(body.trimStart())) return readCsv(body);
  fail('root', 'the file is neither an OSCAL mapping-collection (JSON) nor CSV');
}
