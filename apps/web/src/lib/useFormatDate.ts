import { formatDay } from '@praxis/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Writes a date of the API (the first 10 characters, YYYY-MM-DD, count) the one way the interface
 * language writes dates everywhere (Sep 25, 2026; 25.09.2026). A missing date reads 'Not set'.
 */
export function useFormatDate() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (date: string | null | undefined) => (date ? formatDay(date, i18n.language) : t('dates.notSet')),
    [t, i18n.language],
  );
}
