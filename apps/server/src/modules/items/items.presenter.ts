import { assetClasses, type Item, identifierOf, riskBandOf } from '@praxis/contract';
import { presentCheckpoints } from '../checkpoints/checkpoints.presenter.js';
import type { ItemView } from './items.repository.js';

const named = (id: string | null, legacyId: number | null, name: string | null) =>
  id !== null && legacyId !== null && name !== null ? { id, legacyId, name } : null;

const risk = (level: number | null) => (level === null ? null : { level, band: riskBandOf(level) });

export const CONTROL_NOT_FOUND = 'Control not found';
export const ASSET_NOT_FOUND = 'Asset not found';

/**
 * An item as the API shows it: the common fields and those of its own register only. The register's fields
 * are assigned to the common object: a spread followed by more properties leaves V8's fast path and costs
 * microseconds per item, which lists of thousands add up.
 */
export function presentItem(view: ItemView): Item {
  const { item } = view;
  const common = {
    id: item.id,
    legacyId: item.legacyId,
    itemCategory: item.category,
    number: item.number,
    identifier: identifierOf(item.category, item.number),
    name: item.name ?? view.controlName ?? CONTROL_NOT_FOUND,
    labels: view.labels,
  };
  const category = named(item.categoryId, view.categoryLegacyId, view.categoryName);
  const subCategory = named(item.subCategoryId, view.subCategoryLegacyId, view.subCategoryName);
  switch (item.category) {
    case 'Assets':
      return Object.assign(common, {
        class: item.assetClass,
        className: assetClasses.find((c) => c.id === item.assetClass)?.name ?? null,
        subClass: named(item.subClassId, view.subClassLegacyId, view.subClassName),
        category,
        subCategory,
        definition: item.definition,
        type: item.type,
        criticality: risk(view.criticality === null ? null : Number(view.criticality)),
      });
    case 'Products':
    case 'Treatments':
      return Object.assign(common, { category, subCategory });
    case 'Controls':
      return Object.assign(common, {
        title: item.title,
        definition: item.definition,
        instruction: item.instruction,
      });
    case 'Threats':
      return Object.assign(common, {
        title: item.title,
        category,
        subCategory,
        likelihood: item.likelihood,
        consequence: item.consequence,
        riskLevel: risk(
          item.likelihood !== null && item.consequence !== null ? item.likelihood * item.consequence : null,
        ),
      });
    case 'Executions':
      return Object.assign(common, {
        controlId: item.controlId,
        controlLegacyId: view.controlLegacyId,
        itemId: item.assetId,
        itemLegacyId: view.assetLegacyId,
        itemType: 'Asset' as const,
        assetName: view.assetName ?? ASSET_NOT_FOUND,
        checkpoints: presentCheckpoints(view),
      });
  }
}
