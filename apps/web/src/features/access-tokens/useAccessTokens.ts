import { accessTokenRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';

/** Every list of tokens (own, the company's accesses) starts with this key, so one invalidation reaches all. */
export const accessTokensQueryKey = ['access-tokens'] as const;

/** The signed-in person's personal access tokens. */
export function useAccessTokens() {
  const api = useApi();
  return useQuery({
    queryKey: [...accessTokensQueryKey, 'mine'],
    queryFn: ({ signal }) => api.call(accessTokenRoutes.mine, {}, signal),
  });
}
