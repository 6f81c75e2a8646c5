import { DEFAULT_RISK_MATRIX, riskRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';

export const riskMatrixQueryKey = ['risks', 'matrix'] as const;
/** Under the items key: a rating changed in a details dialog moves the scenario in the register and heat maps. */
export const riskViewQueryKey = [...itemsQueryKey, 'risks'] as const;

/** The company's thresholds and colours. */
export function useRiskMatrixQuery() {
  const api = useApi();
  return useQuery({
    queryKey: riskMatrixQueryKey,
    queryFn: ({ signal }) => api.call(riskRoutes.matrix, {}, signal),
  });
}

/** The matrix to colour levels with: the default until the company's has loaded (or if it cannot be read). */
export function useRiskMatrix() {
  return useRiskMatrixQuery().data ?? DEFAULT_RISK_MATRIX;
}

/** One row per risk scenario. */
export function useRiskRegister() {
  const api = useApi();
  return useQuery({
    queryKey: [...riskViewQueryKey, 'register'],
    queryFn: ({ signal }) => api.call(riskRoutes.register, {}, signal),
  });
}

/** Scenarios per cell, inherent and residual. */
export function useRiskHeatmap() {
  const api = useApi();
  return useQuery({
    queryKey: [...riskViewQueryKey, 'heatmap'],
    queryFn: ({ signal }) => api.call(riskRoutes.heatmap, {}, signal),
  });
}
