import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { specificationQueryKeys } from '../specificationQueryKeys';

/**
 * After a change to a requirement: its semaphore, its topic's counts, the overview and the list all may
 * have moved, so everything of the specifications is read again.
 */
export function useRequirementChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: specificationQueryKeys.all }),
    [queryClient],
  );
}
