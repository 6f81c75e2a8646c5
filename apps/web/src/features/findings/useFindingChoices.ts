import { type Audit, auditsRoutes, requirementName, specificationRoutes } from '@praxis/contract';
import { useQueries } from '@tanstack/react-query';
import type { PersonOption } from '../../components/PersonPicker';
import { displayNameOf } from '../../lib/displayName';
import { useApi } from '../../lib/useApi';
import { canHoldWork, usePeople } from '../../lib/usePeople';
import { useCan } from '../auth/useCan';
import { findingsQueryKey, personName } from './useFindings';

type Choice = { value: string; label: string };

/**
 * The requirements of the audit's specifications, grouped by specification, for a finding's requirement: from
 * the live tree for the company's people, from the newest snapshot's Statement of Applicability for an external
 * auditor, who reads the audit and nothing else (before the first snapshot they record on the audit as a whole).
 */
export function useRequirementChoices(audit: Audit) {
  const api = useApi();
  const readsLive = useCan('data:read');
  const snapshot = audit.snapshots[0];
  const trees = useQueries({
    queries: audit.specifications.map((specification) => ({
      queryKey: [...findingsQueryKey, 'requirements', specification.id, readsLive ? 'live' : snapshot?.id],
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Choice[]> => {
        if (readsLive) {
          const tree = await api.call(
            specificationRoutes.elements,
            { params: { id: specification } },
            signal,
          );
          return tree
            .filter((element) => element.kind === 'requirement')
            .map((element) => ({ value: element.id, label: `${element.code} ${requirementName(element)}` }));
        }
        const params = { id: audit.id, snapshotId: snapshot?.id ?? '' };
        const soa = await api.call(
          auditsRoutes.soa,
          { params, query: { specificationId: specification.id } },
          signal,
        );
        return soa.rows.map((row) => ({ value: row.requirementId, label: row.name }));
      },
      enabled: readsLive || snapshot !== undefined,
    })),
  });
  return audit.specifications.map((specification, index) => ({
    group: specification.name,
    items: trees[index]?.data ?? [],
  }));
}

/**
 * Who may own a finding: the people of the company who can hold work, for those who may read them; an
 * external auditor, who may not, chooses among the audit's lead auditor and team.
 */
export function useOwnerChoices(audit: Audit): PersonOption[] {
  const seesPeople = useCan('data:read');
  const people = usePeople(seesPeople);
  if (seesPeople) {
    return (people.data ?? [])
      .filter(canHoldWork)
      .map((person) => ({ id: person.userId, name: displayNameOf(person), email: person.email }));
  }
  const auditPeople = [...(audit.leadAuditor === null ? [] : [audit.leadAuditor]), ...audit.team];
  const unique = new Map(auditPeople.map((person) => [person.id, person]));
  return [...unique.values()].map((person) => ({
    id: person.id,
    name: personName(person),
    email: person.email,
  }));
}
