import { type ItemCategory, type SavedFilter, savedFiltersSchema } from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { itemQueryKeys } from '../items/itemPaths';

/** The caller's saved filters of a register (GET/PUT /v1/{category}/filters); none when they cannot load. */
export function useSavedFilters(category: ItemCategory) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = itemQueryKeys.savedFilters(category);
  const saved = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get(`/v1/${category}/filters`, savedFiltersSchema, signal),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (filters: SavedFilter[]) => api.put(`/v1/${category}/filters`, filters, savedFiltersSchema),
    onSuccess: (filters) => queryClient.setQueryData(queryKey, filters),
  });
  return { saved, save };
}
