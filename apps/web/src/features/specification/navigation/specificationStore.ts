import {
  type IndexElement,
  initialSpecificationState,
  type SpecificationAction,
  type SpecificationState,
  specificationReducer,
} from './specificationState';

export interface SpecificationStore<E extends IndexElement> {
  getState: () => SpecificationState<E>;
  dispatch: (action: SpecificationAction<E>) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A store outside React: the breadcrumb bar (in the layout) and the specification page (in the outlet)
 * share it without a provider above both, which would have to live in the entry chunk.
 */
export function createSpecificationStore<E extends IndexElement>(
  initial: SpecificationState<E> = initialSpecificationState as SpecificationState<E>,
): SpecificationStore<E> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (action) => {
      const next = specificationReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
