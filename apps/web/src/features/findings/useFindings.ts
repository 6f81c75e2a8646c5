import {
  type AuditPerson,
  auditsRoutes,
  type Finding,
  type FindingListQuery,
  findingRoutes,
  queryKeyOf,
} from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { auditsQueryKey } from '../../lib/auditsQueryKey';
import { displayNameOf } from '../../lib/displayName';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';

/**
 * Under the items key: evidence on a finding changes it (its count), and a finding changes its requirement's
 * colour and My work, which live there too, so one invalidation reads them all again.
 */
export const findingsQueryKey = [...itemsQueryKey, 'findings'] as const;

/** What a change of a finding reloads: findings and what they move (under the items key), and the audits' counts. */
export const findingChangeKeys = [itemsQueryKey, auditsQueryKey];

/** The findings the query names (the open ones unless it says otherwise), the earliest due first. */
export function useFindings(query: FindingListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...findingsQueryKey, 'list', query],
    queryFn: ({ signal }) => api.call(findingRoutes.list, { query }, signal),
  });
}

/** One finding with its history. */
export function useFinding(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...findingsQueryKey, 'finding', id],
    queryFn: ({ signal }) => api.call(findingRoutes.get, { params: { id } }, signal),
  });
}

/** The audit a finding belongs to: its team verifies, and its specifications hold the requirements. */
export function useFindingAudit(id: string | undefined) {
  const api = useApi();
  return useQuery({
    // The audit page's own key for the same answer, so both share one cache entry.
    queryKey: [...auditsQueryKey, ...queryKeyOf(auditsRoutes.get, { params: { id: id ?? '' } })],
    // biome-ignore lint/style/noNonNullAssertion: enabled only once the id is known.
    queryFn: ({ signal }) => api.call(auditsRoutes.get, { params: { id: id! } }, signal),
    enabled: id !== undefined,
  });
}

export const personName = (person: AuditPerson) => displayNameOf({ ...person, displayName: null });

/** Open past its due date; a closed finding is never overdue. */
export const isOverdue = (finding: Finding) =>
  finding.status !== 'closed' && finding.dueDate !== null && finding.dueDate < dayjs().format('YYYY-MM-DD');
