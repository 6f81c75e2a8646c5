import type { AuditAction, AuditEntity, AuditEvent, AuditQuery } from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import type { Principal } from '../../lib/principal.js';
import { csvCell } from '../../lib/text.js';
import { type AuditRow, auditRepository } from './audit.repository.js';

export interface Change {
  action: Exclude<AuditAction, 'read'>;
  entity: AuditEntity;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a change in the audit log. Call it with the transaction that makes the change, so the event and
 * the change are written together or not at all.
 */
export function recordChange(tx: Executor, actor: Principal, change: Change): Promise<void> {
  return insertEvent(tx, actor.companyId, { userId: actor.userId, userEmail: actor.email }, change);
}

/**
 * Records an event no signed-in person caused (the built-in provider slowing down password guesses for an
 * account) in the account's company, so that its Administrators see it; the user columns stay empty.
 */
export function recordEvent(db: Executor, companyId: string, change: Change): Promise<void> {
  return insertEvent(db, companyId, { userId: null, userEmail: null }, change);
}

/**
 * Records that `actor` read a record, for callers whose every access the log must show (external auditors);
 * one row, without the record's content, so that it costs a request one insert.
 */
export function recordRead(
  db: Executor,
  actor: Principal,
  entity: AuditEntity,
  entityId: string,
): Promise<void> {
  return insertEvent(
    db,
    actor.companyId,
    { userId: actor.userId, userEmail: actor.email },
    {
      action: 'read',
      entity,
      entityId,
    },
  );
}

function insertEvent(
  db: Executor,
  companyId: string,
  by: { userId: string | null; userEmail: string | null },
  change: Omit<Change, 'action'> & { action: AuditAction },
): Promise<void> {
  return auditRepository(db).insert({
    companyId,
    ...by,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

const present = (row: AuditRow): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  userId: row.userId,
  userEmail: row.userEmail,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
});

const CSV_COLUMNS = ['at', 'userEmail', 'action', 'entity', 'entityId', 'before', 'after'] as const;

export function auditService(db: Db) {
  const repo = auditRepository(db);
  return {
    async page(actor: Principal, query: AuditQuery) {
      const filter = {
        entity: query.entity,
        entityId: query.entityId,
        userId: query.userId,
        userEmail: query.userEmail,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        // `to` is a whole day: everything before the next midnight.
        to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
      };
      const rows = await repo.list(
        actor.companyId,
        filter,
        query.pageSize + 1,
        (query.page - 1) * query.pageSize,
      );
      return { data: rows.slice(0, query.pageSize).map(present), hasMore: rows.length > query.pageSize };
    },
    toCsv(events: AuditEvent[]): string {
      const lines = [
        CSV_COLUMNS.join(','),
        ...events.map((e) => CSV_COLUMNS.map((c) => csvCell(e[c])).join(',')),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
