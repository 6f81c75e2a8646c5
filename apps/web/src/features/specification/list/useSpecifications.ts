import { specificationSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationPaths';

/** The company's specifications with their semaphore counts. */
export function useSpecifications() {
  const api = useApi();
  return useQuery({
    queryKey: specificationQueryKeys.list,
    queryFn: ({ signal }) =>
      api.get(`/${api.apiVersion === 2 ? 'v2' : 'v1'}/specifications`, specificationSchema.array(), signal),
  });
}
