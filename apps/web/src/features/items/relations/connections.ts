import {
  type Entity,
  type Item,
  type ItemCategory,
  itemRoutes,
  ownedBy,
  type RelatedItem,
  type RelationGroup,
  type RelationToastKey,
  relationOf,
  relationRoute,
  relationRoutes,
  threatRelationTypes,
} from '@praxis/contract';
import type { ApiClient } from '../../../lib/api';

/** The item whose details dialog shows the connection section. */
export interface Owner {
  category: ItemCategory;
  item: Item;
}

/** A control reaches an asset through an execution; the other sections are stored links. */
const isExecutions = (group: RelationGroup) => group.relationType === 'Execution';

/** The register a link's path goes through: a risk scenario for its own links, an asset for the others. */
const hubOf = (group: RelationGroup): 'Assets' | 'Threats' =>
  (threatRelationTypes as readonly string[]).includes(group.relationType) ? 'Threats' : 'Assets';

/**
 * A link is called from the owner's end: from a hub towards the other register, or towards the hub. The body
 * repeats both legacy ids under the names the API gives them: `assetId` and the other's, or a risk scenario's
 * `threatId` and `itemId`.
 */
function link(owner: Owner, group: RelationGroup, other: Item) {
  const hub = hubOf(group);
  const fromHub = owner.category === hub;
  const [hubItem, second] = fromHub ? [owner.item, other] : [other, owner.item];
  const pair = (route: (typeof relationRoutes)[keyof typeof relationRoutes]) =>
    relationRoute(route, owner.category, fromHub ? other.itemCategory : hub);
  const params = { id: owner.item, otherId: other };
  if (hub === 'Threats') {
    return { pair, params, body: { threatId: hubItem.legacyId, itemId: second.legacyId } };
  }
  const secondCategory = second.itemCategory;
  const secondId =
    secondCategory === 'Products'
      ? 'productId'
      : fromHub && secondCategory === 'Threats'
        ? 'threatId'
        : 'itemId';
  return { pair, params, body: { assetId: hubItem.legacyId, [secondId]: second.legacyId } };
}

/** A new execution of a control on an asset; the API takes the asset as a string. */
export const executeControl = (api: ApiClient, control: Entity, asset: Entity) =>
  api.call(itemRoutes.createExecution, {
    params: { id: control },
    body: { controlId: control.legacyId, itemId: String(asset.legacyId), itemType: 'Asset' },
  });

export async function connect(api: ApiClient, owner: Owner, group: RelationGroup, other: Item) {
  if (isExecutions(group)) {
    const [control, asset] = owner.category === 'Controls' ? [owner.item, other] : [other, owner.item];
    await executeControl(api, control, asset);
    return;
  }
  const { pair, params, body } = link(owner, group, other);
  await api.send(pair(relationRoutes.connect), { params, body });
}

export async function disconnect(api: ApiClient, owner: Owner, group: RelationGroup, related: RelatedItem) {
  if (isExecutions(group)) {
    await api.send(ownedBy(itemRoutes.remove, 'Executions'), { params: { id: related.item } });
    return;
  }
  const { pair, params } = link(owner, group, related.item);
  await api.send(pair(relationRoutes.disconnect), { params });
}

/** The toasts of a section, keys under `items.relationToasts`, as the register table names them. */
export function relationToastsOf(owner: Owner, group: RelationGroup): RelationToastKey {
  const relation = relationOf(owner.category, group.relationType, group.create);
  if (!relation) {
    throw new Error(`The register table declares no ${group.relationType} section of ${owner.category}`);
  }
  return relation.toasts;
}
