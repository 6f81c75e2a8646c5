import {
  type Evidence,
  type EvidenceOwnerCategory,
  evidenceOwnerCategories,
  evidenceRoutes,
  ownedBy,
  queryKeyOf,
  type Schedule,
  type ScheduleKind,
  type ScheduleOwnerCategory,
  type ScheduleSubject,
  scheduleKindOf,
  scheduleRoutes,
} from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';

/** What a schedule hangs off: an item or a requirement by its register, or an evidence whose review it plans. */
export type ScheduleHolder =
  | { category: ScheduleOwnerCategory; id: string }
  | { category: 'Evidence'; evidence: Evidence };

/**
 * Under the items key: completing an occurrence moves the owner's checkpoints, its requirement's colour and
 * My work, which live there too, so one invalidation reads them all again.
 */
export const scheduleChangeKeys = [itemsQueryKey];

export const schedulesQueryKey = (holder: ScheduleHolder) =>
  holder.category === 'Evidence'
    ? [...itemsQueryKey, ...queryKeyOf(scheduleRoutes.listOfEvidence, { params: { id: holder.evidence.id } })]
    : [
        ...itemsQueryKey,
        ...queryKeyOf(ownedBy(scheduleRoutes.list, holder.category), { params: { id: holder.id } }),
      ];

/** The schedules of the holder: its own work and the review of its documentation, or an evidence's review. */
export function useSchedules(holder: ScheduleHolder) {
  const api = useApi();
  return useQuery({
    queryKey: schedulesQueryKey(holder),
    queryFn: ({ signal }): Promise<Schedule[]> =>
      holder.category === 'Evidence'
        ? api.call(scheduleRoutes.listOfEvidence, { params: { id: holder.evidence.id } }, signal)
        : api.call(ownedBy(scheduleRoutes.list, holder.category), { params: { id: holder.id } }, signal),
  });
}

/** A schedule's occurrences, a year back and a year ahead, earliest first. */
export function useOccurrences(schedule: Schedule) {
  const api = useApi();
  const params = { id: schedule.id };
  return useQuery({
    queryKey: [...itemsQueryKey, ...queryKeyOf(scheduleRoutes.occurrences, { params })],
    queryFn: ({ signal }) => api.call(scheduleRoutes.occurrences, { params }, signal),
  });
}

export const companySettingsQueryKey = queryKeyOf(scheduleRoutes.settings);

/** The company's settings: the time zone its days are counted in. */
export function useCompanySettings() {
  const api = useApi();
  return useQuery({
    queryKey: companySettingsQueryKey,
    queryFn: ({ signal }) => api.call(scheduleRoutes.settings, {}, signal),
  });
}

/** The kind of work a schedule of `subject` on the holder plans: its title in the section and the dialogs. */
export function kindOf(holder: ScheduleHolder, subject: ScheduleSubject): ScheduleKind | null {
  if (holder.category === 'Evidence') return 'evidence-review';
  return scheduleKindOf(holder.category === 'Requirements' ? null : holder.category, subject);
}

const holdsEvidence = (category: string): category is EvidenceOwnerCategory =>
  (evidenceOwnerCategories as readonly string[]).includes(category);

/**
 * The evidence of a schedule's owner, which may prove its occurrences, under the evidence panel's own key so
 * both share it; `category` is null for an owner that holds no evidence (a treatment).
 */
export function useOwnerEvidence(schedule: Schedule) {
  const api = useApi();
  const { owner } = schedule;
  const category = holdsEvidence(owner.category) ? owner.category : null;
  const query = useQuery({
    queryKey: [...itemsQueryKey, 'evidence', owner.category, owner.id],
    queryFn: ({ signal }) =>
      // biome-ignore lint/style/noNonNullAssertion: enabled only for an owner that holds evidence.
      api.call(ownedBy(evidenceRoutes.list, category!), { params: { id: owner.id } }, signal),
    enabled: category !== null,
  });
  return { category, evidence: query.data ?? [] };
}
