import { type Specification, specificationCoverageSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { specificationQueryKeys } from './specificationPaths';

/** GET /v2/specifications/{id}/coverage: per specification mapped into or out of this one, its coverage. */
export function useSpecificationCoverage(specification: Pick<Specification, 'id'>) {
  const api = useApi();
  return useQuery({
    queryKey: [...specificationQueryKeys.specification(specification.id), 'coverage'],
    queryFn: ({ signal }) =>
      api.get(`/v2/specifications/${specification.id}/coverage`, specificationCoverageSchema, signal),
  });
}
