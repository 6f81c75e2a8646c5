import type { ApiVersion, Entity } from '@praxis/contract';

/**
 * The page's address names the specification as the calls of the API version do, by its legacy id in
 * version 1, so the first call the page makes needs nothing else.
 */
export const specificationAddress = (apiVersion: ApiVersion, specification: Entity) =>
  `/praxis/specification/${apiVersion === 2 ? specification.id : specification.legacyId}`;

/** Whether the id of a page's address names this specification, by either id. */
export const isAddressedBy = (specification: Entity, addressId: string) =>
  addressId === specification.id || addressId === String(specification.legacyId);
