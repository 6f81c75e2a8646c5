import { auditsRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import type { DocumentUrl } from '../../../components/DownloadMenu';
import type { ApiClient } from '../../../lib/api';
import { auditsQueryKey } from '../../../lib/auditsQueryKey';
import { useApi } from '../../../lib/useApi';

/** How a sealed page's call names its snapshot and specification. */
export interface SealedInput {
  params: { id: string; snapshotId: string };
  query: { specificationId: string };
}

/**
 * A page of one specification as a snapshot sealed it, for the address
 * `/audits/{id}/snapshots/{snapshotId}/{page}?specificationId=`: the snapshot (its moment and SHA-256), the
 * page's answer, where it is as a document and where its evidence archive is. A sealed answer never changes, so it is loaded once.
 */
export function useSealed<T>(
  page: 'report' | 'soa',
  load: (api: ApiClient, input: SealedInput, signal: AbortSignal) => Promise<T>,
) {
  const api = useApi();
  const { id = '', snapshotId = '' } = useParams();
  const [search] = useSearchParams();
  const input = {
    params: { id, snapshotId },
    query: { specificationId: search.get('specificationId') ?? '' },
  };
  return useQuery({
    queryKey: [...auditsQueryKey, 'sealed', page, id, snapshotId, input.query.specificationId],
    queryFn: async ({ signal }) => {
      const [snapshot, answer] = await Promise.all([
        api.call(auditsRoutes.snapshot, { params: input.params }, signal),
        load(api, input, signal),
      ]);
      const documentUrl: DocumentUrl = (document) =>
        api.url(auditsRoutes[page], { ...input, query: { ...input.query, ...document } });
      return { snapshot, page: answer, documentUrl, url: api.url(auditsRoutes.evidenceArchive, input) };
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
