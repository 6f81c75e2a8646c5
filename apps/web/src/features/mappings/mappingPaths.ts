import type { EntityRef } from '../specification/specificationPaths';

/** Mappings are a version 2 call only (issue 15): the requirement view asks for them by the UUID. */
export const MAPPINGS_PATH = '/v2/mappings';
export const requirementMappingsPath = (requirement: EntityRef) =>
  `/v2/requirements/${requirement.id}/mappings`;

export const mappingsQueryKey = ['mappings'] as const;
export const requirementMappingsQueryKey = (requirement: EntityRef) =>
  [...mappingsQueryKey, 'requirement', requirement.id] as const;
