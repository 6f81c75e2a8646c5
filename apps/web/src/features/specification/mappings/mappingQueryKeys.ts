import type { Entity } from '@praxis/contract';
import { specificationQueryKeys } from '../specificationQueryKeys';

export const requirementMappingsQueryKey = (requirement: Entity) =>
  specificationQueryKeys.requirement(requirement.id, 'mappings');

/**
 * What a changed mapping makes stale: both requirements' views, and whatever of the specifications shows
 * where a requirement stands through its mappings.
 */
export const mappingsChangedKey = specificationQueryKeys.all;
