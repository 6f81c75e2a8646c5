import { type Entity, type RequirementView, requirementRoutes } from '@praxis/contract';
import type { ApiClient } from '../../../lib/api';
import { useApi } from '../../../lib/useApi';

/** How a panel reads what it shows, given the query's abort signal. */
type PartLoader<T> = (signal: AbortSignal) => Promise<T>;

/**
 * The view requests that panels starting in the current task share, by requirement. A request is joined only
 * within the task that started it: a panel read again after a change (an invalidation starts every panel's
 * read in one task) must never be answered by a request sent before the change.
 */
const starting = new Map<string, Promise<RequirementView>>();

function viewOf(api: ApiClient, requirement: Entity): Promise<RequirementView> {
  let request = starting.get(requirement.id);
  if (request === undefined) {
    request = api.call(requirementRoutes.view, { params: { id: requirement } });
    starting.set(requirement.id, request);
    setTimeout(() => starting.delete(requirement.id));
  }
  return request;
}

/**
 * How a panel of the requirement view reads its part. In API version 2 all parts come from one call, the
 * view: the panels' queries start together (on opening, and when a change invalidates the specifications'
 * key), so they share its one request; each panel keeps its own query key, so what a mutation writes there
 * stays as it is. `pick` takes the part from the view. Version 1 has no such call: `own` reads the part.
 */
export function useRequirementPart<T>(
  requirement: Entity,
  pick: (view: RequirementView) => T,
  own: PartLoader<T>,
): PartLoader<T>;
/** Without `own`: undefined in version 1, where a shared panel (checkpoints, evidence …) reads its part itself. */
export function useRequirementPart<T>(
  requirement: Entity,
  pick: (view: RequirementView) => T,
  own: undefined,
): PartLoader<T> | undefined;
export function useRequirementPart<T>(
  requirement: Entity,
  pick: (view: RequirementView) => T,
  own: PartLoader<T> | undefined,
): PartLoader<T> | undefined {
  const api = useApi();
  if (api.apiVersion !== 2) return own;
  return async () => pick(await viewOf(api, requirement));
}
