import type { SpecificationElement } from '@praxis/contract';
import { useSyncExternalStore } from 'react';
import type { SpecificationState } from './specificationState';
import { createSpecificationStore } from './specificationStore';

/** The one client state of the specification on screen. */
export const specificationStore = createSpecificationStore<SpecificationElement>();

/** Reads a part of the specification state; the component renders again when that part changes. */
export function useSpecificationState<T>(select: (state: SpecificationState<SpecificationElement>) => T): T {
  return useSyncExternalStore(specificationStore.subscribe, () => select(specificationStore.getState()));
}
