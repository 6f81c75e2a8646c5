import { can, type User, userSchema } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './useApi';

/** Every list of people (persons, administrators, pickers) starts with this key, so one invalidation reaches all. */
export const peopleQueryKey = ['users'] as const;

const companyPeople = userSchema.array();

/** GET /v1/Users/company: the people of the signed-in user's company. */
export function usePeople() {
  const api = useApi();
  return useQuery({
    queryKey: [...peopleQueryKey, 'company'],
    queryFn: ({ signal }) => api.get('/v1/Users/company', companyPeople, signal),
  });
}

/** Work (an assignment, a leaver's hand-over) goes only to people who can see the company: not Registered ones. */
export const canHoldWork = (person: User) => can(person.userType, 'data:read');
