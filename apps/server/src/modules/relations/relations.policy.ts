import { type ItemCategory, type Said, type StoredRelationType, say } from '@praxis/contract';

export type Connection =
  | { allowed: true; relationType: StoredRelationType; parentIs: 'first' | 'second' }
  | { allowed: false; reason: Said };

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
      reason: say('controlThroughExecution', { request: 'POST /v1/Controls/{id}/Executions' }),
    };
  }
  return { allowed: false, reason: say('notConnectable', { first, second }) };
}
