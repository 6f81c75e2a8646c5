import { type ItemCategory, registers } from '@praxis/contract';

/**
 * What a generated name starts with (the category singular, then '-' and a number), in the
 * language of the person who creates the item: a Norwegian user's new asset is 'Eiendel-1', not 'Asset-1'.
 */
export const generatedNameStem = (register: ItemCategory, language: string) =>
  registers[register].names[language.startsWith('nb') ? 'nb' : 'en'].singular;
