import { type CreatableCategory, type Item, type ItemInput, itemSchema } from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { itemQueryKeys, itemsQueryKey } from './itemPaths';

/**
 * ENT-21: an asset's update object is whole: its name, definition, category, sub-category and type as they
 * stand, with the change on top.
 */
const assetUpdateObject = (asset: Item): ItemInput => ({
  name: asset.name,
  definition: asset.definition ?? null,
  category: asset.category?.id ?? null,
  subCategory: asset.subCategory?.id ?? null,
  type: asset.type ?? null,
});

/** PUT /v1/{category} with the update object (spec §7), toasting 'Item was updated' or 'item was not updated'. */
export function useItemUpdate(category: CreatableCategory, item: Item) {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const queryKey = itemQueryKeys.item(category, item.id);
  const mutation = useMutation({
    // One at a time, each built on the answer to the one before: a whole update object sent while an
    // earlier change is on its way would undo that change.
    scope: { id: queryKey.join('/') },
    mutationFn: (changes: ItemInput) => {
      const current = queryClient.getQueryData<Item>(queryKey) ?? item;
      const whole = category === 'Assets' ? assetUpdateObject(current) : {};
      return api.put(`/v1/${category}`, { id: current.legacyId, ...whole, ...changes }, itemSchema);
    },
    onSuccess: async (updated) => {
      showSuccessToast(t('forms.updated'));
      queryClient.setQueryData(queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => showApiError(t('forms.notUpdated'), error),
  });
  return (changes: ItemInput) => mutation.mutate(changes);
}
