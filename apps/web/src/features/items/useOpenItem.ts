import { type ItemCategory, itemSchema } from '@praxis/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { useApi } from '../../lib/useApi';
import { type ItemRef, itemPath } from './itemPaths';
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
    (category: ItemCategory, ref: ItemRef | { id: string }) => {
      // An id alone (an address, a notification) is read through v2, where ids are what names an item.
      const path = 'legacyId' in ref ? itemPath(api, category, ref) : `/v2/${category}/${ref.id}`;
      api.get(path, itemSchema).then(
        (item) => openDetails(category, item),
        (error: unknown) => showApiError(t('forms.loadFailed'), error),
      );
    },
    [api, openDetails, showApiError, t],
  );
}
