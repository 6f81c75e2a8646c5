import { specificationRoutes } from '@praxis/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationQueryKeys';

/** The company's specifications with their semaphore counts, as every list of them loads them. */
export const specificationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: specificationQueryKeys.list,
    queryFn: ({ signal }) => api.call(specificationRoutes.list, {}, signal),
  });

/** The company's specifications with their semaphore counts. */
export function useSpecifications() {
  return useQuery(specificationsQuery(useApi()));
}
