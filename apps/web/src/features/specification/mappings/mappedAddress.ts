import type { MappedRequirement } from '@praxis/contract';

/** The page of a requirement of any specification: addresses by id work in both API versions. */
export const mappedRequirementAddress = (requirement: Pick<MappedRequirement, 'id' | 'specificationId'>) =>
  `/praxis/specification/${requirement.specificationId}?requirement=${requirement.id}`;
