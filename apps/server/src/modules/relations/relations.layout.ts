import {
  type ItemCategory,
  itemCategories,
  type RegisterRelation,
  type RelationGroupKey,
  type RelationType,
  registers,
  type StoredRelationType,
} from '@praxis/contract';

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

const sourceOf = (relation: RegisterRelation<ItemCategory>): GroupSource =>
  relation.via === 'parents' || relation.via === 'children'
    ? { kind: 'stored', relationType: relation.type, related: relation.via }
    : { kind: relation.via };

/** The connection sections of the details dialog per register, in the order shown: the register table's. */
export const relationGroups = Object.fromEntries(
  itemCategories.map((register) => [
    register,
    registers[register].relations.map(
      (relation): GroupSpec => ({
        key: relation.section,
        create: relation.with,
        relationType: relation.type,
        source: sourceOf(relation),
      }),
    ),
  ]),
) as Record<ItemCategory, GroupSpec[]>;
