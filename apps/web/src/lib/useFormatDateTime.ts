import { formatMoment } from '@praxis/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A moment of the API (ISO time) as the interface language writes date and time; null reads `fallback`. */
export function useFormatDateTime() {
  const { i18n } = useTranslation();
  return useCallback(
    (moment: string | null, fallback: string) => (moment ? formatMoment(moment, i18n.language) : fallback),
    [i18n.language],
  );
}
