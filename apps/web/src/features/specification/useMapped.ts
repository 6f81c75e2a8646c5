import { requirementMappedSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { specificationQueryKeys } from './specificationPaths';

/** The requirements mapped to and from one requirement, and its projection (one query the view shares). */
export function useMapped(requirementId: string) {
  const api = useApi();
  return useQuery({
    queryKey: specificationQueryKeys.requirement(requirementId, 'mapped'),
    queryFn: ({ signal }) =>
      api.get(`/v2/requirements/${requirementId}/mapped`, requirementMappedSchema, signal),
  });
}
