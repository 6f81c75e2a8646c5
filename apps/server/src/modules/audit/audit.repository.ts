import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { auditEvents } from '../../db/schema/index.js';
import { ilikeContains } from '../../db/sql.js';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'id' | 'at'>;

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  userId?: string;
  userEmail?: string;
  /** Inclusive start and exclusive end, as timestamps. */
  from?: Date;
  to?: Date;
}

export function auditRepository(db: Executor) {
  return {
    async insert(event: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values(event);
    },
    list(companyId: string, filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
      const conditions: SQL[] = [eq(auditEvents.companyId, companyId)];
      if (filter.entity) conditions.push(eq(auditEvents.entity, filter.entity));
      if (filter.entityId) conditions.push(eq(auditEvents.entityId, filter.entityId));
      if (filter.userId) conditions.push(eq(auditEvents.userId, filter.userId));
      if (filter.userEmail) conditions.push(ilikeContains(auditEvents.userEmail, filter.userEmail));
      if (filter.from) conditions.push(gte(auditEvents.at, filter.from));
      if (filter.to) conditions.push(lt(auditEvents.at, filter.to));
      return db
        .select()
        .from(auditEvents)
        .where(and(...conditions))
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
