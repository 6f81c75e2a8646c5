/** The kinds of link between items, stored or derived; the register table names its sections by them. */

/**
 * Stored links: ProductAsset (product → asset), AssetAsset (parent → child asset), AssetThreat (asset → risk
 * scenario). Derived from executions: Execution (control or asset → execution) and Asset (the asset an
 * execution runs on, seen from the execution). A risk scenario links to its origins and causes, to the risks
 * it adds up to, and to the controls and treatments that reduce it; in each the other item is the parent.
 */
export const threatRelationTypes = [
  'ThreatOrigin',
  'ThreatCause',
  'ThreatRisk',
  'ThreatControl',
  'ThreatTreatment',
] as const;
export const relationTypes = [
  'Execution',
  'AssetThreat',
  'ProductAsset',
  'Asset',
  'AssetAsset',
  ...threatRelationTypes,
] as const;
export type RelationType = (typeof relationTypes)[number];
export const storedRelationTypes = [
  'AssetThreat',
  'ProductAsset',
  'AssetAsset',
  ...threatRelationTypes,
] as const;
export type StoredRelationType = (typeof storedRelationTypes)[number];
