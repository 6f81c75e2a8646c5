import { type ItemCategory, registers, type StoredRelationType } from '@praxis/contract';

/** Spec §4, word for word: what a refused connection answers. */
export const CONNECTION_RULE =
  'An asset connects to control executions, risk scenarios, parent products and child assets; a product to child assets; a control to executions on assets; a threat to affected assets';

/** Issue 16's links, which spec §4's sentence does not name: a second sentence rather than a changed one. */
export const RISK_CONNECTION_RULE =
  'A risk scenario connects to its origins, causes and risks, and to the controls and treatments that reduce it';

const RULES = `${CONNECTION_RULE}. ${RISK_CONNECTION_RULE}`;

export type Connection =
  | { allowed: true; relationType: StoredRelationType; parentIs: 'first' | 'second' }
  | { allowed: false; reason: string };

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
      reason: `A control connects to an asset through an execution (POST /v1/Controls/{id}/Executions). ${RULES}`,
    };
  }
  return { allowed: false, reason: `${first} cannot be connected to ${second}. ${RULES}` };
}
