import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in bytes as the interface language writes it, in the largest unit under 1024 of it. */
export function useFileSize() {
  const { i18n } = useTranslation();
  return useCallback(
    (bytes: number) => {
      let value = bytes;
      let unit = 0;
      while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
      }
      return new Intl.NumberFormat(i18n.language, {
        style: 'unit',
        unit: units[unit],
        unitDisplay: 'short',
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }).format(value);
    },
    [i18n.language],
  );
}
