import { type Notification, notificationRoutes } from '@praxis/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/useApi';

export const notificationsQueryKey = ['notifications'] as const;

/** How often the bell asks for the unread count: new notifications show within a minute. */
const COUNT_INTERVAL_MS = 60_000;
const PAGE_SIZE = 10;

/** The bell's unread count, asked for again every minute while the app is open. */
export function useUnreadCount() {
  const api = useApi();
  return useQuery({
    queryKey: [...notificationsQueryKey, 'count'],
    queryFn: async ({ signal }) =>
      (await api.call(notificationRoutes.list, { query: { unread: 'true', pageSize: 1 } }, signal)).unread,
    refetchInterval: COUNT_INTERVAL_MS,
  });
}

/** The signed-in person's notifications, newest first, a page at a time ('Show more'). */
export function useNotificationList(enabled: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...notificationsQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api.call(notificationRoutes.list, { query: { page: pageParam, pageSize: PAGE_SIZE } }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled,
  });
}

/** Marks one notification read, or all of them; the count and the list follow. */
export function useMarkRead() {
  const api = useApi();
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: notificationsQueryKey });
  const one = useMutation({
    mutationFn: (notification: Notification) =>
      api.call(notificationRoutes.read, { params: { id: notification.id }, body: { read: true } }),
    onSuccess,
  });
  const all = useMutation({
    mutationFn: () => api.send(notificationRoutes.readAll),
    onSuccess,
  });
  return { one, all };
}
