import { accessSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/useApi';
import { accessTokensQueryKey } from '../../access-tokens/useAccessTokens';

/** Under the tokens' key, so revoking a token anywhere reloads the accesses too. */
export const accessesQueryKey = [...accessTokensQueryKey, 'accesses'] as const;

const accessList = accessSchema.array();

/** GET /v1/Accesses: who has access to the company's data, and how (administrators only). */
export function useAccesses() {
  const api = useApi();
  return useQuery({
    queryKey: accessesQueryKey,
    queryFn: ({ signal }) => api.get('/v1/Accesses', accessList, signal),
  });
}
