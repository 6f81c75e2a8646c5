import { categoryRoutes, type ItemCategory, isCategorised } from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { itemQueryKeys } from '../itemQueryKeys';

/**
 * The categories of a register, the sub-categories of the chosen one, the sub-classes of an asset class, and
 * the calls that add to them in place: a saved toast and a reload on success, the refusal's message on failure.
 */
export function useCategories(category: ItemCategory, assetClass: number | null, parent: string | null) {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();

  const categories = useQuery({
    queryKey: itemQueryKeys.categories(category),
    queryFn: ({ signal }) => api.call(categoryRoutes.list, { params: { category } }, signal),
    enabled: isCategorised(category),
  });
  const subCategories = useQuery({
    queryKey: itemQueryKeys.subCategories(category, parent ?? ''),
    queryFn: ({ signal }) =>
      api.call(
        categoryRoutes.subCategories,
        { params: { category }, query: { assetCategory: parent ?? undefined } },
        signal,
      ),
    enabled: isCategorised(category) && parent !== null,
  });
  const subClasses = useQuery({
    queryKey: itemQueryKeys.subClasses(assetClass ?? 0),
    queryFn: ({ signal }) =>
      api.call(
        categoryRoutes.subClasses,
        { params: { category: 'Assets' }, query: { assetClass: assetClass ?? undefined } },
        signal,
      ),
    enabled: category === 'Assets' && assetClass !== null,
  });

  const created = async (queryKey: readonly unknown[]) => {
    showSuccessToast();
    await queryClient.invalidateQueries({ queryKey });
  };
  const createCategory = useMutation({
    mutationFn: (name: string) => api.call(categoryRoutes.create, { params: { category }, query: { name } }),
    onSuccess: () => created(itemQueryKeys.categories(category)),
    onError: (error) => showApiError(t('items.classNotCreated'), error),
  });
  const createSubCategory = useMutation({
    mutationFn: ({ name, parent }: { name: string; parent: string }) =>
      api.call(categoryRoutes.createSubCategory, {
        params: { category },
        body: { name, assetCategory: parent },
      }),
    onSuccess: (_answer, { parent }) => created(itemQueryKeys.subCategories(category, parent)),
    onError: (error) => showApiError(t('items.classNotAdded'), error),
  });
  const createSubClass = useMutation({
    mutationFn: ({ name, parent }: { name: string; parent: number }) =>
      api.call(categoryRoutes.createSubClass, {
        params: { category: 'Assets' },
        body: { name, assetClass: parent },
      }),
    onSuccess: (_answer, { parent }) => created(itemQueryKeys.subClasses(parent)),
    onError: (error) => showApiError(t('items.classNotAdded'), error),
  });

  /** Runs a create and answers the new entry's id, or null when it failed (the toast has said why). */
  const idOf = async (call: Promise<{ id: string }>) => (await call.catch(() => null))?.id ?? null;

  return {
    categories: categories.data ?? [],
    subCategories: subCategories.data ?? [],
    subClasses: subClasses.data ?? [],
    createCategory: (name: string) => idOf(createCategory.mutateAsync(name)),
    createSubCategory: (name: string, parent: string) =>
      idOf(createSubCategory.mutateAsync({ name, parent })),
    createSubClass: (name: string, parent: number) => idOf(createSubClass.mutateAsync({ name, parent })),
  };
}
