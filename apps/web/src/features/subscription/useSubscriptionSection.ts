import { useQuery } from '@tanstack/react-query';
import type { Schema } from '../../lib/api';
import { useApi } from '../../lib/useApi';

export type SubscriptionSection = 'services' | 'contact-info' | 'google-cloud' | 'azure' | 'environments';

export const subscriptionQueryKey = (section: SubscriptionSection) => ['subscription', section] as const;
export const subscriptionPath = (section: SubscriptionSection) => `/v1/Subscription/${section}`;

/** GET /v1/Subscription/{section}: readable by everyone who reads the company's data. */
export function useSubscriptionSection<T>(section: SubscriptionSection, schema: Schema<T>) {
  const api = useApi();
  return useQuery({
    queryKey: subscriptionQueryKey(section),
    queryFn: ({ signal }) => api.get(subscriptionPath(section), schema, signal),
  });
}
