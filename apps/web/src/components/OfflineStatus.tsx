import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The offline status is tracked and shown while the browser has no connection. */
export function OfflineStatus() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert role="status" color="orange" radius={0} py={6} title={t('offline.title')}>
      {t('offline.text')}
    </Alert>
  );
}
