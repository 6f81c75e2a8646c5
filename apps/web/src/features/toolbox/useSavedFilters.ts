import { type ItemCategory, itemRoutes, ownedBy, type SavedFilter } from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { itemQueryKeys } from '../items/itemQueryKeys';

/** The caller's saved filters of a register; none when they cannot load. */
export function useSavedFilters(category: ItemCategory) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = itemQueryKeys.savedFilters(category);
  const saved = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.call(ownedBy(itemRoutes.filters, category), {}, signal),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (filters: SavedFilter[]) =>
      api.call(ownedBy(itemRoutes.saveFilters, category), { body: filters }),
    onSuccess: (filters) => queryClient.setQueryData(queryKey, filters),
  });
  return { saved, save };
}
