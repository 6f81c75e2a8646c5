import { atVersion, type Entity, type ItemCategory, itemRoutes, ownedBy } from '@praxis/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { useApi } from '../../lib/useApi';
import { useItemDetails } from './useItemDetails';

/**
 * Opens the item details dialog for an item a requirement only summarises (a linked control, an execution,
 * a related asset): the dialog needs the whole item, so it is read first.
 */
export function useOpenItem() {
  const { t } = useTranslation();
  const api = useApi();
  const openDetails = useItemDetails();
  const showApiError = useApiErrorToast();
  return useCallback(
    (category: ItemCategory, ref: Entity | { id: string }) => {
      const route = ownedBy(itemRoutes.get, category);
      // An id alone (an address, a notification) is read through v2, where ids are what names an item.
      const read =
        'legacyId' in ref
          ? api.call(route, { params: { id: ref } })
          : api.call(atVersion(route, 2), { params: { id: ref.id } });
      read.then(
        (item) => openDetails(category, item),
        (error: unknown) => showApiError(t('forms.loadFailed'), error),
      );
    },
    [api, openDetails, showApiError, t],
  );
}
