import type { Category, SubCategory, SubClass } from '@praxis/contract';
import type { CategoryRow, SubClassRow } from './categories.repository.js';

export function presentSubCategory(row: CategoryRow): SubCategory {
  return { id: row.id, legacyId: row.legacyId, name: row.name, assetCategory: row.parentId ?? '' };
}

export function presentCategory(row: CategoryRow, subs: CategoryRow[]): Category {
  return {
    id: row.id,
    legacyId: row.legacyId,
    name: row.name,
    subCategories: subs.filter((s) => s.parentId === row.id).map(presentSubCategory),
  };
}

export function presentSubClass(row: SubClassRow): SubClass {
  return { id: row.id, legacyId: row.legacyId, name: row.name, assetClass: row.assetClass };
}
