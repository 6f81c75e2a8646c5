import {
  atVersion,
  type Item,
  type ItemCategory,
  itemRoutes,
  LIST_PAGE_SIZE,
  ownedBy,
} from '@praxis/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient } from '../../lib/api';
import { useApi } from '../../lib/useApi';
import { itemQueryKeys } from './itemQueryKeys';

/** Control lists are fetched 100 at a time with `limit`; the other registers page by 50. */
const pageSizeOf = (category: ItemCategory) =>
  category === 'Controls' ? { limit: 100 } : { pageSize: LIST_PAGE_SIZE };

/**
 * One page of a register's list. The lists are read on /v1 whatever the API version, as they always have
 * been; both versions answer the same page.
 */
export const loadItemPage = (
  api: ApiClient,
  category: ItemCategory,
  filter: string | null,
  page: number,
  signal?: AbortSignal,
) =>
  api.call(
    atVersion(ownedBy(itemRoutes.list, category), 1),
    { query: { page, ...pageSizeOf(category), filter: filter ?? undefined } },
    signal,
  );

/**
 * A register's list page by page: a new category or filter starts again at page 1, the next page is asked
 * for only while the last answer said `hasMore`.
 */
export function useItemList(category: ItemCategory, filter: string | null, enabled = true) {
  const api = useApi();
  const query = useInfiniteQuery({
    queryKey: itemQueryKeys.list(category, filter),
    queryFn: ({ pageParam, signal }) => loadItemPage(api, category, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    // A failed list load is an empty list, not an error screen, and is not asked again and again.
    retry: false,
    enabled,
    // A drawer that opens, or a search asked again, shows the list as it is now, not as the app's
    // freshness window last saw it; the answer replaces the cached pages.
    staleTime: 0,
    // While a new search loads, the list keeps showing the last answer instead of flashing a loader, so
    // an entry is never pulled away from under the pointer.
    placeholderData: keepPreviousData,
  });
  // A failed load or filter leaves the list empty.
  const failed = query.isError;
  const loaded = query.data?.pages;
  // Flattened once per answer: the drawer renders a window of the list, not every row, so it needs indexes.
  const items = useMemo<Item[]>(
    () => (failed || loaded === undefined ? [] : loaded.flatMap((page) => page.data)),
    [failed, loaded],
  );
  return { query, items, empty: items.length === 0 };
}
