import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id } from './columns.js';
import { requirementMappings } from './mappings.js';
import { specificationElements } from './specifications.js';
import { users } from './users.js';

/**
 * 'Apply mapping': a source requirement's assessment (applicability, linked controls,
 * maturities) copied for the target of one mapping, as it was when copied, until a person confirms it
 * (which applies it to the target) or discards it. The target itself is untouched until then, so drafts
 * change nothing a tree shows and need no tree-version trigger. One draft per mapping; deleting the
 * mapping (or either requirement) takes its draft along.
 */
export const mappingDrafts = pgTable(
  'mapping_drafts',
  {
    id: id(),
    companyId: companyId(),
    mappingId: uuid('mapping_id')
      .notNull()
      .references(() => requirementMappings.id, { onDelete: 'cascade' }),
    /** The mapping's target, which confirming changes. */
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => specificationElements.id, { onDelete: 'cascade' }),
    applicable: boolean('applicable'),
    justification: text('justification'),
    /** The source's linked controls; those deleted meanwhile are skipped on confirmation. */
    controlIds: uuid('control_ids').array().notNull().default(sql`'{}'::uuid[]`),
    currentLevel: smallint('current_level'),
    targetLevel: smallint('target_level'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mapping_drafts_mapping_key').on(t.mappingId),
    index('mapping_drafts_requirement_idx').on(t.requirementId),
  ],
);
