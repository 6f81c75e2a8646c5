import { accessRoutes, queryKeyOf } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/useApi';
import { accessTokensQueryKey } from '../../access-tokens/useAccessTokens';

/** Under the tokens' key, so revoking a token anywhere reloads the accesses too. */
export const accessesQueryKey = [...accessTokensQueryKey, ...queryKeyOf(accessRoutes.list)] as const;

/** Who has access to the company's data, and how (administrators only). */
export function useAccesses() {
  const api = useApi();
  return useQuery({
    queryKey: accessesQueryKey,
    queryFn: ({ signal }) => api.call(accessRoutes.list, {}, signal),
  });
}
