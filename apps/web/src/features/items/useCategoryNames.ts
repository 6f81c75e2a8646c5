import type { ItemCategory } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

/** A register's names in the interface language: 'Assets', 'Asset', and 'asset' inside a sentence. */
export function useCategoryNames(category: ItemCategory) {
  const { t } = useTranslation();
  return {
    plural: t(`items.categories.${category}.plural`),
    singular: t(`items.categories.${category}.singular`),
    lower: t(`items.categories.${category}.lower`),
  };
}
