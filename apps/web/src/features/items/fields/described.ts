import type { ItemCategory } from '@praxis/contract';

/** Issue 16's registers: besides a name and categories, a plain-text definition of what the item is. */
export const described = (category: ItemCategory): category is 'Causes' | 'Origins' | 'Risks' =>
  category === 'Causes' || category === 'Origins' || category === 'Risks';
