import type { OscalNode } from './oscal.model.js';
import type { ControlSelection, ControlSelector, InsertControls } from './profile.model.js';

/*
 * Which controls a selection takes, as the profile resolution specification has it for nested controls: an
 * import's include/exclude, and a custom merge's insert-controls, which picks among what the imports took.
 * `with-child-controls: yes` reaches every descendant, `no` (the default) the named control alone; exclusion
 * wins over inclusion. Both walks go down the tree once, so a selection costs one pass over the catalog.
 */

interface Match {
  /** A selector names the control itself. */
  self: boolean;
  /** A selector names it with its child controls, so every descendant is named too. */
  descendants: boolean;
}

/** What the selectors above a control passed down: taken, or left out, with every descendant. */
interface Inherited {
  included: boolean;
  excluded: boolean;
}

const NONE: Inherited = { included: false, excluded: false };

const globToRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

function matcher(selectors: ControlSelector[]): (id: string | undefined) => Match {
  const ids = new Map<string, boolean>();
  const patterns: { regexp: RegExp; descendants: boolean }[] = [];
  for (const selector of selectors) {
    for (const id of selector.withIds) ids.set(id, ids.get(id) === true || selector.withChildControls);
    for (const pattern of selector.matching) {
      patterns.push({ regexp: globToRegExp(pattern), descendants: selector.withChildControls });
    }
  }
  return (id) => {
    const match = { self: false, descendants: false };
    if (id === undefined) return match;
    match.self = ids.has(id);
    match.descendants = ids.get(id) === true;
    for (const pattern of patterns) {
      if (pattern.regexp.test(id)) {
        match.self = true;
        match.descendants ||= pattern.descendants;
      }
    }
    return match;
  };
}

/** Reads a selection's include and exclude for one control, and what it passes down to its children. */
function judge(selection: ControlSelection) {
  const include = matcher(selection.include);
  const exclude = matcher(selection.exclude);
  return (node: OscalNode, inherited: Inherited) => {
    const inc = include(node.id);
    const exc = exclude(node.id);
    return {
      named: selection.includeAll || inherited.included || inc.self,
      excluded: inherited.excluded || exc.self,
      below: {
        included: inherited.included || inc.descendants,
        excluded: inherited.excluded || exc.descendants,
      },
    };
  };
}

/**
 * The import phase: the catalog's tree holding only the controls the selection takes, nested as they were,
 * inside the groups that hold them. A control taken brings its ancestors (the specification's default, which
 * NIST's PRIVACY baseline relies on for ac-3 and five more); an excluded control stays out all the same, and
 * its taken descendants move up into its place.
 */
export function selectTree(nodes: OscalNode[], selection: ControlSelection): OscalNode[] {
  const verdict = judge(selection);
  const pick = (list: OscalNode[], inherited: Inherited): OscalNode[] =>
    list.flatMap((node) => {
      if (node.type === 'group') {
        const children = pick(node.children, inherited);
        return children.length > 0 ? [{ ...node, children }] : [];
      }
      const { named, excluded, below } = verdict(node, inherited);
      const children = pick(node.children, below);
      return (named || children.length > 0) && !excluded ? [{ ...node, children }] : children;
    });
  return pick(nodes, NONE);
}

const byId = (a: OscalNode, b: OscalNode) => (a.id ?? '').localeCompare(b.id ?? '', 'en', { numeric: true });

/**
 * One insert-controls of a custom merge: the controls it selects among those the imports took, each with the
 * controls nested in it, in document order or sorted by id. A control goes to the first place that selects
 * it or its ancestor (`placed` remembers), so a parent and its child named together arrive as one, nested;
 * an excluded control stays behind, its descendants moving up into its place.
 */
export function insertControls(
  tree: OscalNode[],
  insert: InsertControls,
  placed: Set<OscalNode>,
): OscalNode[] {
  const verdict = judge(insert);
  const carry = (list: OscalNode[], inherited: Inherited): OscalNode[] =>
    list.flatMap((node) => {
      if (placed.has(node)) return [];
      const { excluded, below } = verdict(node, inherited);
      if (excluded) return carry(node.children, below);
      placed.add(node);
      return [{ ...node, children: carry(node.children, below) }];
    });
  const chosen: OscalNode[] = [];
  const walk = (list: OscalNode[], inherited: Inherited) => {
    for (const node of list) {
      if (node.type === 'group') {
        walk(node.children, inherited);
        continue;
      }
      const { named, excluded, below } = verdict(node, inherited);
      if (named && !excluded && !placed.has(node)) {
        placed.add(node);
        chosen.push({ ...node, children: carry(node.children, below) });
      } else {
        walk(node.children, below);
      }
    }
  };
  walk(tree, NONE);
  if (insert.order === 'keep') return chosen;
  const sorted = chosen.sort(byId);
  return insert.order === 'ascending' ? sorted : sorted.reverse();
}
