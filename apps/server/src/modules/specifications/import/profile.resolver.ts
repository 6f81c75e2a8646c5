import { fail } from '../../../lib/document-limits.js';
import type { OscalCatalog, OscalNode, Param, Part, Prop } from './oscal.model.js';
import type {
  Addition,
  Alteration,
  ControlSelection,
  ControlSelector,
  CustomGroup,
  InsertControls,
  OscalProfile,
  ProfileImport,
  Removal,
} from './profile.model.js';

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

const globToRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

function matcher(selectors: ControlSelector[]) {
  const patterns = selectors.map((s) => ({ ...s, regexps: s.matching.map(globToRegExp) }));
  /** 'self' when a selector names the control, 'children' when it names it with its child controls. */
  return (id: string): 'self' | 'children' | undefined => {
    let found: 'self' | 'children' | undefined;
    for (const s of patterns) {
      if (s.withIds.includes(id) || s.regexps.some((re) => re.test(id))) {
        if (s.withChildControls) return 'children';
        found = 'self';
      }
    }
    return found;
  };
}

/** The controls a selection takes, by identity, with `with-child-controls` reaching every descendant. */
function selectControls(nodes: OscalNode[], selection: ControlSelection): Set<OscalNode> {
  const include = matcher(selection.include);
  const exclude = matcher(selection.exclude);
  const selected = new Set<OscalNode>();
  const walk = (list: OscalNode[], included: boolean, excluded: boolean) => {
    for (const node of list) {
      if (node.type === 'group') {
        walk(node.children, included, excluded);
        continue;
      }
      const inc = node.id === undefined ? undefined : include(node.id);
      const exc = node.id === undefined ? undefined : exclude(node.id);
      if ((selection.includeAll || included || inc) && !(excluded || exc)) selected.add(node);
      walk(node.children, included || inc === 'children', excluded || exc === 'children');
    }
  };
  walk(nodes, false, false);
  return selected;
}

function controlIds(nodes: OscalNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.type === 'control' && node.id !== undefined) into.add(node.id);
    controlIds(node.children, into);
  }
  return into;
}

/** Every id a selection names must exist: a typing error should not quietly select nothing. */
function checkIds(selection: ControlSelection, known: Set<string>, at: string, source: string) {
  for (const selector of [...selection.include, ...selection.exclude]) {
    const unknown = selector.withIds.find((id) => !known.has(id));
    if (unknown !== undefined) fail(at, `control ${unknown} is not in ${source}`);
  }
}

/** The catalog's tree with only the selected controls; an unselected control's selected children take its place. */
function prune(nodes: OscalNode[], selected: Set<OscalNode>): OscalNode[] {
  return nodes.flatMap((node) => {
    const children = prune(node.children, selected);
    if (node.type === 'group') return children.length > 0 ? [{ ...node, children }] : [];
    return selected.has(node) ? [{ ...node, children }] : children;
  });
}

/** Two imports of one catalog merge their groups by id; a control seen before is left out (use-first). */
function combine(into: OscalNode[], nodes: OscalNode[], seen: Set<string>) {
  for (const node of nodes) {
    if (node.type === 'control') {
      if (node.id !== undefined && seen.has(node.id)) continue;
      if (node.id !== undefined) seen.add(node.id);
      const children: OscalNode[] = [];
      combine(children, node.children, seen);
      into.push({ ...node, children });
      continue;
    }
    const same = node.id === undefined ? undefined : into.find((n) => n.type === 'group' && n.id === node.id);
    const target = same ?? { ...node, children: [] };
    if (!same) into.push(target);
    combine(target.children, node.children, seen);
  }
}

/** Every control once, outside any group and without nested controls, in document order. */
function flatten(nodes: OscalNode[]): OscalNode[] {
  return nodes.flatMap((node) => [
    ...(node.type === 'control' ? [{ ...node, children: [] }] : []),
    ...flatten(node.children),
  ]);
}

function insertControls(pool: OscalNode[], inserts: InsertControls[], taken: Set<string>): OscalNode[] {
  return inserts.flatMap((insert) => {
    const chosen = selectControls(pool, insert);
    const controls = pool.filter((c) => chosen.has(c) && !taken.has(c.id ?? ''));
    for (const c of controls) taken.add(c.id ?? '');
    if (insert.order === 'keep') return controls;
    const sorted = [...controls].sort((a, b) =>
      (a.id ?? '').localeCompare(b.id ?? '', 'en', { numeric: true }),
    );
    return insert.order === 'ascending' ? sorted : sorted.reverse();
  });
}

function customGroups(groups: CustomGroup[], pool: OscalNode[], taken: Set<string>, params: Param[]) {
  return groups.map((group): OscalNode => {
    params.push(...group.params);
    return {
      type: 'group',
      id: group.id,
      title: group.title,
      props: group.props,
      parts: group.parts,
      children: [
        ...insertControls(pool, group.insertControls, taken),
        ...customGroups(group.groups, pool, taken, params),
      ],
      at: group.at,
    };
  });
}

function findControl(nodes: OscalNode[], id: string): OscalNode | undefined {
  for (const node of nodes) {
    if (node.type === 'control' && node.id === id) return node;
    const found = findControl(node.children, id);
    if (found) return found;
  }
  return undefined;
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
  const seen = new Set<string>();
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
    checkIds(imported, controlIds(catalog.nodes), imported.at, catalog.title);
    combine(selected, prune(catalog.nodes, selectControls(catalog.nodes, imported)), seen);
    params.push(...catalog.params.filter((p) => !params.some((q) => q.id === p.id)));
  }

  let nodes: OscalNode[];
  const merge = profile.merge;
  if (merge.method === 'as-is') nodes = selected;
  else if (merge.method === 'flat') nodes = flatten(selected);
  else {
    const pool = flatten(selected);
    const taken = new Set<string>();
    nodes = [
      ...insertControls(pool, merge.insertControls, taken),
      ...customGroups(merge.groups, pool, taken, params),
    ];
  }

  setParameters(profile, params);
  for (const alteration of profile.alters) {
    const control = findControl(nodes, alteration.controlId);
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
