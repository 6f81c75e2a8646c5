import { labelSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';

export const labelsQueryKey = ['labels'] as const;
export const LABELS_PATH = '/v1/Labels';

const labelList = labelSchema.array();

/** GET /v1/Labels: the company's labels by name, for everyone who reads its data. */
export function useLabels() {
  const api = useApi();
  return useQuery({
    queryKey: labelsQueryKey,
    queryFn: ({ signal }) => api.get(LABELS_PATH, labelList, signal),
  });
}
