import { type ApiClient, versionedPath } from '../../lib/api';
import { itemsQueryKey } from '../items/itemPaths';

/** A specification or requirement as every call needs it: either id, by the API version (spec §7). */
export interface EntityRef {
  id: string;
  legacyId: number;
}

export function specificationPath(api: ApiClient, specification: EntityRef, suffix = ''): string {
  return versionedPath(api.apiVersion, specification, {
    v2: (id) => `/v2/specifications/${id}${suffix}`,
    v1: (legacyId) => `/v1/specifications/${legacyId}${suffix}`,
  });
}

/**
 * ENT-40: the page's address names the specification as the calls of the API version do, by its legacy id
 * in version 1, so the first call the page makes needs nothing else.
 */
export const specificationAddress = (api: ApiClient, specification: EntityRef) =>
  `/praxis/specification/${versionedPath(api.apiVersion, specification, { v2: (id) => id, v1: String })}`;

/** Whether the id of a page's address names this specification, by either id. */
export const isAddressedBy = (specification: EntityRef, addressId: string) =>
  addressId === specification.id || addressId === String(specification.legacyId);

/**
 * The specification of a page's address. Links made outside the page's API version (My work, the calendar)
 * hold the id; the v1 paths take it as well as the legacy id (the contract says so).
 */
export const specificationByIdPath = (api: ApiClient, addressId: string, suffix = '') =>
  `/${api.apiVersion === 2 ? 'v2' : 'v1'}/specifications/${addressId}${suffix}`;

/** API-13/14: the whole tree; v1 names it after the requirements. */
export const elementsPath = (api: ApiClient, specification: EntityRef) =>
  api.apiVersion === 2
    ? `/v2/specifications/${specification.id}/elements`
    : `/v1/specifications/${specification.legacyId}/requirements`;

export function requirementPath(api: ApiClient, requirement: EntityRef, suffix = ''): string {
  return versionedPath(api.apiVersion, requirement, {
    v2: (id) => `/v2/requirements/${id}${suffix}`,
    v1: (legacyId) => `/v1/requirements/${legacyId}${suffix}`,
  });
}

/**
 * Semaphores are computed from controls, executions and their dates, which the toolbox and the item
 * dialogs change too; living under the items key, these answers refresh whenever any item changes.
 */
const root = [...itemsQueryKey, 'Requirements'] as const;

export const specificationQueryKeys = {
  all: root,
  list: [...root, 'specifications'] as const,
  specification: (id: string) => [...root, 'specification', id] as const,
  elements: (id: string) => [...root, 'specification', id, 'elements'] as const,
  overview: (id: string) => [...root, 'specification', id, 'maturity-overview'] as const,
  requirement: (id: string, part = 'self') => [...root, 'requirement', id, part] as const,
  maturityClasses: ['maturity-classes'] as const,
};
