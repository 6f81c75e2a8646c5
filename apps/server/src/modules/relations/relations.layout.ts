import type { ItemCategory, RelationGroupKey, RelationType, StoredRelationType } from '@praxis/contract';
import { scenarioRelationTypes } from './relations.policy.js';

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

type ScenarioPartner = keyof typeof scenarioRelationTypes;

/** Issue 16: a risk scenario's sections of the items linked to it, each the parent of its link, in order. */
const scenarioSections: { key: RelationGroupKey; register: ScenarioPartner }[] = [
  { key: 'origins', register: 'Origins' },
  { key: 'causes', register: 'Causes' },
  { key: 'risks', register: 'Risks' },
  { key: 'reducingControls', register: 'Controls' },
  { key: 'reducingTreatments', register: 'Treatments' },
];

/** The other side of those links: the scenarios an origin, a cause, a risk, a control or a treatment is part of. */
const riskScenariosOf = (register: ScenarioPartner): GroupSpec => {
  const relationType = scenarioRelationTypes[register];
  return {
    key: 'riskScenarios',
    create: 'Threats',
    relationType,
    source: { kind: 'stored', relationType, related: 'children' },
  };
};

/** The connection sections of the details dialog per register, in the order shown (spec §2, §4, issue 16). */
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
    riskScenariosOf('Controls'),
  ],
  Threats: [
    {
      key: 'affectedAssets',
      create: 'Assets',
      relationType: 'AssetThreat',
      source: { kind: 'stored', relationType: 'AssetThreat', related: 'parents' },
    },
    ...scenarioSections.map(({ key, register }): GroupSpec => {
      const relationType = scenarioRelationTypes[register];
      return {
        key,
        create: register,
        relationType,
        source: { kind: 'stored', relationType, related: 'parents' },
      };
    }),
  ],
  Executions: [
    { key: 'asset', create: 'Assets', relationType: 'Asset', source: { kind: 'executionAsset' } },
    { key: 'control', create: 'Controls', relationType: 'Execution', source: { kind: 'executionControl' } },
  ],
  Treatments: [riskScenariosOf('Treatments')],
  Causes: [riskScenariosOf('Causes')],
  Origins: [riskScenariosOf('Origins')],
  Risks: [riskScenariosOf('Risks')],
};
