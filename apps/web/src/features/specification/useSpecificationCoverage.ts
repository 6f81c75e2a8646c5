import { specificationCoverageSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { type EntityRef, specificationPath, specificationQueryKeys } from './specificationPaths';

/** GET …/specifications/{id}/coverage: per specification mapped into or out of this one, its coverage. */
export function useSpecificationCoverage(specification: EntityRef) {
  const api = useApi();
  return useQuery({
    queryKey: [...specificationQueryKeys.specification(specification.id), 'coverage'],
    queryFn: ({ signal }) =>
      api.get(specificationPath(api, specification, '/coverage'), specificationCoverageSchema, signal),
  });
}
