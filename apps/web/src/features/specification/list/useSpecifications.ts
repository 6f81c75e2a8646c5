import { specificationRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationQueryKeys';

/** The company's specifications with their semaphore counts. */
export function useSpecifications() {
  const api = useApi();
  return useQuery({
    queryKey: specificationQueryKeys.list,
    queryFn: ({ signal }) => api.call(specificationRoutes.list, {}, signal),
  });
}
