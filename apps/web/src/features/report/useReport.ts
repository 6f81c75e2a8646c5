import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { loadReport } from './reportApi';

export const reportQueryKey = (specificationId: string) => ['report', specificationId] as const;

/** The report's data, in one call. */
export function useReport(specificationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: reportQueryKey(specificationId),
    queryFn: ({ signal }) => loadReport(api, specificationId, signal),
    // A report reflects the moment it was opened.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
