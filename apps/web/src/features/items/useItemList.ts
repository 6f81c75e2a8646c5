import { type Item, type ItemCategory, itemPageSchema, LIST_PAGE_SIZE } from '@praxis/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../lib/useApi';
import { itemQueryKeys } from './itemPaths';

/** Spec §9: control lists are fetched with limit 100; the other registers page by DESIGN §5's 50. */
export function pageSizeQuery(category: ItemCategory): string {
  return category === 'Controls' ? 'limit=100' : `pageSize=${LIST_PAGE_SIZE}`;
}

export function itemListPath(category: ItemCategory, filter: string | null, page: number): string {
  const query = [`page=${page}`, pageSizeQuery(category)];
  if (filter !== null) query.push(`filter=${encodeURIComponent(filter)}`);
  return `/v1/${category}?${query.join('&')}`;
}

/**
 * GET /v1/{category} page by page (spec §4): a new category or filter starts again at page 1, the next page
 * is asked for only while the last answer said `hasMore`.
 */
export function useItemList(category: ItemCategory, filter: string | null, enabled = true) {
  const api = useApi();
  const query = useInfiniteQuery({
    queryKey: itemQueryKeys.list(category, filter),
    queryFn: ({ pageParam, signal }) =>
      api.get(itemListPath(category, filter, pageParam), itemPageSchema, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    // Spec §8: a failed list load is an empty list, not an error screen, and is not asked again and again.
    retry: false,
    enabled,
    // Spec §4 (ST-05): a drawer that opens, or a search asked again, shows the list as it is now, not as
    // the app's freshness window last saw it; the answer replaces the cached pages.
    staleTime: 0,
    // While a new search loads, the list keeps showing the last answer instead of flashing a loader, so
    // an entry is never pulled away from under the pointer.
    placeholderData: keepPreviousData,
  });
  // Spec §4: a failed load or filter leaves the list empty.
  const failed = query.isError;
  const loaded = query.data?.pages;
  // Flattened once per answer: the drawer renders a window of the list, not every row, so it needs indexes.
  const items = useMemo<Item[]>(
    () => (failed || loaded === undefined ? [] : loaded.flatMap((page) => page.data)),
    [failed, loaded],
  );
  return { query, items, empty: items.length === 0 };
}
