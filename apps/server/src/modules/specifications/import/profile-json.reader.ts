import { fail } from '../../../lib/document-limits.js';
import type { Param } from './oscal.model.js';
import {
  isObject,
  type Json,
  list,
  objects,
  optionalString,
  readJsonHeader,
  readJsonParam,
  readJsonParams,
  readJsonPart,
  readJsonProps,
} from './oscal-json.reader.js';
import type {
  Addition,
  ControlSelection,
  ControlSelector,
  CustomGroup,
  InsertControls,
  Merge,
  OscalProfile,
} from './profile.model.js';

// An OSCAL profile in JSON: `{ "profile": { imports, merge, modify, back-matter } }`.

const strings = (value: unknown, at: string, what: string) =>
  list(value, at, what).map((v) => (typeof v === 'string' ? v : fail(at, `${what} must hold text`)));

function selectors(value: unknown, at: string): ControlSelector[] {
  return objects(value, at, 'include-controls').map((s) => ({
    withIds: strings(s['with-ids'], at, 'with-ids'),
    matching: objects(s.matching, at, 'matching').map(
      (m) => optionalString(m.pattern, at, 'pattern') ?? fail(at, 'matching: missing pattern'),
    ),
    withChildControls: s['with-child-controls'] === 'yes',
  }));
}

function selection(value: Json, at: string): ControlSelection {
  return {
    includeAll: value['include-all'] !== undefined,
    include: selectors(value['include-controls'], at),
    exclude: selectors(value['exclude-controls'], at),
  };
}

function insertControls(value: unknown, at: string): InsertControls[] {
  return objects(value, at, 'insert-controls').map((i) => {
    const order = optionalString(i.order, at, 'order') ?? 'keep';
    if (order !== 'keep' && order !== 'ascending' && order !== 'descending') {
      fail(at, `order must be keep, ascending or descending, not ${order}`);
    }
    return { ...selection(i, at), order };
  });
}

function params(value: unknown, at: string): Param[] {
  const into: Param[] = [];
  readJsonParams(value, at, into);
  return into;
}

function customGroup(group: Json, path: string): CustomGroup {
  const id = optionalString(group.id, `element ${path}`, 'id');
  const at = `element ${id ?? path}`;
  return {
    id,
    title: optionalString(group.title, at, 'title')?.trim() || fail(at, 'missing title'),
    props: readJsonProps(group.props, at),
    parts: objects(group.parts, at, 'parts').map((p) => readJsonPart(p, at)),
    params: params(group.params, at),
    groups: objects(group.groups, at, 'groups').map((g, i) => customGroup(g, `${id ?? path}/groups[${i}]`)),
    insertControls: insertControls(group['insert-controls'], at),
    at,
  };
}

function merge(value: unknown): Merge {
  if (!isObject(value)) return { method: 'flat' };
  if (value['as-is'] === true || value['as-is'] === 'true') return { method: 'as-is' };
  if (isObject(value.custom)) {
    const at = 'element merge';
    return {
      method: 'custom',
      groups: objects(value.custom.groups, at, 'groups').map((g, i) => customGroup(g, `custom/groups[${i}]`)),
      insertControls: insertControls(value.custom['insert-controls'], at),
    };
  }
  return { method: 'flat' };
}

function additions(value: unknown, at: string): Addition[] {
  return objects(value, at, 'adds').map((add) => {
    const position = optionalString(add.position, at, 'position') ?? 'ending';
    if (!['before', 'after', 'starting', 'ending'].includes(position)) {
      fail(at, `position must be before, after, starting or ending, not ${position}`);
    }
    return {
      position: position as Addition['position'],
      byId: optionalString(add['by-id'], at, 'by-id'),
      title: optionalString(add.title, at, 'title'),
      props: readJsonProps(add.props, at),
      parts: objects(add.parts, at, 'parts').map((p) => readJsonPart(p, at)),
      params: params(add.params, at),
    };
  });
}

export function readJsonProfile(profile: Json): OscalProfile {
  const header = readJsonHeader(profile, 'element profile');
  const imports = objects(profile.imports, 'element profile', 'imports').map((imp, i) => {
    const at = `element imports[${i}]`;
    return {
      href: optionalString(imp.href, at, 'href') ?? fail(at, 'missing href'),
      ...selection(imp, at),
      at,
    };
  });
  if (imports.length === 0) fail('element profile', 'the profile imports nothing');
  const modify = isObject(profile.modify) ? profile.modify : {};
  const setParameters = objects(modify['set-parameters'], 'element modify', 'set-parameters').map((p) => {
    const paramId =
      optionalString(p['param-id'], 'element modify', 'param-id') ??
      fail('element modify', 'set-parameters: missing param-id');
    const at = `element set-parameters ${paramId}`;
    return { ...readJsonParam(p, paramId, at), at };
  });
  const alters = objects(modify.alters, 'element modify', 'alters').map((alter) => {
    const controlId =
      optionalString(alter['control-id'], 'element modify', 'control-id') ??
      fail('element modify', 'alters: missing control-id');
    const at = `element alters ${controlId}`;
    return {
      controlId,
      removes: objects(alter.removes, at, 'removes').map((r) => ({
        byName: optionalString(r['by-name'], at, 'by-name'),
        byClass: optionalString(r['by-class'], at, 'by-class'),
        byId: optionalString(r['by-id'], at, 'by-id'),
        byNs: optionalString(r['by-ns'], at, 'by-ns'),
        byItemName: optionalString(r['by-item-name'], at, 'by-item-name'),
      })),
      adds: additions(alter.adds, at),
      at,
    };
  });
  const backMatter = isObject(profile['back-matter']) ? profile['back-matter'] : {};
  const resources = objects(backMatter.resources, 'element back-matter', 'resources').map((r) => ({
    uuid: optionalString(r.uuid, 'element back-matter', 'uuid') ?? '',
    title: optionalString(r.title, 'element back-matter', 'title'),
    description: optionalString(r.description, 'element back-matter', 'description'),
    hrefs: objects(r.rlinks, 'element back-matter', 'rlinks').flatMap((l) =>
      typeof l.href === 'string' ? [l.href] : [],
    ),
  }));
  return {
    ...header,
    imports,
    merge: merge(profile.merge),
    setParameters,
    alters,
    resources,
  };
}
