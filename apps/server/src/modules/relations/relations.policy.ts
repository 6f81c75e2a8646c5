import type { ItemCategory, StoredRelationType } from '@praxis/contract';

/** Spec §4, word for word: what a refused connection answers. */
export const CONNECTION_RULE =
  'An asset connects to control executions, risk scenarios, parent products and child assets; a product to child assets; a control to executions on assets; a threat to affected assets';

export type Connection =
  | { allowed: true; relationType: StoredRelationType; parentIs: 'first' | 'second' }
  | { allowed: false; reason: string };

/** Whether the items of two registers may be linked (spec §4), and which of them is the parent. */
export function connectionOf(first: ItemCategory, second: ItemCategory): Connection {
  const pair = `${first}/${second}`;
  switch (pair) {
    case 'Assets/Assets':
      return { allowed: true, relationType: 'AssetAsset', parentIs: 'first' };
    case 'Products/Assets':
    case 'Assets/Threats':
      return {
        allowed: true,
        relationType: first === 'Products' ? 'ProductAsset' : 'AssetThreat',
        parentIs: 'first',
      };
    case 'Assets/Products':
    case 'Threats/Assets':
      return {
        allowed: true,
        relationType: second === 'Products' ? 'ProductAsset' : 'AssetThreat',
        parentIs: 'second',
      };
  }
  if ([first, second].some((c) => c === 'Controls' || c === 'Executions')) {
    return {
      allowed: false,
      reason: `A control connects to an asset through an execution (POST /v1/Controls/{id}/Executions). ${CONNECTION_RULE}`,
    };
  }
  return { allowed: false, reason: `${first} cannot be connected to ${second}. ${CONNECTION_RULE}` };
}
