import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApi } from '../../lib/useApi';
import { loadReport, type ReportProgress } from './reportApi';

export const reportQueryKey = (specificationId: string) => ['report', specificationId] as const;

/**
 * The report's data and how far its loading has come. Progress is passed on per whole percent only, so a
 * catalogue of a thousand requirements does not re-render the page a thousand times while it loads.
 */
export function useReport(specificationId: string) {
  const api = useApi();
  const [progress, setProgress] = useState<ReportProgress | null>(null);
  const onProgress = useCallback(
    (next: ReportProgress) =>
      setProgress((previous) =>
        previous !== null &&
        previous.total === next.total &&
        Math.floor((100 * previous.done) / Math.max(previous.total, 1)) ===
          Math.floor((100 * next.done) / Math.max(next.total, 1))
          ? previous
          : next,
      ),
    [],
  );
  const query = useQuery({
    queryKey: reportQueryKey(specificationId),
    queryFn: ({ signal }) => loadReport(api, specificationId, onProgress, signal),
    // Loading all of it again is many calls; a report reflects the moment it was opened.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: 1,
  });
  return { query, progress };
}
