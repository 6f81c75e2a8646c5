import { type WorkQuery, workListSchema } from '@praxis/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { itemsQueryKey } from './itemPaths';

/** Every filter's answer of My work, which a change of a treatment reloads too. */
export const myWorkQueryKey = [...itemsQueryKey, 'my-work'] as const;

/**
 * GET /v1/Me/work with the chosen filters. Under the items key: a date or an assignment changed anywhere
 * (the item dialogs, a requirement) refreshes it; the previous answer stays while a new filter loads.
 */
export function useMyWork(query: WorkQuery) {
  const api = useApi();
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
  ).toString();
  return useQuery({
    queryKey: [...myWorkQueryKey, params],
    queryFn: ({ signal }) => api.get(`/v1/Me/work${params ? `?${params}` : ''}`, workListSchema, signal),
    placeholderData: keepPreviousData,
  });
}
