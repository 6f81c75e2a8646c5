import { fail } from '../../../lib/document-limits.js';
import type { OscalCatalog, OscalNode, Param, Part, Prop } from './oscal.model.js';
import type {
  Addition,
  Alteration,
  ControlSelection,
  CustomGroup,
  InsertControls,
  OscalProfile,
  ProfileImport,
  Removal,
} from './profile.model.js';
import { insertControls, selectTree } from './profile.selection.js';

/*
 * OSCAL profile resolution (NIST's "Profile Resolution" specification): the controls each import selects,
 * arranged as `merge` says, changed as `modify` says, make a catalog of their own. Pure, like the readers:
 * where an import's catalog comes from is the caller's `find`.
 */

/** What an import names: a catalog, or a profile to resolve first. */
export type ProfileSource =
  | { kind: 'catalog'; catalog: OscalCatalog }
  | { kind: 'profile'; profile: OscalProfile };

export type FindSource = (imported: ProfileImport, profile: OscalProfile) => Promise<ProfileSource>;

/** Every control of a tree by id, at any depth; the first of a duplicated id wins. */
function controlsById(nodes: OscalNode[], into = new Map<string, OscalNode>()): Map<string, OscalNode> {
  for (const node of nodes) {
    if (node.type === 'control' && node.id !== undefined && !into.has(node.id)) into.set(node.id, node);
    controlsById(node.children, into);
  }
  return into;
}

/** Every id a selection names must exist: a typing error should not quietly select nothing. */
function checkIds(selection: ControlSelection, known: Map<string, OscalNode>, at: string, source: string) {
  for (const selector of [...selection.include, ...selection.exclude]) {
    const unknown = selector.withIds.find((id) => !known.has(id));
    if (unknown !== undefined) fail(at, `control ${unknown} is not in ${source}`);
  }
}

/**
 * Two imports of one catalog merge their groups by id; a control seen before keeps its first content
 * (use-first), and the controls nested in the later copy that the first lacks join it there.
 */
function combine(into: OscalNode[], nodes: OscalNode[], seen: Map<string, OscalNode>) {
  for (const node of nodes) {
    if (node.type === 'control') {
      const first = node.id === undefined ? undefined : seen.get(node.id);
      if (first) {
        combine(first.children, node.children, seen);
        continue;
      }
      const copy: OscalNode = { ...node, children: [] };
      if (node.id !== undefined) seen.set(node.id, copy);
      into.push(copy);
      combine(copy.children, node.children, seen);
      continue;
    }
    const same = node.id === undefined ? undefined : into.find((n) => n.type === 'group' && n.id === node.id);
    const target = same ?? { ...node, children: [] };
    if (!same) into.push(target);
    combine(target.children, node.children, seen);
  }
}

/** The flat structure: every control once, outside any group and without nested controls, in document order. */
function flatten(nodes: OscalNode[]): OscalNode[] {
  return nodes.flatMap((node) => [
    ...(node.type === 'control' ? [{ ...node, children: [] }] : []),
    ...flatten(node.children),
  ]);
}

const insertAll = (tree: OscalNode[], inserts: InsertControls[], placed: Set<OscalNode>) =>
  inserts.flatMap((insert) => insertControls(tree, insert, placed));

function customGroups(groups: CustomGroup[], tree: OscalNode[], placed: Set<OscalNode>, params: Param[]) {
  return groups.map((group): OscalNode => {
    params.push(...group.params);
    return {
      type: 'group',
      id: group.id,
      title: group.title,
      props: group.props,
      parts: group.parts,
      children: [
        ...insertAll(tree, group.insertControls, placed),
        ...customGroups(group.groups, tree, placed, params),
      ],
      at: group.at,
    };
  });
}

const removes = (removal: Removal, item: 'prop' | 'part', name: string, extra: Prop | Part) =>
  (removal.byName === undefined || removal.byName === name) &&
  (removal.byClass === undefined || ('class' in extra && removal.byClass === extra.class)) &&
  (removal.byId === undefined || ('id' in extra && removal.byId === extra.id)) &&
  (removal.byNs === undefined || removal.byNs === extra.ns) &&
  (removal.byItemName === undefined || removal.byItemName === item);

function removeFrom<T extends { props: Prop[]; parts: Part[] }>(owner: T, removal: Removal): T {
  return {
    ...owner,
    props: owner.props.filter((p) => !removes(removal, 'prop', p.name, p)),
    parts: owner.parts.filter((p) => !removes(removal, 'part', p.name, p)).map((p) => removeFrom(p, removal)),
  };
}

/** Inserts an addition into `parts` around or into the part `byId`; false when no part has that id. */
function addAt(parts: Part[], add: Addition): boolean {
  const index = parts.findIndex((p) => p.id === add.byId);
  const part = parts[index];
  if (part) {
    if (add.position === 'before') parts.splice(index, 0, ...add.parts);
    else if (add.position === 'after') parts.splice(index + 1, 0, ...add.parts);
    else {
      const at = add.position === 'starting' ? 0 : undefined;
      parts[index] = {
        ...part,
        props: at === 0 ? [...add.props, ...part.props] : [...part.props, ...add.props],
        parts: at === 0 ? [...add.parts, ...part.parts] : [...part.parts, ...add.parts],
      };
    }
    return true;
  }
  return parts.some((p) => addAt(p.parts, add));
}

function alter(control: OscalNode, alteration: Alteration, params: Param[]) {
  let altered: OscalNode = control;
  for (const removal of alteration.removes) altered = removeFrom(altered, removal);
  for (const add of alteration.adds) {
    params.push(...add.params);
    if (add.byId === undefined || add.byId === control.id) {
      const first = add.position === 'starting' || add.position === 'before';
      altered = {
        ...altered,
        title: add.title ?? altered.title,
        props: first ? [...add.props, ...altered.props] : [...altered.props, ...add.props],
        parts: first ? [...add.parts, ...altered.parts] : [...altered.parts, ...add.parts],
      };
    } else {
      const parts = [...altered.parts];
      if (!addAt(parts, add)) fail(alteration.at, `no part ${add.byId} in control ${alteration.controlId}`);
      altered = { ...altered, parts };
    }
  }
  Object.assign(control, altered);
}

function setParameters(profile: OscalProfile, params: Param[]) {
  const byId = new Map(params.map((p, i) => [p.id, i]));
  for (const set of profile.setParameters) {
    const index = byId.get(set.id);
    const param = index === undefined ? undefined : params[index];
    if (index === undefined || param === undefined) {
      fail(set.at, `parameter ${set.id} is not in the selected controls`);
    }
    params[index] = {
      ...param,
      label: set.label ?? param.label,
      class: set.class ?? param.class,
      values: set.values.length > 0 ? set.values : param.values,
      select: set.select ?? param.select,
    };
  }
}

const sameProfile = (a: OscalProfile, b: OscalProfile) => (a.uuid ?? a.title) === (b.uuid ?? b.title);

/** Resolves `profile` into a catalog; `chain` holds the profiles that import it, to refuse a circle. */
export async function resolveProfile(
  profile: OscalProfile,
  find: FindSource,
  chain: OscalProfile[] = [],
): Promise<OscalCatalog> {
  const path = [...chain, profile];
  const selected: OscalNode[] = [];
  const params: Param[] = [];
  const seen = new Map<string, OscalNode>();
  for (const imported of profile.imports) {
    const source = await find(imported, profile);
    let catalog: OscalCatalog;
    if (source.kind === 'profile') {
      if (path.some((p) => sameProfile(p, source.profile))) {
        const names = [...path, source.profile].map((p) => p.title);
        fail(imported.at, `circular import: ${names.join(' → ')}`);
      }
      catalog = await resolveProfile(source.profile, find, path);
    } else {
      catalog = structuredClone(source.catalog);
    }
    checkIds(imported, controlsById(catalog.nodes), imported.at, catalog.title);
    combine(selected, selectTree(catalog.nodes, imported), seen);
    params.push(...catalog.params.filter((p) => !params.some((q) => q.id === p.id)));
  }

  let nodes: OscalNode[];
  const merge = profile.merge;
  if (merge.method === 'as-is') nodes = selected;
  else if (merge.method === 'flat') nodes = flatten(selected);
  else {
    const placed = new Set<OscalNode>();
    nodes = [
      ...insertAll(selected, merge.insertControls, placed),
      ...customGroups(merge.groups, selected, placed, params),
    ];
  }

  setParameters(profile, params);
  // Looked up once: alterations reach a control at any depth, and several for one control apply in order.
  const controls = controlsById(nodes);
  for (const alteration of profile.alters) {
    const control = controls.get(alteration.controlId);
    if (!control) fail(alteration.at, `control ${alteration.controlId} is not selected by the profile`);
    alter(control, alteration, params);
  }
  return {
    uuid: profile.uuid,
    title: profile.title,
    version: profile.version,
    remarks: profile.remarks,
    params,
    nodes,
  };
}
