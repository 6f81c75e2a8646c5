import { toItemCategory } from '@praxis/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useOpenItem } from '../items/useOpenItem';

/**
 * Opens the item details dialog for `?register=…&item=…` in the address (where a notification or a mail
 * leads), then takes the two out of the address, so going back or reloading does not open it again.
 */
export function OpenItemFromAddress() {
  const [params, setParams] = useSearchParams();
  const openItem = useOpenItem();
  const register = params.get('register');
  const id = params.get('item');

  useEffect(() => {
    if (register === null || id === null) return;
    const category = toItemCategory(register);
    if (category) openItem(category, { id });
    setParams(
      (current) => {
        current.delete('register');
        current.delete('item');
        return current;
      },
      { replace: true },
    );
  }, [register, id, openItem, setParams]);

  return null;
}
