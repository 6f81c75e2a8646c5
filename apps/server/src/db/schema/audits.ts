import { auditKinds, auditStatuses, findingKinds, findingStatuses } from '@praxis/contract';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt } from './columns.js';
import { specificationElements, specifications } from './specifications.js';
import { users } from './users.js';

/** An audit of one or several specifications (a campaign) on an audit date. */
export const audits = pgTable(
  'audits',
  {
    id: id(),
    companyId: companyId(),
    title: text('title').notNull(),
    kind: text('kind', { enum: auditKinds }).notNull(),
    status: text('status', { enum: auditStatuses }).notNull().default('planned'),
    scope: text('scope'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    auditDate: date('audit_date', { mode: 'string' }).notNull(),
    leadAuditorId: uuid('lead_auditor_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('audits_company_idx').on(t.companyId, t.auditDate)],
);

/** The audit a row belongs to, which takes the row along when it is deleted. */
const auditId = () =>
  uuid('audit_id')
    .notNull()
    .references(() => audits.id, { onDelete: 'cascade' });

export const auditSpecifications = pgTable(
  'audit_specifications',
  {
    companyId: companyId(),
    auditId: auditId(),
    specificationId: uuid('specification_id')
      .notNull()
      .references(() => specifications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.auditId, t.specificationId] }),
    index('audit_specifications_specification_idx').on(t.specificationId),
  ],
);

/** The company's people who run the audit besides its lead auditor. */
export const auditTeam = pgTable(
  'audit_team',
  {
    companyId: companyId(),
    auditId: auditId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.auditId, t.userId] }), index('audit_team_user_idx').on(t.userId)],
);

/**
 * A sealed snapshot: the manifest as the exact text that was hashed (never jsonb, which would reorder it), and
 * its SHA-256. A trigger refuses every UPDATE of a snapshot and of its parts.
 */
export const auditSnapshots = pgTable(
  'audit_snapshots',
  {
    id: id(),
    companyId: companyId(),
    auditId: auditId(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    manifest: text('manifest').notNull(),
    sha256: text('sha256').notNull(),
    requirementCount: integer('requirement_count').notNull(),
    evidenceCount: integer('evidence_count').notNull(),
  },
  (t) => [index('audit_snapshots_audit_idx').on(t.auditId, t.takenAt)],
);

/**
 * One specification of a snapshot as canonical JSON text with its SHA-256. The specification is named by id
 * only: the part outlives the specification, which is what sealing it is for.
 */
export const auditSnapshotParts = pgTable(
  'audit_snapshot_parts',
  {
    companyId: companyId(),
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => auditSnapshots.id, { onDelete: 'cascade' }),
    specificationId: uuid('specification_id').notNull(),
    content: text('content').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.specificationId] })],
);

/** An external auditor's access to one audit, until the end of a day. */
export const auditAuditors = pgTable(
  'audit_auditors',
  {
    companyId: companyId(),
    auditId: auditId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: date('until', { mode: 'string' }).notNull(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.auditId, t.userId] }), index('audit_auditors_user_idx').on(t.userId)],
);

/** What an audit found, numbered per company (FND-001). */
export const findings = pgTable(
  'findings',
  {
    id: id(),
    companyId: companyId(),
    number: integer('number').notNull(),
    auditId: auditId(),
    requirementId: uuid('requirement_id').references(() => specificationElements.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: findingKinds }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    rootCause: text('root_cause'),
    correctiveAction: text('corrective_action'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: findingStatuses }).notNull().default('open'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('findings_company_number_idx').on(t.companyId, t.number),
    index('findings_audit_idx').on(t.auditId),
    index('findings_requirement_idx').on(t.requirementId),
    index('findings_owner_idx').on(t.ownerId),
  ],
);

/** Every change of a finding's status, with who and why. */
export const findingSteps = pgTable(
  'finding_steps',
  {
    id: id(),
    companyId: companyId(),
    findingId: uuid('finding_id')
      .notNull()
      .references(() => findings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: findingStatuses }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
  },
  (t) => [index('finding_steps_finding_idx').on(t.findingId, t.at)],
);
