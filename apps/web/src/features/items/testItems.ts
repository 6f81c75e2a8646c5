import { type Item, type ItemCategory, identifierOf, type RelationGroup } from '@praxis/contract';
import { jsonResponse } from '../../test/fakeApi';

/** An item as the API answers it, for component tests. */
export function testItem(category: ItemCategory, number: number, extra: Partial<Item> = {}): Item {
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    legacyId: number,
    itemCategory: category,
    number,
    identifier: identifierOf(category, number),
    name: `${category.slice(0, -1)}-${number}`,
    labels: [],
    ...extra,
  };
}

export const pageOf =
  (items: Item[], hasMore = false) =>
  () =>
    jsonResponse({ data: items, hasMore });

/** The connection sections of an asset's details dialog, all empty. */
export const emptyAssetRelations: RelationGroup[] = [
  { name: 'Control executions', create: 'Controls', relationType: 'Execution', items: [] },
  { name: 'Risk scenarios', create: 'Threats', relationType: 'AssetThreat', items: [] },
  { name: 'Parent products', create: 'Products', relationType: 'ProductAsset', items: [] },
  { name: 'Child assets', create: 'Assets', relationType: 'AssetAsset', items: [] },
];
