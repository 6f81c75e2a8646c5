import { type Entity, requirementRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { useRequirementPart } from './useRequirementPart';

export const parametersQueryKey = (requirement: Entity) =>
  specificationQueryKeys.requirement(requirement.id, 'parameters');

/** The parameters of a requirement's statement, which the statement and the Parameters section both show. */
export function useParameters(requirement: Entity) {
  const api = useApi();
  const load = useRequirementPart(
    requirement,
    (view) => view.parameters,
    (signal) => api.call(requirementRoutes.parameters, { params: { id: requirement } }, signal),
  );
  return useQuery({ queryKey: parametersQueryKey(requirement), queryFn: ({ signal }) => load(signal) });
}
