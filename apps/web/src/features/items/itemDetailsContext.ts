import type { Item, ItemCategory } from '@praxis/contract';
import { createContext } from 'react';

/** Opens the details dialog of an item on top of any already open: dialogs stack. */
export type OpenItemDetails = (category: ItemCategory, item: Item) => void;

export const ItemDetailsContext = createContext<OpenItemDetails | null>(null);
