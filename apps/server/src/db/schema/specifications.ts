import { elementKinds, maturityClasses } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns.js';
import { items } from './items.js';

/** An imported catalog of requirements. */
export const specifications = pgTable(
  'specifications',
  {
    id: id(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description'),
    version: text('version'),
    source: text('source').notNull(),
    /** The OSCAL catalog uuid: a re-import of the same catalog updates this row instead of adding one. */
    sourceId: text('source_id'),
    /** The file name of the last import: mapping collections and profiles name catalogs by href. */
    sourceFile: text('source_file'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    /** Made by resolving an OSCAL profile (its uuid is `source_id`, the profile itself a document). */
    tailored: boolean('tailored').notNull().default(false),
    /** The imported catalog a tailored specification's profile was resolved against, while it exists. */
    sourceCatalogId: uuid('source_catalog_id').references((): AnyPgColumn => specifications.id, {
      onDelete: 'set null',
    }),
    /** The library entry it was added from (the contract's `libraryEntries`): its licence goes with it. */
    libraryEntry: text('library_entry'),
  },
  (t) => [
    uniqueIndex('specifications_legacy_id_key').on(t.legacyId),
    index('specifications_company_source_idx').on(t.companyId, t.sourceId),
    // The list's name filter is a case-insensitive substring search.
    index('specifications_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * The OSCAL file a specification was imported from (a catalog, or the profile of a tailored one), kept so
 * that a profile imported later can be resolved against the catalog as published. A table of its own, so
 * that reading specifications never carries megabytes of source.
 */
export const specificationDocuments = pgTable('specification_documents', {
  specificationId: uuid('specification_id')
    .primaryKey()
    .references(() => specifications.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  content: text('content').notNull(),
});

/**
 * Topics, sub-topics and requirements in one table: they share identity, ordering and the tree, and the
 * whole tree is read in one query. Deleting a specification cascades to its elements and their links.
 */
export const specificationElements = pgTable(
  'specification_elements',
  {
    id: id(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    specificationId: uuid('specification_id')
      .notNull()
      .references(() => specifications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: elementKinds }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => specificationElements.id, {
      onDelete: 'cascade',
    }),
    code: text('code').notNull(),
    /** The OSCAL control or group id ('GC.1.1'): mappings name controls by it, whatever the code became. */
    oscalId: text('oscal_id'),
    name: text('name').notNull(),
    text: text('text'),
    order: integer('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('specification_elements_legacy_id_key').on(t.legacyId),
    // A re-import matches elements by code.
    uniqueIndex('specification_elements_code_key').on(t.specificationId, t.code),
    index('specification_elements_parent_id_idx').on(t.parentId),
    index('specification_elements_oscal_id_idx').on(t.specificationId, t.oscalId),
    index('specification_elements_company_idx').on(t.companyId, t.specificationId),
  ],
);

/** Controls of the toolbox that implement a requirement (many-to-many). */
export const requirementControls = pgTable(
  'requirement_controls',
  {
    companyId: companyId(),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => specificationElements.id, { onDelete: 'cascade' }),
    controlId: uuid('control_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requirementId, t.controlId] }),
    index('requirement_controls_control_id_idx').on(t.controlId),
  ],
);

/** Assets, products, threats and treatments a requirement concerns. */
export const requirementRelations = pgTable(
  'requirement_relations',
  {
    companyId: companyId(),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => specificationElements.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requirementId, t.itemId] }),
    index('requirement_relations_item_id_idx').on(t.itemId),
  ],
);

/**
 * A requirement's own applicability (null = not decided, counts as applicable) and why. One row per
 * requirement, created on the first save; its checkpoint dates are in `checkpoints` like every owner's.
 */
export const requirementAssessments = pgTable('requirement_assessments', {
  requirementId: uuid('requirement_id')
    .primaryKey()
    .references(() => specificationElements.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  applicable: boolean('applicable'),
  justification: text('justification'),
  updatedAt: updatedAt(),
});

/** Maturity of a requirement per class (Current, Target): one per class. */
export const maturities = pgTable(
  'maturities',
  {
    id: id(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => specificationElements.id, { onDelete: 'cascade' }),
    classId: text('class_id', { enum: maturityClasses }).notNull(),
    level: smallint('level').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('maturities_legacy_id_key').on(t.legacyId),
    uniqueIndex('maturities_requirement_class_key').on(t.requirementId, t.classId),
    check('maturities_level_check', sql`${t.level} between 1 and 6`),
  ],
);

/**
 * How often anything a company's specification trees and reports show has changed: elements, applicability,
 * checkpoints, relations, linked controls and their executions, evidence, labels, and for the report
 * documentation, maturities, assignments and the assigned people's names. Triggers (migrations 0020 and
 * 0021) count every transaction that writes those tables as it commits, so every instance can tell with
 * one read whether a tree or report it keeps is still the answer. No reference to `companies`: the
 * triggers also fire while a company's rows go with it.
 */
export const treeVersions = pgTable('tree_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The parameters an OSCAL specification defines, as its last import read them: replaced whole by each import,
 * so they say what the catalog or profile says now. The statement keeps a marker where each goes.
 */
export const specificationParameters = pgTable(
  'specification_parameters',
  {
    companyId: companyId(),
    specificationId: uuid('specification_id')
      .notNull()
      .references(() => specifications.id, { onDelete: 'cascade' }),
    /** The OSCAL param id. */
    paramId: text('param_id').notNull(),
    order: integer('sort_order').notNull(),
    label: text('label'),
    /** 'one' or 'one-or-more' where the parameter is a selection; null otherwise. */
    howMany: text('how_many'),
    choices: text('choices').array(),
    guidelines: text('guidelines'),
    /** What the catalog or the profile (its set-parameters) sets. */
    values: text('values').array().notNull(),
    /** The requirements whose statement uses it or that define it. */
    requirementIds: uuid('requirement_ids').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.specificationId, t.paramId] }),
    index('specification_parameters_company_idx').on(t.companyId),
  ],
);

/**
 * The company's own value of a parameter. Keyed by specification and param id, not by element, so that a
 * re-import of the same catalog or profile (which keeps the specification's row) keeps the values.
 */
export const specificationParameterValues = pgTable(
  'specification_parameter_values',
  {
    companyId: companyId(),
    specificationId: uuid('specification_id')
      .notNull()
      .references(() => specifications.id, { onDelete: 'cascade' }),
    paramId: text('param_id').notNull(),
    text: text('text'),
    choices: text('choices').array(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.specificationId, t.paramId] }),
    index('specification_parameter_values_company_idx').on(t.companyId),
  ],
);
