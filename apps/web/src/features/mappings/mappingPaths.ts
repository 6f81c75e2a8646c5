import { type EntityRef, specificationQueryKeys } from '../specification/specificationPaths';

/** Mappings are a version 2 call only (issue 15): they are asked for by the requirement's UUID. */
export const MAPPINGS_PATH = '/v2/mappings';
export const requirementMappingsPath = (requirement: EntityRef) =>
  `/v2/requirements/${requirement.id}/mappings`;

export const requirementMappingsQueryKey = (requirement: EntityRef) =>
  specificationQueryKeys.requirement(requirement.id, 'mappings');

/**
 * What a changed mapping makes stale: both requirements' views, and whatever of the specifications shows
 * where a requirement stands through its mappings.
 */
export const mappingsChangedKey = specificationQueryKeys.all;
