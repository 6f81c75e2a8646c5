import { requirementMappedSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/useApi';
import { useRequirementPart } from '../requirement/useRequirementPart';
import { type EntityRef, requirementPath, specificationQueryKeys } from '../specificationPaths';

/**
 * The requirements mapped to and from one requirement, and its projection: a part of the requirement view's
 * one answer in API version 2, its own call otherwise (the view's panels share the query).
 */
export function useMapped(requirement: EntityRef) {
  const api = useApi();
  const load = useRequirementPart(
    requirement,
    (view) => view.mapped,
    (signal) => api.get(requirementPath(api, requirement, '/mapped'), requirementMappedSchema, signal),
  );
  return useQuery({
    queryKey: specificationQueryKeys.requirement(requirement.id, 'mapped'),
    queryFn: ({ signal }) => load(signal),
  });
}
