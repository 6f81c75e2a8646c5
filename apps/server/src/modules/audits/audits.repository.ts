import type { AuditStatus } from '@praxis/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  auditAuditors,
  auditSnapshots,
  auditSpecifications,
  audits,
  auditTeam,
  findings,
  specifications,
  users,
} from '../../db/schema/index.js';

export type AuditRow = typeof audits.$inferSelect;
export type AuditValues = Omit<typeof audits.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export interface AuditListFilter {
  status?: AuditStatus;
  specificationId?: string;
  /** Only the audits this external auditor holds a grant for that has not ended. */
  grantedTo?: string;
}

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
export type AuditPersonRow = { id: string; firstName: string | null; lastName: string | null; email: string };

/**
 * The day a grant still holds on: its `until` day is the last one, read in UTC (the company keeps no time zone
 * of its own), by the database's clock so that every instance ends it at the same moment.
 */
const grantHolds = (userId: string) =>
  sql`exists (select 1 from ${auditAuditors} g where g.audit_id = ${audits.id} and g.user_id = ${userId}
    and g.until >= (now() at time zone 'UTC')::date)`;

/** Rows that belong to audits, grouped by audit. */
function byAudit<T extends { auditId: string }>(rows: T[]) {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.auditId);
    if (list) list.push(row);
    else grouped.set(row.auditId, [row]);
  }
  return grouped;
}

export function auditsRepository(db: Executor) {
  return {
    /** Tenancy: another company's audit is as absent as one that does not exist. */
    async find(companyId: string, id: string): Promise<AuditRow | undefined> {
      const [row] = await db
        .select()
        .from(audits)
        .where(and(eq(audits.companyId, companyId), eq(audits.id, id)));
      return row;
    },
    /** The audit when `userId` holds a grant for it that has not ended. */
    async findGranted(companyId: string, id: string, userId: string): Promise<AuditRow | undefined> {
      const [row] = await db
        .select()
        .from(audits)
        .where(and(eq(audits.companyId, companyId), eq(audits.id, id), grantHolds(userId)));
      return row;
    },
    async isTeam(companyId: string, auditId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: audits.id })
        .from(audits)
        .where(
          and(
            eq(audits.companyId, companyId),
            eq(audits.id, auditId),
            sql`(${audits.leadAuditorId} = ${userId} or exists (select 1 from ${auditTeam} t
              where t.audit_id = ${audits.id} and t.user_id = ${userId}))`,
          ),
        );
      return row !== undefined;
    },
    /** The latest audit date first. */
    list(companyId: string, filter: AuditListFilter): Promise<AuditRow[]> {
      const conditions: SQL[] = [eq(audits.companyId, companyId)];
      if (filter.status) conditions.push(eq(audits.status, filter.status));
      if (filter.specificationId) {
        conditions.push(sql`exists (select 1 from ${auditSpecifications} s where s.audit_id = ${audits.id}
          and s.specification_id = ${filter.specificationId})`);
      }
      if (filter.grantedTo) conditions.push(grantHolds(filter.grantedTo));
      return db
        .select()
        .from(audits)
        .where(and(...conditions))
        .orderBy(desc(audits.auditDate), desc(audits.createdAt));
    },
    async insert(companyId: string, values: AuditValues): Promise<AuditRow> {
      const [row] = await db
        .insert(audits)
        .values({ ...values, companyId })
        .returning();
      return row as AuditRow;
    },
    async update(companyId: string, id: string, values: Partial<AuditValues>): Promise<AuditRow | undefined> {
      const [row] = await db
        .update(audits)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(audits.companyId, companyId), eq(audits.id, id)))
        .returning();
      return row;
    },
    async remove(companyId: string, id: string): Promise<void> {
      await db.delete(audits).where(and(eq(audits.companyId, companyId), eq(audits.id, id)));
    },
    async setSpecifications(companyId: string, auditId: string, specificationIds: string[]) {
      await db
        .delete(auditSpecifications)
        .where(and(eq(auditSpecifications.companyId, companyId), eq(auditSpecifications.auditId, auditId)));
      if (specificationIds.length === 0) return;
      await db
        .insert(auditSpecifications)
        .values(specificationIds.map((specificationId) => ({ companyId, auditId, specificationId })));
    },
    async setTeam(companyId: string, auditId: string, userIds: string[]) {
      await db
        .delete(auditTeam)
        .where(and(eq(auditTeam.companyId, companyId), eq(auditTeam.auditId, auditId)));
      if (userIds.length === 0) return;
      await db.insert(auditTeam).values(userIds.map((userId) => ({ companyId, auditId, userId })));
    },
    /** The company's people among `ids`, with their roles. */
    peopleIn(companyId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
    },
    /** The ids among `ids` of the company's specifications. */
    async specificationsIn(companyId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: specifications.id })
        .from(specifications)
        .where(and(eq(specifications.companyId, companyId), inArray(specifications.id, ids)));
      return rows.map((row) => row.id);
    },
    async findingCount(companyId: string, auditId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(findings)
        .where(and(eq(findings.companyId, companyId), eq(findings.auditId, auditId)));
      return row?.n ?? 0;
    },
    /**
     * What an audit's answer shows besides its own row, for several audits in five statements whatever their
     * number: lead auditors and team, specifications, snapshots (newest first) and open findings.
     */
    async detailsOf(companyId: string, rows: AuditRow[]) {
      const ids = rows.map((row) => row.id);
      const leadIds = [...new Set(rows.flatMap((row) => (row.leadAuditorId ? [row.leadAuditorId] : [])))];
      if (ids.length === 0) return undefined;
      const [leads, team, specs, snapshots, open] = await Promise.all([
        leadIds.length === 0
          ? Promise.resolve([] as AuditPersonRow[])
          : db
              .select(personColumns)
              .from(users)
              .where(and(eq(users.companyId, companyId), inArray(users.id, leadIds))),
        db
          .select({ auditId: auditTeam.auditId, ...personColumns })
          .from(auditTeam)
          .innerJoin(users, eq(users.id, auditTeam.userId))
          .where(and(eq(auditTeam.companyId, companyId), inArray(auditTeam.auditId, ids)))
          .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email)),
        db
          .select({
            auditId: auditSpecifications.auditId,
            id: specifications.id,
            legacyId: specifications.legacyId,
            name: specifications.name,
          })
          .from(auditSpecifications)
          .innerJoin(specifications, eq(specifications.id, auditSpecifications.specificationId))
          .where(and(eq(auditSpecifications.companyId, companyId), inArray(auditSpecifications.auditId, ids)))
          .orderBy(asc(specifications.name)),
        db
          .select({
            auditId: auditSnapshots.auditId,
            id: auditSnapshots.id,
            takenAt: auditSnapshots.takenAt,
            sha256: auditSnapshots.sha256,
            requirementCount: auditSnapshots.requirementCount,
            evidenceCount: auditSnapshots.evidenceCount,
            takenBy: personColumns,
          })
          .from(auditSnapshots)
          .leftJoin(users, eq(users.id, auditSnapshots.takenBy))
          .where(and(eq(auditSnapshots.companyId, companyId), inArray(auditSnapshots.auditId, ids)))
          .orderBy(desc(auditSnapshots.takenAt)),
        db
          .select({ auditId: findings.auditId, n: count() })
          .from(findings)
          .where(
            and(
              eq(findings.companyId, companyId),
              inArray(findings.auditId, ids),
              ne(findings.status, 'closed'),
            ),
          )
          .groupBy(findings.auditId),
      ]);
      return {
        leads: new Map(leads.map((person) => [person.id, person])),
        team: byAudit(team),
        specifications: byAudit(specs),
        snapshots: byAudit(snapshots),
        openFindings: new Map(open.map((row) => [row.auditId, row.n])),
      };
    },
  };
}

export type AuditsRepository = ReturnType<typeof auditsRepository>;
export type AuditDetails = NonNullable<Awaited<ReturnType<AuditsRepository['detailsOf']>>>;
