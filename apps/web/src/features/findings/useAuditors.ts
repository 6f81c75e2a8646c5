import { auditsRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';

export const auditorsQueryKey = (auditId: string) => ['audit-auditors', auditId] as const;

/** The external auditors with access to the audit, and until when. */
export function useAuditors(auditId: string) {
  const api = useApi();
  return useQuery({
    queryKey: auditorsQueryKey(auditId),
    queryFn: ({ signal }) => api.call(auditsRoutes.auditors, { params: { id: auditId } }, signal),
  });
}
