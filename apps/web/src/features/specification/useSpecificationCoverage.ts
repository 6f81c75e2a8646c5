import { type Entity, specificationRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { specificationQueryKeys } from './specificationQueryKeys';

/** Per specification mapped into or out of this one, its coverage. */
export function useSpecificationCoverage(specification: Entity) {
  const api = useApi();
  return useQuery({
    queryKey: [...specificationQueryKeys.specification(specification.id), 'coverage'],
    queryFn: ({ signal }) =>
      api.call(specificationRoutes.coverage, { params: { id: specification } }, signal),
  });
}
