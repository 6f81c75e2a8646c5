import { itemCategories, registers, storedRelationTypes } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * Categories of a register, and their sub-categories: a sub-category is a category with a parent.
 * Names are unique per company, register and parent, in any letter case.
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    itemCategory: text('item_category', { enum: itemCategories }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_legacy_id_key').on(t.legacyId),
    uniqueIndex('categories_company_name_key').on(
      t.companyId,
      t.itemCategory,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    index('categories_parent_id_idx').on(t.parentId),
  ],
);

/** Sub-classes of the four fixed asset classes. */
export const subClasses = pgTable(
  'sub_classes',
  {
    id: id(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    assetClass: smallint('asset_class').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sub_classes_legacy_id_key').on(t.legacyId),
    uniqueIndex('sub_classes_company_name_key').on(t.companyId, t.assetClass, sql`lower(${t.name})`),
    check('sub_classes_asset_class_check', sql`${t.assetClass} between 1 and 4`),
  ],
);

/** The words of a control that suggestions search; the index and the query must use the same expression. */
export const controlText = (t: { name: AnyPgColumn; title: AnyPgColumn; definition: AnyPgColumn }) =>
  sql`coalesce(${t.name}, '') || ' ' || coalesce(${t.title}, '') || ' ' || coalesce(${t.definition}, '')`;

/**
 * The identifier prefix of a register's items (`KON` for controls and executions alike), in SQL: identifiers
 * are unique per company and prefix, not per register.
 */
const prefixOf = (category: AnyPgColumn) =>
  sql`(case ${category} ${sql.raw(
    itemCategories.map((register) => `when '${register}' then '${registers[register].prefix}'`).join(' '),
  )} end)`;

/**
 * Every register in one table: the registers share identity, numbering, naming, relations, assignments and
 * checkpoints, and differ only in a few nullable columns, so one table keeps one query path for lists,
 * lookups and deletes. Executions point at their control and asset; both references survive a delete as
 * null, so the execution reads 'Control not found' or 'Asset not found'.
 */
export const items = pgTable(
  'items',
  {
    id: id(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    category: text('category', { enum: itemCategories }).notNull(),
    /**
     * Per company and identifier prefix, from `itemNumberSequences`, never reused; the identifier shows it
     * (`ASE-007`). A generated name counts on its own (`Asset-1` is the first such name not taken).
     */
    number: integer('number').notNull(),
    /** Null for executions, which are named after their control. */
    name: text('name'),
    title: text('title'),
    definition: text('definition'),
    instruction: text('instruction'),
    assetClass: smallint('asset_class'),
    subClassId: uuid('sub_class_id').references(() => subClasses.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: uuid('sub_category_id').references(() => categories.id, { onDelete: 'set null' }),
    type: text('type'),
    /** Risk scenarios: the inherent rating (its likelihood and consequence) and the residual one. */
    likelihood: smallint('likelihood'),
    consequence: smallint('consequence'),
    residualLikelihood: smallint('residual_likelihood'),
    residualConsequence: smallint('residual_consequence'),
    controlId: uuid('control_id').references((): AnyPgColumn => items.id, { onDelete: 'set null' }),
    assetId: uuid('asset_id').references((): AnyPgColumn => items.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('items_legacy_id_key').on(t.legacyId),
    // Lists page through a register in number order; this index serves them and keeps numbers unique.
    uniqueIndex('items_company_category_number_key').on(t.companyId, t.category, t.number),
    // One identifier, one item: control KON-005 and execution KON-005 cannot both exist.
    uniqueIndex('items_company_prefix_number_key').on(t.companyId, prefixOf(t.category), t.number),
    // Case-insensitive substring search on names (pg_trgm, created by the migration).
    index('items_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Suggested controls rank a requirement's words against a control's texts.
    index('items_control_text_idx')
      .using('gin', sql`to_tsvector('english'::regconfig, ${controlText(t)})`)
      .where(sql`${t.category} = 'Controls'`),
    index('items_control_id_idx').on(t.controlId),
    index('items_asset_id_idx').on(t.assetId),
    // One execution per control and asset.
    uniqueIndex('items_execution_key')
      .on(t.controlId, t.assetId)
      .where(sql`${t.controlId} is not null and ${t.assetId} is not null`),
    check('items_name_check', sql`(${t.category} = 'Executions') = (${t.name} is null)`),
    check('items_asset_class_check', sql`${t.assetClass} between 1 and 4`),
    check('items_likelihood_check', sql`${t.likelihood} between 1 and 5`),
    check('items_consequence_check', sql`${t.consequence} between 1 and 5`),
    check('items_residual_likelihood_check', sql`${t.residualLikelihood} between 1 and 5`),
    check('items_residual_consequence_check', sql`${t.residualConsequence} between 1 and 5`),
  ],
);

/**
 * The last number each identifier prefix gave out in a company. Creating an item advances its row with one
 * upsert in the creating transaction, whose row lock orders concurrent creates on every instance; a deleted
 * item's number stays given out.
 */
export const itemNumberSequences = pgTable(
  'item_number_sequences',
  {
    companyId: companyId(),
    prefix: text('prefix').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.prefix] })],
);

/** Stored links between items; executions link controls and assets by themselves. */
export const itemRelations = pgTable(
  'item_relations',
  {
    id: id(),
    companyId: companyId(),
    relationType: text('relation_type', { enum: storedRelationTypes }).notNull(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('item_relations_parent_child_key').on(t.parentId, t.childId),
    index('item_relations_child_id_idx').on(t.childId),
  ],
);

/** The filter rows a person last applied to a register: applying a filter saves it, so the list opens filtered next time. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    category: text('category', { enum: itemCategories }).notNull(),
    filters: jsonb('filters').$type<{ parameter: string; value: string }[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
