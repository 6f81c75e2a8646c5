import { type Entity, workRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/useApi';
import { useRequirementPart } from '../requirement/useRequirementPart';
import { specificationQueryKeys } from '../specificationQueryKeys';

/**
 * The requirements mapped to and from one requirement, and its projection: a part of the requirement view's
 * one answer in API version 2, its own call otherwise (the view's panels share the query).
 */
export function useMapped(requirement: Entity) {
  const api = useApi();
  const load = useRequirementPart(
    requirement,
    (view) => view.mapped,
    (signal) => api.call(workRoutes.mapped, { params: { id: requirement } }, signal),
  );
  return useQuery({
    queryKey: specificationQueryKeys.requirement(requirement.id, 'mapped'),
    queryFn: ({ signal }) => load(signal),
  });
}
