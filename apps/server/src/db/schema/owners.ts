import { evidenceKinds } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { findings } from './audits.js';
import { companyId, createdAt, id, updatedAt } from './columns.js';
import { items } from './items.js';
import { labels } from './labels.js';
import { specificationElements } from './specifications.js';
import { users } from './users.js';

/**
 * What an owner-keyed table attaches to: an item of any register (executions included) or a requirement.
 * Exactly one owner column is set (the check); each has its own unique index, so upserts name their
 * conflict target, and deleting the owner takes the rows along.
 */
const ownerColumns = () => ({
  itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
  requirementId: uuid('requirement_id').references((): AnyPgColumn => specificationElements.id, {
    onDelete: 'cascade',
  }),
});

type OwnerKeyed = { itemId: AnyPgColumn; requirementId: AnyPgColumn };

const ownerCheck = (table: string, t: OwnerKeyed) =>
  check(`${table}_owner_check`, sql`num_nonnulls(${t.itemId}, ${t.requirementId}) = 1`);

/**
 * The owner a row of an owner-keyed table belongs to: its id, and which owner column holds it. A finding owns
 * evidence only, so only the evidence table has a column for it (`evidenceOwnerColumn`).
 */
export interface OwnerKey {
  id: string;
  isRequirement: boolean;
  isFinding?: boolean;
}

/** The column of `table` that holds `owner`: the key of its lookups and the target of its upserts. */
export const ownerColumn = <T extends OwnerKeyed>(
  table: T,
  owner: OwnerKey,
): T['itemId'] | T['requirementId'] => (owner.isRequirement ? table.requirementId : table.itemId);

/** The owner column values of a new row. */
export const ownerValues = (owner: OwnerKey) =>
  owner.isRequirement ? { requirementId: owner.id } : { itemId: owner.id };

/** Who is responsible (type 0) and accountable (type 1) for an item or a requirement: one person per type. */
export const assignments = pgTable(
  'assignments',
  {
    companyId: companyId(),
    ...ownerColumns(),
    type: smallint('type').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('assignments_item_type_key').on(t.itemId, t.type),
    uniqueIndex('assignments_requirement_type_key').on(t.requirementId, t.type),
    index('assignments_user_id_idx').on(t.userId),
    check('assignments_type_check', sql`${t.type} in (0, 1)`),
    ownerCheck('assignments', t),
  ],
);

/** The three checkpoint dates of an item or a requirement: deadline, implementation, expiry. */
export const checkpoints = pgTable(
  'checkpoints',
  {
    companyId: companyId(),
    ...ownerColumns(),
    deadline: date('deadline', { mode: 'string' }),
    implemented: date('implemented', { mode: 'string' }),
    expires: date('expires', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkpoints_item_key').on(t.itemId),
    uniqueIndex('checkpoints_requirement_key').on(t.requirementId),
    ownerCheck('checkpoints', t),
  ],
);

/** The labels on an item or a requirement; deleting a label or its owner takes the rows along. */
export const ownerLabels = pgTable(
  'owner_labels',
  {
    companyId: companyId(),
    ...ownerColumns(),
    labelId: uuid('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('owner_labels_item_label_key').on(t.itemId, t.labelId),
    uniqueIndex('owner_labels_requirement_label_key').on(t.requirementId, t.labelId),
    // The toolbox filter goes from a label to its items.
    index('owner_labels_label_id_idx').on(t.labelId),
    ownerCheck('owner_labels', t),
  ],
);

/**
 * Proof attached to an item, a requirement or an audit's finding: a file or a link. What changes with each
 * upload (the file, its dates, its review) lives in `evidence_revisions`; this row holds what the proof is.
 */
export const evidence = pgTable(
  'evidence',
  {
    id: id(),
    companyId: companyId(),
    ...ownerColumns(),
    findingId: uuid('finding_id').references((): AnyPgColumn => findings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: evidenceKinds }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('evidence_item_id_idx').on(t.itemId),
    index('evidence_requirement_id_idx').on(t.requirementId),
    index('evidence_finding_id_idx').on(t.findingId),
    index('evidence_company_id_idx').on(t.companyId),
    check('evidence_owner_check', sql`num_nonnulls(${t.itemId}, ${t.requirementId}, ${t.findingId}) = 1`),
  ],
);

/** The column of `evidence` that holds `owner`, a finding's included. */
export const evidenceOwnerColumn = (owner: OwnerKey) =>
  owner.isFinding ? evidence.findingId : ownerColumn(evidence, owner);

/** The owner column values of a new evidence row. */
export const evidenceOwnerValues = (owner: OwnerKey) =>
  owner.isFinding ? { findingId: owner.id } : ownerValues(owner);
