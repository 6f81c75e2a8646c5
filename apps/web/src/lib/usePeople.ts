import { can, type User, userRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './useApi';

/** Every list of people (persons, administrators, pickers) starts with this key, so one invalidation reaches all. */
export const peopleQueryKey = ['users'] as const;

/** The people of the signed-in user's company; `enabled` false for a caller the server would refuse them. */
export function usePeople(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: [...peopleQueryKey, 'company'],
    queryFn: ({ signal }) => api.call(userRoutes.list, {}, signal),
    enabled,
  });
}

/** Work (an assignment, a leaver's hand-over) goes only to people who can see the company: not Registered ones. */
export const canHoldWork = (person: User) => can(person.userType, 'data:read');
