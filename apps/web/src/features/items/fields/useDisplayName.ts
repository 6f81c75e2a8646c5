import type { Item } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

// The server names what an execution lost this way; the interface says it in the user's language.
const controlNotFound = 'Control not found';
const assetNotFound = 'Asset not found';

/** An item's name, or for an execution its asset's; the server's 'not found' names translated. */
export function useDisplayName() {
  const { t } = useTranslation();
  return (item: Item, which: 'name' | 'asset' = 'name'): string => {
    const text = which === 'asset' ? (item.assetName ?? assetNotFound) : item.name;
    if (text === controlNotFound) return t('items.controlNotFound');
    if (text === assetNotFound) return t('items.assetNotFound');
    return text;
  };
}
