import type { SpecificationElement } from '@praxis/contract';

export interface IndexNode {
  element: SpecificationElement;
  children: IndexNode[];
}

/** A row of the index as the keyboard walks it: only rows whose ancestors are all expanded. */
export interface VisibleRow {
  node: IndexNode;
  level: number;
  parentId: string | null;
}

/** The flat element list as a tree, siblings by `order`; an element whose parent is missing is a root. */
export function buildIndexTree(elements: readonly SpecificationElement[]): IndexNode[] {
  const nodes = new Map(elements.map((element) => [element.id, { element, children: [] as IndexNode[] }]));
  const roots: IndexNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.element.parentId === null ? undefined : nodes.get(node.element.parentId);
    (parent?.children ?? roots).push(node);
  }
  const sort = (list: IndexNode[]) => {
    list.sort((a, b) => a.element.order - b.element.order);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

export function visibleRows(roots: readonly IndexNode[], expanded: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (list: readonly IndexNode[], level: number, parentId: string | null) => {
    for (const node of list) {
      rows.push({ node, level, parentId });
      if (expanded.has(node.element.id)) walk(node.children, level + 1, node.element.id);
    }
  };
  walk(roots, 1, null);
  return rows;
}

/** The ids of the element's ancestors, so the index can open the way to a selected requirement. */
export function ancestorsOf(elements: readonly SpecificationElement[], id: string): string[] {
  const byId = new Map(elements.map((element) => [element.id, element]));
  const ancestors: string[] = [];
  let parentId = byId.get(id)?.parentId ?? null;
  while (parentId !== null && !ancestors.includes(parentId)) {
    ancestors.push(parentId);
    parentId = byId.get(parentId)?.parentId ?? null;
  }
  return ancestors;
}

/** Every element with children: what 'expand all' opens. */
export const parentIdsOf = (elements: readonly SpecificationElement[]) =>
  new Set(elements.flatMap((element) => (element.parentId === null ? [] : [element.parentId])));

/**
 * The WAI-ARIA tree pattern's keys: where focus goes, and which node opens or closes. Answers null for a
 * key the tree does not handle, so the browser keeps it (Tab, typing).
 */
export function treeKeyResult(
  key: string,
  rows: readonly VisibleRow[],
  focusedId: string,
  expanded: ReadonlySet<string>,
): { focus?: string; expand?: string; collapse?: string; activate?: string } | null {
  const index = rows.findIndex((row) => row.node.element.id === focusedId);
  const row = rows[index];
  if (row === undefined) return null;
  const hasChildren = row.node.children.length > 0;
  const isOpen = expanded.has(focusedId);
  switch (key) {
    case 'ArrowDown':
      return { focus: rows[Math.min(index + 1, rows.length - 1)]?.node.element.id };
    case 'ArrowUp':
      return { focus: rows[Math.max(index - 1, 0)]?.node.element.id };
    case 'Home':
      return { focus: rows[0]?.node.element.id };
    case 'End':
      return { focus: rows[rows.length - 1]?.node.element.id };
    case 'ArrowRight':
      if (!hasChildren) return {};
      return isOpen ? { focus: row.node.children[0]?.element.id } : { expand: focusedId };
    case 'ArrowLeft':
      if (hasChildren && isOpen) return { collapse: focusedId };
      return row.parentId === null ? {} : { focus: row.parentId };
    case 'Enter':
    case ' ':
      return { activate: focusedId };
    default:
      return null;
  }
}

/** The requirements that carry the label, with the topics and sub-topics above them; the rest is left out. */
export function withLabel(
  elements: readonly SpecificationElement[],
  labelId: string,
): SpecificationElement[] {
  const kept = new Set<string>();
  for (const element of elements) {
    if (element.kind === 'requirement' && element.labels.some((label) => label.id === labelId)) {
      kept.add(element.id);
      for (const ancestor of ancestorsOf(elements, element.id)) kept.add(ancestor);
    }
  }
  return elements.filter((element) => kept.has(element.id));
}
