import { type CreatableCategory, type Item, type ItemInput, itemSchema } from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { itemQueryKeys, itemsQueryKey } from './itemPaths';

/** PUT /v1/{category} with the update object (spec §7), toasting 'Item was updated' or 'item was not updated'. */
export function useItemUpdate(category: CreatableCategory, item: Item) {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const mutation = useMutation({
    mutationFn: (changes: ItemInput) =>
      api.put(`/v1/${category}`, { id: item.legacyId, ...changes }, itemSchema),
    onSuccess: async (updated) => {
      showSuccessToast(t('forms.updated'));
      queryClient.setQueryData(itemQueryKeys.item(category, updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => showApiError(t('forms.notUpdated'), error),
  });
  return (changes: ItemInput) => mutation.mutate(changes);
}
