import { type RiskMatrix, treatmentDecisions, treatmentStatuses } from '@praxis/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, updatedAt } from './columns.js';
import { items } from './items.js';
import { users } from './users.js';

/**
 * A company's risk matrix, once an Administrator changes it; without a row the company uses
 * DEFAULT_RISK_MATRIX. A score at or above a threshold has that level.
 */
export const riskMatrices = pgTable(
  'risk_matrices',
  {
    companyId: companyId().primaryKey(),
    mediumFrom: smallint('medium_from').notNull(),
    highFrom: smallint('high_from').notNull(),
    criticalFrom: smallint('critical_from').notNull(),
    colours: jsonb('colours').$type<RiskMatrix['colours']>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'risk_matrices_thresholds_check',
      sql`2 <= ${t.mediumFrom} and ${t.mediumFrom} < ${t.highFrom} and ${t.highFrom} < ${t.criticalFrom} and ${t.criticalFrom} <= 25`,
    ),
  ],
);

/**
 * A risk scenario's treatment decision (ISO 31000): one per scenario, gone with it. An acceptance needs an
 * expiry date and counts once an Administrator other than its owner approved it (`approved_by`).
 */
export const threatTreatments = pgTable(
  'threat_treatments',
  {
    threatId: uuid('threat_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    decision: text('decision', { enum: treatmentDecisions }).notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: treatmentStatuses }).notNull(),
    justification: text('justification'),
    expiresDate: date('expires_date', { mode: 'string' }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('threat_treatments_company_idx').on(t.companyId),
    index('threat_treatments_owner_id_idx').on(t.ownerId),
    index('threat_treatments_approved_by_idx').on(t.approvedBy),
    check(
      'threat_treatments_decision_check',
      sql`${t.decision} in (${sql.raw(treatmentDecisions.map((d) => `'${d}'`).join(', '))})`,
    ),
    check(
      'threat_treatments_status_check',
      sql`${t.status} in (${sql.raw(treatmentStatuses.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('threat_treatments_expiry_check', sql`${t.decision} <> 'accept' or ${t.expiresDate} is not null`),
  ],
);
