import {
  type Item,
  type ItemCategory,
  itemSchema,
  type RelatedItem,
  type RelationGroup,
} from '@praxis/contract';
import type { ApiClient } from '../../lib/api';

/** The item whose details dialog shows the connection section. */
export interface Owner {
  category: ItemCategory;
  item: Item;
}

/** A control reaches an asset through an execution; the other sections are stored links. */
const isExecutions = (group: RelationGroup) => group.relationType === 'Execution';

/**
 * Spec §7 Relations: `/v1/Assets/{id}/{category}/{otherId}` from an asset, `/v1/{category}/{id}/Assets/{assetId}`
 * towards one, with the ids repeated in the body under the names spec §7 gives them.
 */
function link(owner: Owner, other: Item) {
  const [asset, second] = owner.category === 'Assets' ? [owner.item, other] : [other, owner.item];
  const secondCategory = owner.category === 'Assets' ? other.itemCategory : owner.category;
  const path =
    owner.category === 'Assets'
      ? `/v1/Assets/${owner.item.legacyId}/${other.itemCategory}/${other.legacyId}`
      : `/v1/${owner.category}/${owner.item.legacyId}/Assets/${other.legacyId}`;
  const secondId =
    secondCategory === 'Products'
      ? 'productId'
      : owner.category === 'Assets' && secondCategory === 'Threats'
        ? 'threatId'
        : 'itemId';
  return { path, body: { assetId: asset.legacyId, [secondId]: second.legacyId } };
}

export async function connect(api: ApiClient, owner: Owner, group: RelationGroup, other: Item) {
  if (isExecutions(group)) {
    const [control, asset] = owner.category === 'Controls' ? [owner.item, other] : [other, owner.item];
    // Spec §7: the asset goes as a string.
    await api.post(
      `/v1/Controls/${control.legacyId}/Executions`,
      { controlId: control.legacyId, itemId: String(asset.legacyId), itemType: 'Asset' },
      itemSchema,
    );
    return;
  }
  const { path, body } = link(owner, other);
  await api.post(path, body);
}

export async function disconnect(api: ApiClient, owner: Owner, group: RelationGroup, related: RelatedItem) {
  if (isExecutions(group)) {
    await api.delete(`/v1/Executions/${related.item.legacyId}`);
    return;
  }
  await api.delete(link(owner, related.item).path);
}

/** Spec §8 toasts of a section: keys under `items.relationToasts`. */
export function relationToastsOf(group: RelationGroup) {
  if (isExecutions(group)) return 'execution' as const;
  switch (group.create) {
    case 'Threats':
      return 'threat' as const;
    case 'Products':
      return 'product' as const;
    default:
      return 'asset' as const;
  }
}
