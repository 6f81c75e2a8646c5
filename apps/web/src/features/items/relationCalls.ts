import {
  type Item,
  type ItemCategory,
  itemSchema,
  type RelatedItem,
  type RelationGroup,
  type RelationToastKey,
  relationOf,
  threatRelationTypes,
} from '@praxis/contract';
import type { ApiClient } from '../../lib/api';

/** The item whose details dialog shows the connection section. */
export interface Owner {
  category: ItemCategory;
  item: Item;
}

/** A control reaches an asset through an execution; the other sections are stored links. */
const isExecutions = (group: RelationGroup) => group.relationType === 'Execution';

/** The register a link's path goes through: a risk scenario for issue 16's links, an asset for the others. */
const hubOf = (group: RelationGroup): 'Assets' | 'Threats' =>
  (threatRelationTypes as readonly string[]).includes(group.relationType) ? 'Threats' : 'Assets';

/**
 * Spec §7 Relations: `/v1/Assets/{id}/{category}/{otherId}` from an asset, `/v1/{category}/{id}/Assets/{assetId}`
 * towards one, with the ids repeated in the body under the names spec §7 gives them; issue 16's links of a
 * risk scenario the same way through `/v1/Threats/{id}`, with `threatId` and `itemId`.
 */
function link(owner: Owner, group: RelationGroup, other: Item) {
  const hub = hubOf(group);
  const fromHub = owner.category === hub;
  const [hubItem, second] = fromHub ? [owner.item, other] : [other, owner.item];
  const path = fromHub
    ? `/v1/${hub}/${owner.item.legacyId}/${other.itemCategory}/${other.legacyId}`
    : `/v1/${owner.category}/${owner.item.legacyId}/${hub}/${other.legacyId}`;
  if (hub === 'Threats') return { path, body: { threatId: hubItem.legacyId, itemId: second.legacyId } };
  const secondCategory = second.itemCategory;
  const secondId =
    secondCategory === 'Products'
      ? 'productId'
      : fromHub && secondCategory === 'Threats'
        ? 'threatId'
        : 'itemId';
  return { path, body: { assetId: hubItem.legacyId, [secondId]: second.legacyId } };
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
  const { path, body } = link(owner, group, other);
  await api.post(path, body);
}

export async function disconnect(api: ApiClient, owner: Owner, group: RelationGroup, related: RelatedItem) {
  if (isExecutions(group)) {
    await api.delete(`/v1/Executions/${related.item.legacyId}`);
    return;
  }
  await api.delete(link(owner, group, related.item).path);
}

/** The toasts of a section, keys under `items.relationToasts`, as the register table names them. */
export function relationToastsOf(owner: Owner, group: RelationGroup): RelationToastKey {
  const relation = relationOf(owner.category, group.relationType, group.create);
  if (!relation) {
    throw new Error(`The register table declares no ${group.relationType} section of ${owner.category}`);
  }
  return relation.toasts;
}
