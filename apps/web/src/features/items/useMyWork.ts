import { queryKeyOf, type WorkQuery, workRoutes } from '@praxis/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';

/** Every filter's answer of My work, which a change of a treatment reloads too. */
export const myWorkQueryKey = [...itemsQueryKey, ...queryKeyOf(workRoutes.mine)] as const;

/**
 * My work with the chosen filters. Under the items key: a date or an assignment changed anywhere (the item
 * dialogs, a requirement) refreshes it; the previous answer stays while a new filter loads.
 */
export function useMyWork(query: WorkQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...myWorkQueryKey, query],
    queryFn: ({ signal }) => api.call(workRoutes.mine, { query }, signal),
    placeholderData: keepPreviousData,
  });
}
