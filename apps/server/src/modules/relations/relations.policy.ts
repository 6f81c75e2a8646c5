import { type ItemCategory, registers, type Said, type StoredRelationType, say } from '@praxis/contract';

export type Connection =
  | { allowed: true; relationType: StoredRelationType; parentIs: 'first' | 'second' }
  | { allowed: false; reason: Said };

/**
 * Whether the items of two registers may be linked, and which of them is the parent: the first register's
 * entry in the register table declares a stored link with the second, or nothing links them.
 */
export function connectionOf(first: ItemCategory, second: ItemCategory): Connection {
  for (const relation of registers[first].relations) {
    if (relation.with === second && (relation.via === 'children' || relation.via === 'parents')) {
      return {
        allowed: true,
        relationType: relation.type,
        parentIs: relation.via === 'children' ? 'first' : 'second',
      };
    }
  }
  if ([first, second].some((c) => c === 'Controls' || c === 'Executions')) {
    return {
      allowed: false,
      reason: say('controlThroughExecution', { request: 'POST /v1/Controls/{id}/Executions' }),
    };
  }
  return { allowed: false, reason: say('notConnectable', { first, second }) };
}
