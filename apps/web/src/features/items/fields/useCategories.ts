import {
  categorySchema,
  type ItemCategory,
  isCategorised,
  subCategorySchema,
  subClassSchema,
} from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { itemQueryKeys } from '../itemPaths';

/**
 * The categories of a register with their sub-categories, the sub-classes of an asset class, and the calls
 * that add to them in place (spec §7): a saved toast and a reload on success, spec §8's messages on failure.
 */
export function useCategories(category: ItemCategory, assetClass: number | null) {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();

  const categories = useQuery({
    queryKey: itemQueryKeys.categories(category),
    queryFn: ({ signal }) => api.get(`/v1/Category/${category}`, categorySchema.array(), signal),
    enabled: isCategorised(category),
  });
  const subClasses = useQuery({
    queryKey: itemQueryKeys.subClasses(assetClass ?? 0),
    queryFn: ({ signal }) =>
      api.get(`/v1/Category/Assets/SubClasses?assetClass=${assetClass}`, subClassSchema.array(), signal),
    enabled: category === 'Assets' && assetClass !== null,
  });

  const created = async (queryKey: readonly unknown[]) => {
    showSuccessToast();
    await queryClient.invalidateQueries({ queryKey });
  };
  const createCategory = useMutation({
    mutationFn: (name: string) =>
      api.post(`/v1/Category/${category}?name=${encodeURIComponent(name)}`, undefined, categorySchema),
    onSuccess: () => created(itemQueryKeys.categories(category)),
    onError: (error) => showApiError(t('items.classNotCreated'), error),
  });
  const createSubCategory = useMutation({
    mutationFn: ({ name, parent }: { name: string; parent: string }) =>
      api.post(`/v1/Category/${category}/SubCategories`, { name, assetCategory: parent }, subCategorySchema),
    onSuccess: () => created(itemQueryKeys.categories(category)),
    onError: (error) => showApiError(t('items.classNotAdded'), error),
  });
  const createSubClass = useMutation({
    mutationFn: ({ name, parent }: { name: string; parent: number }) =>
      api.post('/v1/Category/Assets/SubClasses', { name, assetClass: parent }, subClassSchema),
    onSuccess: (_answer, { parent }) => created(itemQueryKeys.subClasses(parent)),
    onError: (error) => showApiError(t('items.classNotAdded'), error),
  });

  /** Runs a create and answers the new entry's id, or null when it failed (the toast has said why). */
  const idOf = async (call: Promise<{ id: string }>) => (await call.catch(() => null))?.id ?? null;

  return {
    categories: categories.data ?? [],
    subClasses: subClasses.data ?? [],
    createCategory: (name: string) => idOf(createCategory.mutateAsync(name)),
    createSubCategory: (name: string, parent: string) =>
      idOf(createSubCategory.mutateAsync({ name, parent })),
    createSubClass: (name: string, parent: number) => idOf(createSubClass.mutateAsync({ name, parent })),
  };
}
