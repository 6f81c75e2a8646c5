import type { Item, ItemCategory } from '@praxis/contract';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { LoadingOverlayProvider } from '../../components/LoadingOverlayProvider';
import { ItemDetailsContext } from '../items/itemDetailsContext';
import { ItemDetailsDialog } from './ItemDetailsDialog';

interface OpenDialog {
  key: number;
  category: ItemCategory;
  item: Item;
}

/**
 * Holds the stack of open details dialogs; closing one returns to the one below it. The dialogs show the
 * full-page loading overlay while they load, so it comes with them: a page that opens items has both.
 */
export function ItemDetailsProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<OpenDialog[]>([]);
  const nextKey = useRef(0);
  const open = useCallback((category: ItemCategory, item: Item) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setStack((current) => [...current, { key, category, item }]);
  }, []);

  return (
    <LoadingOverlayProvider>
      <ItemDetailsContext value={open}>
        {children}
        {stack.map((dialog, index) => (
          <ItemDetailsDialog
            key={dialog.key}
            category={dialog.category}
            initialItem={dialog.item}
            onTop={index === stack.length - 1}
            onClose={() => setStack((current) => current.filter((d) => d.key !== dialog.key))}
          />
        ))}
      </ItemDetailsContext>
    </LoadingOverlayProvider>
  );
}
