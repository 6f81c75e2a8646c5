import { labelRoutes, queryKeyOf } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';

export const labelsQueryKey = queryKeyOf(labelRoutes.list);

/** The company's labels by name, for everyone who reads its data. */
export function useLabels() {
  const api = useApi();
  return useQuery({
    queryKey: labelsQueryKey,
    queryFn: ({ signal }) => api.call(labelRoutes.list, {}, signal),
  });
}
