import type { ItemCategory, RelationGroupKey, RelationType, StoredRelationType } from '@praxis/contract';

/** Where the related items of a connection section come from. */
export type GroupSource =
  | { kind: 'stored'; relationType: StoredRelationType; related: 'parents' | 'children' }
  | { kind: 'executions' }
  | { kind: 'executionAsset' }
  | { kind: 'executionControl' };

export interface GroupSpec {
  key: RelationGroupKey;
  create: ItemCategory;
  relationType: RelationType;
  source: GroupSource;
}

/** The connection sections of the details dialog per register, in the order shown (spec §2, §4). */
export const relationGroups: Record<ItemCategory, GroupSpec[]> = {
  Assets: [
    {
      key: 'controlExecutions',
      create: 'Controls',
      relationType: 'Execution',
      source: { kind: 'executions' },
    },
    {
      key: 'riskScenarios',
      create: 'Threats',
      relationType: 'AssetThreat',
      source: { kind: 'stored', relationType: 'AssetThreat', related: 'children' },
    },
    {
      key: 'parentProducts',
      create: 'Products',
      relationType: 'ProductAsset',
      source: { kind: 'stored', relationType: 'ProductAsset', related: 'parents' },
    },
    {
      key: 'childAssets',
      create: 'Assets',
      relationType: 'AssetAsset',
      source: { kind: 'stored', relationType: 'AssetAsset', related: 'children' },
    },
  ],
  Products: [
    {
      key: 'childAssets',
      create: 'Assets',
      relationType: 'ProductAsset',
      source: { kind: 'stored', relationType: 'ProductAsset', related: 'children' },
    },
  ],
  Controls: [
    {
      key: 'executionsOnAssets',
      create: 'Assets',
      relationType: 'Execution',
      source: { kind: 'executions' },
    },
  ],
  Threats: [
    {
      key: 'affectedAssets',
      create: 'Assets',
      relationType: 'AssetThreat',
      source: { kind: 'stored', relationType: 'AssetThreat', related: 'parents' },
    },
  ],
  Executions: [
    { key: 'asset', create: 'Assets', relationType: 'Asset', source: { kind: 'executionAsset' } },
    { key: 'control', create: 'Controls', relationType: 'Execution', source: { kind: 'executionControl' } },
  ],
  Treatments: [],
  Causes: [],
  Origins: [],
  Risks: [],
};
