import { type ItemCategory, itemCategoryInfo } from '@praxis/contract';

// The register's singular as the Norwegian interface writes it (locales/nb.json, items.categories).
const norwegianSingular: Record<ItemCategory, string> = {
  Assets: 'Eiendel',
  Products: 'Produkt',
  Controls: 'Kontroll',
  Threats: 'Trussel',
  Treatments: 'Tiltak',
  Executions: 'Utførelse',
  Causes: 'Årsak',
  Origins: 'Risikokilde',
  Risks: 'Risiko',
};

/**
 * What a generated name starts with (spec §5: the category singular, then '-' and a number), in the
 * language of the person who creates the item: a Norwegian user's new asset is 'Eiendel-1', not 'Asset-1'.
 */
export const generatedNameStem = (register: ItemCategory, language: string) =>
  language.startsWith('nb') ? norwegianSingular[register] : itemCategoryInfo[register].singular;
