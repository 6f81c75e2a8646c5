import { type Audit, requirementName, specificationRoutes } from '@praxis/contract';
import { useQueries } from '@tanstack/react-query';
import type { PersonOption } from '../../components/PersonPicker';
import { displayNameOf } from '../../lib/displayName';
import { useApi } from '../../lib/useApi';
import { canHoldWork, usePeople } from '../../lib/usePeople';
import { useCan } from '../auth/useCan';
import { findingsQueryKey, personName } from './useFindings';

/** The requirements of the audit's specifications, grouped by specification, for a finding's requirement. */
export function useRequirementChoices(audit: Audit) {
  const api = useApi();
  const trees = useQueries({
    queries: audit.specifications.map((specification) => ({
      queryKey: [...findingsQueryKey, 'requirements', specification.id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call(specificationRoutes.elements, { params: { id: specification } }, signal),
    })),
  });
  return audit.specifications.map((specification, index) => ({
    group: specification.name,
    items: (trees[index]?.data ?? [])
      .filter((element) => element.kind === 'requirement')
      .map((element) => ({ value: element.id, label: `${element.code} ${requirementName(element)}` })),
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
