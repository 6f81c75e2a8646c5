import type { ItemCategory } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

/**
 * A register's names in the interface language: 'Assets', 'Asset', and the create button's
 * text, whose adjective agrees with the noun in Norwegian ('ny eiendel', 'nytt produkt').
 */
export function useCategoryNames(category: ItemCategory) {
  const { t } = useTranslation();
  return {
    plural: t(`items.categories.${category}.plural`),
    singular: t(`items.categories.${category}.singular`),
    createNew: t(`items.categories.${category}.createNew`),
  };
}
