import { type RequirementView, requirementViewSchema } from '@praxis/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { type EntityRef, requirementPath, specificationQueryKeys } from './specificationPaths';

/** How a panel reads what it shows, given the query's abort signal. */
type PartLoader<T> = (signal: AbortSignal) => Promise<T>;

/**
 * How a panel of the requirement view reads its part. In API version 2 all parts come from one call,
 * GET /v2/requirements/{id}/view: the panels' queries start together (on opening, and when a change
 * invalidates the specifications' key), so they share its one request; each panel keeps its own query key,
 * so what a mutation writes there stays as it is. `pick` takes the part from the view. Version 1 has no such
 * call (spec §7): `own` reads the part.
 */
export function useRequirementPart<T>(
  requirement: EntityRef,
  pick: (view: RequirementView) => T,
  own: PartLoader<T>,
): PartLoader<T>;
/** Without `own`: undefined in version 1, where a shared panel (checkpoints, evidence …) reads its part itself. */
export function useRequirementPart<T>(
  requirement: EntityRef,
  pick: (view: RequirementView) => T,
  own: undefined,
): PartLoader<T> | undefined;
export function useRequirementPart<T>(
  requirement: EntityRef,
  pick: (view: RequirementView) => T,
  own: PartLoader<T> | undefined,
): PartLoader<T> | undefined {
  const api = useApi();
  const queryClient = useQueryClient();
  if (api.apiVersion !== 2) return own;
  return async () => {
    const view = await queryClient.fetchQuery({
      queryKey: specificationQueryKeys.requirement(requirement.id, 'view'),
      queryFn: ({ signal }) =>
        api.get(requirementPath(api, requirement, '/view'), requirementViewSchema, signal),
      // A part read again alone (a dialog's invalidation) must not be answered from an older view.
      staleTime: 0,
    });
    return pick(view);
  };
}
