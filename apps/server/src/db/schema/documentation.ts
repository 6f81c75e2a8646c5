import { documentationClasses, documentationPurposes } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns.js';
import { items } from './items.js';
import { specificationElements } from './specifications.js';
import { users } from './users.js';

/** Rich-text documentation of an item or execution; HTML sanitised before it is stored. */
export const documentation = pgTable(
  'documentation',
  {
    id: id(),
    legacyId: integer('legacy_id').generatedAlwaysAsIdentity().notNull(),
    companyId: companyId(),
    // Cascade: deleting an item removes its documentation in the same statement, whoever deletes it.
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    /** Set instead of itemId for a requirement's documentation (imported texts are authoritative). */
    requirementId: uuid('requirement_id').references(() => specificationElements.id, {
      onDelete: 'cascade',
    }),
    class: text('class', { enum: documentationClasses }).notNull(),
    purpose: text('purpose', { enum: documentationPurposes }).notNull(),
    /** Null for an empty document. */
    content: text('content'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('documentation_legacy_id_key').on(t.legacyId),
    index('documentation_company_item_idx').on(t.companyId, t.itemId),
    // One internal text per item and class: saves replace it; authoritative texts may be several.
    uniqueIndex('documentation_internal_key').on(t.itemId, t.class).where(sql`${t.purpose} = 'internal'`),
    uniqueIndex('documentation_requirement_internal_key')
      .on(t.requirementId, t.class)
      .where(sql`${t.purpose} = 'internal'`),
    index('documentation_company_requirement_idx').on(t.companyId, t.requirementId),
    check('documentation_owner_check', sql`num_nonnulls(${t.itemId}, ${t.requirementId}) = 1`),
  ],
);
