import {
  DEFAULT_RISK_MATRIX,
  riskHeatmapSchema,
  riskMatrixSchema,
  riskRegisterSchema,
} from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';
import { itemsQueryKey } from '../items/itemPaths';

export const riskMatrixQueryKey = ['risks', 'matrix'] as const;
/** Under the items key: a rating changed in a details dialog moves the scenario in the register and heat maps. */
export const riskViewQueryKey = [...itemsQueryKey, 'risks'] as const;

/** GET /v2/risks/matrix: the company's thresholds and colours. */
export function useRiskMatrixQuery() {
  const api = useApi();
  return useQuery({
    queryKey: riskMatrixQueryKey,
    queryFn: ({ signal }) => api.get('/v2/risks/matrix', riskMatrixSchema, signal),
  });
}

/** The matrix to colour levels with: the default until the company's has loaded (or if it cannot be read). */
export function useRiskMatrix() {
  return useRiskMatrixQuery().data ?? DEFAULT_RISK_MATRIX;
}

/** GET /v2/risks/register: one row per risk scenario. */
export function useRiskRegister() {
  const api = useApi();
  return useQuery({
    queryKey: [...riskViewQueryKey, 'register'],
    queryFn: ({ signal }) => api.get('/v2/risks/register', riskRegisterSchema, signal),
  });
}

/** GET /v2/risks/heatmap: scenarios per cell, inherent and residual. */
export function useRiskHeatmap() {
  const api = useApi();
  return useQuery({
    queryKey: [...riskViewQueryKey, 'heatmap'],
    queryFn: ({ signal }) => api.get('/v2/risks/heatmap', riskHeatmapSchema, signal),
  });
}
