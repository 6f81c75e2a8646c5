import type { RouteDescription } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '../../lib/api';
import { useApi } from '../../lib/useApi';

export type SubscriptionSection = 'services' | 'contact-info' | 'google-cloud' | 'azure' | 'environments';

export const subscriptionQueryKey = (section: SubscriptionSection) => ['subscription', section] as const;

/** A section's GET, whose answer its response schema reads. */
export type SectionRead<T> = RouteDescription & { response: Schema<T> };

/** A section as everyone who reads the company's data sees it. */
export function useSubscriptionSection<T>(section: SubscriptionSection, route: SectionRead<T>) {
  const api = useApi();
  return useQuery({
    queryKey: subscriptionQueryKey(section),
    // The client reads the answer with the route's response schema, which makes it a T.
    queryFn: ({ signal }) => api.call(route, {}, signal) as Promise<T>,
  });
}
