import type { ItemCategory, StoredRelationType } from '@praxis/contract';

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

/** Issue 16: what links a risk scenario to an item of each of these registers; that item is the parent. */
export const scenarioRelationTypes = {
  Origins: 'ThreatOrigin',
  Causes: 'ThreatCause',
  Risks: 'ThreatRisk',
  Controls: 'ThreatControl',
  Treatments: 'ThreatTreatment',
} as const satisfies Partial<Record<ItemCategory, StoredRelationType>>;

const scenarioRelationOf = (register: ItemCategory): StoredRelationType | undefined =>
  (scenarioRelationTypes as Partial<Record<ItemCategory, StoredRelationType>>)[register];

/** Whether the items of two registers may be linked (spec §4, issue 16), and which of them is the parent. */
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
  const scenarioLink =
    first === 'Threats'
      ? scenarioRelationOf(second)
      : second === 'Threats'
        ? scenarioRelationOf(first)
        : undefined;
  if (scenarioLink) {
    return { allowed: true, relationType: scenarioLink, parentIs: first === 'Threats' ? 'second' : 'first' };
  }
  if ([first, second].some((c) => c === 'Controls' || c === 'Executions')) {
    return {
      allowed: false,
      reason: `A control connects to an asset through an execution (POST /v1/Controls/{id}/Executions). ${RULES}`,
    };
  }
  return { allowed: false, reason: `${first} cannot be connected to ${second}. ${RULES}` };
}
