import { queryKeyOf, workRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';

/** Under the items key, so a date, an assignment or an assessment changed refreshes it. */
export function useDashboard() {
  const api = useApi();
  return useQuery({
    queryKey: [...itemsQueryKey, ...queryKeyOf(workRoutes.dashboard)],
    queryFn: ({ signal }) => api.call(workRoutes.dashboard, {}, signal),
  });
}
