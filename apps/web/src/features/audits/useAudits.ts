import { type AuditPerson, type AuditStatus, auditsRoutes, queryKeyOf } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { auditsQueryKey } from '../../lib/auditsQueryKey';
import { displayNameOf } from '../../lib/displayName';
import { useApi } from '../../lib/useApi';

/** The company's audits (an auditor's: those granted), the latest audit date first. */
export function useAudits(status?: AuditStatus) {
  const api = useApi();
  const query = status === undefined ? {} : { status };
  return useQuery({
    queryKey: [...auditsQueryKey, ...queryKeyOf(auditsRoutes.list, { query })],
    queryFn: ({ signal }) => api.call(auditsRoutes.list, { query }, signal),
  });
}

/** One audit with its team, specifications and snapshots. */
export function useAudit(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...auditsQueryKey, ...queryKeyOf(auditsRoutes.get, { params: { id } })],
    queryFn: ({ signal }) => api.call(auditsRoutes.get, { params: { id } }, signal),
  });
}

/** How an audit names a person: as everywhere else, by full name or else email. */
export const personName = (person: AuditPerson) => displayNameOf({ ...person, displayName: null });
