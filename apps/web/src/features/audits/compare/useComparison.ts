import { auditsRoutes, queryKeyOf } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { auditsQueryKey } from '../../../lib/auditsQueryKey';
import { useApi } from '../../../lib/useApi';

/**
 * The comparison of a snapshot with another or with today ('today'), whole: the page filters it, so the
 * topic summary and the filters' choices stay those of every change.
 */
export function useComparison(auditId: string, snapshotId: string | null, other: string) {
  const api = useApi();
  const params = { id: auditId, snapshotId: snapshotId ?? '' };
  const query = { with: other };
  return useQuery({
    queryKey: [...auditsQueryKey, ...queryKeyOf(auditsRoutes.compare, { params, query })],
    queryFn: ({ signal }) => api.call(auditsRoutes.compare, { params, query }, signal),
    enabled: snapshotId !== null,
    // Today moves on; a comparison with it is as of the moment it was asked.
    refetchOnWindowFocus: false,
  });
}
