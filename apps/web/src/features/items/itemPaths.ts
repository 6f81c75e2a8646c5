import type { DocumentationOwnerCategory, ItemCategory } from '@praxis/contract';
import { type ApiClient, versionedPath } from '../../lib/api';

/** What every item call needs to name an item on either API version. */
export interface ItemRef {
  id: string;
  legacyId: number;
}

/**
 * Spec §7: reads by id go to the v2 path with `id` when the API version is 2, else to the v1 path with
 * `legacyId`; `suffix` is what follows the item ('/relations', '/assignments').
 */
export function itemPath(
  api: ApiClient,
  category: DocumentationOwnerCategory,
  item: ItemRef,
  suffix = '',
): string {
  return versionedPath(api.apiVersion, item, {
    v2: (id) => `/v2/${category}/${id}${suffix}`,
    v1: (legacyId) => `/v1/${category}/${legacyId}${suffix}`,
  });
}

/** Every cached item answer starts with this key, so a change anywhere refreshes lists, dialogs and panels. */
export const itemsQueryKey = ['items'] as const;

export const itemQueryKeys = {
  list: (category: ItemCategory, filter: string | null) => [...itemsQueryKey, category, 'list', filter],
  item: (category: ItemCategory, id: string) => [...itemsQueryKey, category, 'item', id],
  relations: (category: ItemCategory, id: string) => [...itemsQueryKey, category, 'relations', id],
  assignments: (category: DocumentationOwnerCategory, id: string) => [
    ...itemsQueryKey,
    category,
    'assignments',
    id,
  ],
  checkpoints: (id: string) => [...itemsQueryKey, 'Executions', 'checkpoints', id],
  savedFilters: (category: ItemCategory) => [...itemsQueryKey, category, 'filters'],
  filterParameters: (category: ItemCategory) => [...itemsQueryKey, category, 'filter-parameters'],
  categories: (category: ItemCategory) => [...itemsQueryKey, category, 'categories'],
  subClasses: (assetClass: number) => [...itemsQueryKey, 'Assets', 'sub-classes', assetClass],
} as const;
