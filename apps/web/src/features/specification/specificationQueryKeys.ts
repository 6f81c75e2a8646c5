import { itemsQueryKey } from '../../lib/itemsQueryKey';

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
