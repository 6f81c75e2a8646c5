import { DEFAULT_RISK_MATRIX, type ItemCategory, type Label, type RiskMatrix } from '@praxis/contract';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type AnyPgTable,
  alias,
  type PgPreparedQuery,
  type PreparedQueryConfig,
} from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { categories, checkpoints, items, riskMatrices, subClasses } from '../../db/schema/index.js';
import { labelsOfItem } from '../labels/labels.repository.js';

export type ItemRow = typeof items.$inferSelect;

export const control = alias(items, 'control');
export const asset = alias(items, 'asset');
export const category = alias(categories, 'category');
const subCategory = alias(categories, 'sub_category');

/** Names of an item's category, sub-category and sub-class. */
const classificationColumns = {
  categoryLegacyId: category.legacyId,
  categoryName: category.name,
  subCategoryLegacyId: subCategory.legacyId,
  subCategoryName: subCategory.name,
  subClassLegacyId: subClasses.legacyId,
  subClassName: subClasses.name,
};
/** An execution's control and asset, and its checkpoint dates. */
const executionColumns = {
  controlLegacyId: control.legacyId,
  controlName: control.name,
  assetLegacyId: asset.legacyId,
  assetName: asset.name,
  deadline: checkpoints.deadline,
  implemented: checkpoints.implemented,
  expires: checkpoints.expires,
};
/** The scenario an asset's criticality comes from, and which of its ratings. */
export interface CriticalitySource {
  score: number;
  threatId: string;
  rating: 'inherent' | 'residual';
}
// An asset is as critical as the riskiest scenario linked to it, each scenario counted
// by its residual score once rated after its reductions, by its inherent score until then; ties go to the
// lower identifier so that the source named does not change from one read to the next.
const criticalityColumn = sql<CriticalitySource | null>`(
  select json_build_object('score', s.score, 'threatId', s.id, 'rating', s.rating) from (
    select t.id, t.number,
      coalesce(t.residual_likelihood * t.residual_consequence, t.likelihood * t.consequence) as score,
      case when t.residual_likelihood * t.residual_consequence is null then 'inherent' else 'residual' end as rating
    from item_relations r join items t on t.id = r.child_id
    where r.parent_id = ${items.id} and r.relation_type = 'AssetThreat') s
  where s.score is not null order by s.score desc, s.number limit 1)`;
/**
 * The thresholds of the item's company, the defaults where it kept them: joined in the item's own statement,
 * so that a page of scenarios or assets costs no query more for its levels.
 */
const thresholdsColumn = sql<RiskMatrix['thresholds']>`json_build_object(
  'medium', coalesce(${riskMatrices.mediumFrom}, ${sql.raw(String(DEFAULT_RISK_MATRIX.thresholds.medium))}),
  'high', coalesce(${riskMatrices.highFrom}, ${sql.raw(String(DEFAULT_RISK_MATRIX.thresholds.high))}),
  'critical', coalesce(${riskMatrices.criticalFrom}, ${sql.raw(String(DEFAULT_RISK_MATRIX.thresholds.critical))}))`;
/** Registers whose answers carry risk levels: scenarios their own, assets their criticality. */
const rated = (register?: ItemCategory) =>
  register === undefined || register === 'Assets' || register === 'Threats';

// Everything of the item but what no reader of a view uses: less to send, parse and map per row.
const {
  companyId: _companyId,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...itemColumns
} = getTableColumns(items);

/** An item with everything its presentation names: categories, its control and asset, dates, risk, labels. */
const viewColumns = {
  item: itemColumns,
  ...classificationColumns,
  ...executionColumns,
  criticality: criticalityColumn,
  riskThresholds: thresholdsColumn,
  labels: labelsOfItem(items.id),
};
/** The same columns as constant nulls, for registers that have none of them (fewer joins to plan). */
const nulls = <T extends Record<string, unknown>>(columns: T) =>
  Object.fromEntries(Object.keys(columns).map((key) => [key, sql`null`])) as unknown as T;
/** An item with everything its presentation names, its labels included. */
export type ItemView = {
  [K in keyof typeof viewColumns]: K extends 'item'
    ? Omit<ItemRow, 'companyId' | 'createdAt' | 'updatedAt'>
    : K extends 'criticality'
      ? CriticalitySource | null
      : K extends 'riskThresholds'
        ? RiskMatrix['thresholds'] | null
        : K extends 'labels'
          ? Label[]
          : (typeof viewColumns)[K] extends { _: { data: infer D } }
            ? D | null
            : never;
};

/** A list filter as a prepared statement takes it: its SQL's shape in `key`, what varies in `value`. */
export interface ListFilter {
  key: string;
  condition: SQL;
  value: string | number;
}
/** A statement answering item views, prepared on each database handle per register and shape. */
export type ViewQuery = PgPreparedQuery<PreparedQueryConfig & { execute: { view: ItemView }[] }>;

/**
 * The columns as one JSON object under their keys, built by the database: the driver parses one value per
 * row and drizzle maps none, where mapping some thirty columns per row cost a third of a list's CPU.
 */
function jsonObject(columns: Record<string, AnyPgColumn | SQL>): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

export const viewsOf = (rows: { view: ItemView }[]) => rows.map((row) => row.view);

/**
 * Items with their view columns, joining only the tables the register needs: on PGlite the planning of
 * six joins costs more than the page itself. Without a register (items of several), everything.
 */
export function itemViews(db: Executor, register?: ItemCategory) {
  const classified = register !== 'Executions';
  const executions = register === undefined || register === 'Executions';
  const columns = {
    item: jsonObject(itemColumns),
    ...(classified ? classificationColumns : nulls(classificationColumns)),
    ...(executions ? executionColumns : nulls(executionColumns)),
    criticality: register === undefined || register === 'Assets' ? criticalityColumn : sql<null>`null`,
    riskThresholds: rated(register) ? thresholdsColumn : sql<null>`null`,
    labels: viewColumns.labels,
  };
  const joins: [AnyPgTable, SQL][] = [];
  if (classified) {
    joins.push(
      [category, eq(category.id, items.categoryId)],
      [subCategory, eq(subCategory.id, items.subCategoryId)],
      [subClasses, eq(subClasses.id, items.subClassId)],
    );
  }
  if (rated(register)) joins.push([riskMatrices, eq(riskMatrices.companyId, items.companyId)]);
  if (executions) {
    joins.push(
      [control, eq(control.id, items.controlId)],
      [asset, eq(asset.id, items.assetId)],
      [checkpoints, eq(checkpoints.itemId, items.id)],
    );
  }
  // Joins chosen at run time do not fit drizzle's types; the answer's shape is ItemView all the same.
  const base = db.select({ view: sql<ItemView>`${jsonObject(columns)}` }).from(items);
  type Joinable = { leftJoin: (table: AnyPgTable, on: SQL) => Joinable };
  const joined = joins.reduce((query, [table, on]) => query.leftJoin(table, on), base as unknown as Joinable);
  return joined as unknown as typeof base;
}
