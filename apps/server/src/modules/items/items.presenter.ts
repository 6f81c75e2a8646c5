import {
  assetClasses,
  DEFAULT_RISK_MATRIX,
  type Item,
  identifierOf,
  type RiskMatrix,
  riskLevelOf,
  riskScoreOf,
} from '@praxis/contract';
import { presentCheckpoints } from '../checkpoints/checkpoints.presenter.js';
import type { ItemView } from './items.repository.js';

const named = (id: string | null, legacyId: number | null, name: string | null) =>
  id !== null && legacyId !== null && name !== null ? { id, legacyId, name } : null;

type Thresholds = RiskMatrix['thresholds'];

/** A rating's score and its level under the company's thresholds; both null while either half is unrated. */
function rating(likelihood: number | null, consequence: number | null, thresholds: Thresholds) {
  const score = riskScoreOf(likelihood, consequence);
  return { score, level: score === null ? null : riskLevelOf(score, { thresholds }) };
}

/** The answer's `riskLevel` and `criticality` shape: the score under its wire name `level`, the level as `band`. */
const risk = ({ score, level }: ReturnType<typeof rating>) =>
  score === null || level === null ? null : { level: score, band: level };

export const CONTROL_NOT_FOUND = 'Control not found';
export const ASSET_NOT_FOUND = 'Asset not found';

/**
 * An item as the API shows it: the common fields, those of its own register only, and its labels, in the
 * order of `itemSchema`, so that lists serialised with JSON.stringify answer what zod's serializer did. The
 * register's fields are assigned to the common object: a spread followed by more properties leaves V8's fast
 * path and costs microseconds per item, which lists of thousands add up.
 */
export function presentItem(view: ItemView): Item {
  return Object.assign(commonFields(view), registerFields(view), { labels: view.labels });
}

const commonFields = ({ item, controlName }: ItemView) => ({
  id: item.id,
  legacyId: item.legacyId,
  itemCategory: item.category,
  number: item.number,
  identifier: identifierOf(item.category, item.number),
  name: item.name ?? controlName ?? CONTROL_NOT_FOUND,
});

function registerFields(view: ItemView) {
  const { item } = view;
  const thresholds = view.riskThresholds ?? DEFAULT_RISK_MATRIX.thresholds;
  const category = named(item.categoryId, view.categoryLegacyId, view.categoryName);
  const subCategory = named(item.subCategoryId, view.subCategoryLegacyId, view.subCategoryName);
  switch (item.category) {
    case 'Assets':
      return {
        definition: item.definition,
        class: item.assetClass,
        className: assetClasses.find((c) => c.id === item.assetClass)?.name ?? null,
        subClass: named(item.subClassId, view.subClassLegacyId, view.subClassName),
        category,
        subCategory,
        type: item.type,
        criticality: criticalityOf(view.criticality, thresholds),
      };
    case 'Products':
    case 'Treatments':
      return { category, subCategory };
    case 'Controls':
      return {
        title: item.title,
        definition: item.definition,
        instruction: item.instruction,
      };
    case 'Threats': {
      const inherent = rating(item.likelihood, item.consequence, thresholds);
      const residual = rating(item.residualLikelihood, item.residualConsequence, thresholds);
      return {
        title: item.title,
        category,
        subCategory,
        likelihood: item.likelihood,
        consequence: item.consequence,
        riskLevel: risk(inherent),
        inherentLikelihood: item.likelihood,
        inherentConsequence: item.consequence,
        inherentScore: inherent.score,
        inherentLevel: inherent.level,
        residualLikelihood: item.residualLikelihood,
        residualConsequence: item.residualConsequence,
        residualScore: residual.score,
        residualLevel: residual.level,
      };
    }
    case 'Causes':
    case 'Origins':
    case 'Risks':
      return { definition: item.definition, category, subCategory };
    case 'Executions':
      return {
        controlId: item.controlId,
        controlLegacyId: view.controlLegacyId,
        itemId: item.assetId,
        itemLegacyId: view.assetLegacyId,
        itemType: 'Asset' as const,
        assetName: view.assetName ?? ASSET_NOT_FOUND,
        checkpoints: presentCheckpoints(view),
      };
  }
}

function criticalityOf(source: ItemView['criticality'], thresholds: Thresholds) {
  if (source === null) return null;
  return {
    level: source.score,
    band: riskLevelOf(source.score, { thresholds }),
    source: { threatId: source.threatId, rating: source.rating },
  };
}
