import 'dayjs/locale/nb';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

dayjs.extend(localizedFormat);

/**
 * Formats a date of the API (spec §3: the first 10 characters, YYYY-MM-DD, count) in the interface
 * language: 'L' short (03/14/2026, 14.03.2026), 'LL' long (March 14, 2026, 14. mars 2026). A missing date
 * reads 'Not set'.
 */
export function useFormatDate() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (date: string | null | undefined, format: 'L' | 'LL' = 'L') =>
      date ? dayjs(date.slice(0, 10)).locale(i18n.language).format(format) : t('dates.notSet'),
    [t, i18n.language],
  );
}
