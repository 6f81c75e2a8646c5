import type { DocumentationOwnerCategory, ItemCategory } from '@praxis/contract';
import { itemsQueryKey } from '../../lib/itemsQueryKey';

/** The items' cached answers, each under the items key, by register. */
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
  subCategories: (category: ItemCategory, parent: string) => [
    ...itemsQueryKey,
    category,
    'sub-categories',
    parent,
  ],
  subClasses: (assetClass: number) => [...itemsQueryKey, 'Assets', 'sub-classes', assetClass],
} as const;
