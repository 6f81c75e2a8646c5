import type { SpecificationElement } from '@praxis/contract';

export interface ReportNode {
  element: SpecificationElement;
  children: ReportNode[];
}

/**
 * The flat element list (tree order: parents before children, siblings by `order`) as a tree of topics.
 * An element whose parent is missing from the list is kept at the top rather than dropped from the report.
 */
export function reportTree(elements: readonly SpecificationElement[]): ReportNode[] {
  const nodes = new Map(elements.map((element) => [element.id, { element, children: [] as ReportNode[] }]));
  const roots: ReportNode[] = [];
  for (const node of nodes.values()) {
    const { parentId } = node.element;
    const parent = parentId === null ? undefined : nodes.get(parentId);
    (parent?.children ?? roots).push(node);
  }
  const byOrder = (a: ReportNode, b: ReportNode) => a.element.order - b.element.order;
  for (const node of nodes.values()) node.children.sort(byOrder);
  return roots.sort(byOrder);
}
