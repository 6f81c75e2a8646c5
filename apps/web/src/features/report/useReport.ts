import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { useSpecificationRef } from '../specification/useSpecificationRef';
import { loadReport } from './reportApi';

export const reportQueryKey = (specificationId: string) => ['report', specificationId] as const;

/** The report's data, in one call, of the specification the address names. */
export function useReport(specificationId: string) {
  const api = useApi();
  const specificationRef = useSpecificationRef();
  return useQuery({
    queryKey: reportQueryKey(specificationId),
    queryFn: async ({ signal }) => loadReport(api, await specificationRef(specificationId), signal),
    // A report reflects the moment it was opened.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}
