import { useContext } from 'react';
import { ItemDetailsContext, type OpenItemDetails } from './itemDetailsContext';

export function useItemDetails(): OpenItemDetails {
  const open = useContext(ItemDetailsContext);
  if (open === null) throw new Error('useItemDetails must be used below an ItemDetailsProvider');
  return open;
}
