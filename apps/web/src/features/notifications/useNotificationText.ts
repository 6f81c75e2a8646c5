import type { Notification } from '@praxis/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/useFormatDate';

const expiries = new Set<Notification['event']>(['expires-in-30-days', 'expires-in-7-days', 'expired']);

/** A notification in the reader's language: its event told with the names and date it keeps. */
export function useNotificationText() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return useCallback(
    (notification: Notification) => {
      const params = {
        name: notification.name,
        owner: notification.ownerName,
        role: notification.role === null ? '' : t(`notifications.roles.${notification.role}`),
        date: formatDate(notification.date),
      };
      // An evidence expires on its own; an owner's expiry is its implementation's.
      return notification.objectKind === 'evidence' && expiries.has(notification.event)
        ? t(`notifications.evidenceExpiry.${notification.event as 'expired'}`, params)
        : t(`notifications.events.${notification.event}`, params);
    },
    [t, formatDate],
  );
}
