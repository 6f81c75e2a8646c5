import { mappingOrigins, mappingRelationships, type WaitingMaps } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns.js';
import { specificationElements } from './specifications.js';
import { users } from './users.js';

/**
 * An imported OSCAL `mapping-collection`. Its uuid makes a re-import replace the collection's imported
 * mappings; `waiting` keeps what the last import could not land (maps into catalogs not imported yet), so
 * the company sees what importing the collection again, once that catalog is there, would add.
 */
export const mappingCollections = pgTable(
  'mapping_collections',
  {
    id: id(),
    companyId: companyId(),
    sourceId: text('source_id').notNull(),
    title: text('title').notNull(),
    version: text('version'),
    waiting: jsonb('waiting').$type<WaitingMaps[]>().notNull().default([]),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mapping_collections_company_source_key').on(t.companyId, t.sourceId)],
);

/**
 * A source requirement's relationship to a target requirement (OSCAL 1.2 mapping), usually across
 * specifications. One row per pair, so a person's mapping and an imported one never contradict each other:
 * an import leaves a pair a person mapped alone. Deleting either requirement (or its specification) takes
 * the mapping along.
 */
export const requirementMappings = pgTable(
  'requirement_mappings',
  {
    id: id(),
    companyId: companyId(),
    sourceRequirementId: uuid('source_requirement_id')
      .notNull()
      .references(() => specificationElements.id, { onDelete: 'cascade' }),
    targetRequirementId: uuid('target_requirement_id')
      .notNull()
      .references(() => specificationElements.id, { onDelete: 'cascade' }),
    relationship: text('relationship', { enum: mappingRelationships }).notNull(),
    strength: smallint('strength'),
    rationale: text('rationale'),
    origin: text('origin', { enum: mappingOrigins }).notNull(),
    /** The collection an imported mapping came from (null: manual, or a CSV import). */
    collectionId: uuid('collection_id').references(() => mappingCollections.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('requirement_mappings_pair_key').on(t.sourceRequirementId, t.targetRequirementId),
    index('requirement_mappings_target_idx').on(t.targetRequirementId),
    index('requirement_mappings_collection_idx').on(t.collectionId),
    check('requirement_mappings_strength_check', sql`${t.strength} between 0 and 10`),
    check('requirement_mappings_not_self_check', sql`${t.sourceRequirementId} <> ${t.targetRequirementId}`),
  ],
);
