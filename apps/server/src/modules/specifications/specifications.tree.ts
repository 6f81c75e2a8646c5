import type { ElementRow } from './specifications.repository.js';

/**
 * The elements in tree order: each parent before its children, siblings by `order` (the rows arrive sorted
 * by it), topics in their own order. Elements whose parent is missing cannot occur (the parent reference
 * cascades), so every row is reached from a topic.
 */
export function inTreeOrder<T extends Pick<ElementRow, 'id' | 'parentId'>>(rows: T[]): T[] {
  const children = new Map<string | null, T[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId);
    if (siblings) siblings.push(row);
    else children.set(row.parentId, [row]);
  }
  const ordered: T[] = [];
  const visit = (parentId: string | null) => {
    for (const child of children.get(parentId) ?? []) {
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(null);
  return ordered;
}

/** Each element's ancestors, nearest first. */
export function ancestorsOf<T extends Pick<ElementRow, 'id' | 'parentId'>>(rows: T[]) {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  return (id: string): string[] => {
    const chain: string[] = [];
    for (let p = parentOf.get(id) ?? null; p !== null; p = parentOf.get(p) ?? null) chain.push(p);
    return chain;
  };
}
