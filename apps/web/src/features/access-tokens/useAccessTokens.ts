import { accessTokenSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';

/** Every list of tokens (own, the company's accesses) starts with this key, so one invalidation reaches all. */
export const accessTokensQueryKey = ['access-tokens'] as const;

const tokenList = accessTokenSchema.array();

/** GET /v1/Me/tokens: the signed-in person's personal access tokens. */
export function useAccessTokens() {
  const api = useApi();
  return useQuery({
    queryKey: [...accessTokensQueryKey, 'mine'],
    queryFn: ({ signal }) => api.get('/v1/Me/tokens', tokenList, signal),
  });
}
