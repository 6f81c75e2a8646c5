import { auditActions } from '@praxis/contract';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns.js';

/** Who changed what, when, with the state before and after. Written in the change's transaction. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    companyId: companyId(),
    /** Kept when the user is deleted later: the log outlives the people in it. */
    userId: uuid('user_id'),
    userEmail: text('user_email'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action', { enum: auditActions }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_events_company_at_idx').on(t.companyId, t.at),
    index('audit_events_company_entity_idx').on(t.companyId, t.entity, t.entityId),
    index('audit_events_company_user_idx').on(t.companyId, t.userId),
  ],
);
