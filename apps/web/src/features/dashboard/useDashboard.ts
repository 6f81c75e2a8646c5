import { dashboardSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { itemsQueryKey } from '../items/itemPaths';

/** GET /v2/dashboard; under the items key, so a date, an assignment or an assessment changed refreshes it. */
export function useDashboard() {
  const api = useApi();
  return useQuery({
    queryKey: [...itemsQueryKey, 'dashboard'],
    queryFn: ({ signal }) => api.get('/v2/dashboard', dashboardSchema, signal),
  });
}
