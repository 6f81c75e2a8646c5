import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  auditSnapshotParts,
  auditSnapshots,
  auditSpecifications,
  specifications,
  users,
} from '../db/schema/index.js';

export type SnapshotRow = typeof auditSnapshots.$inferInsert & { id: string };
export type SnapshotPartRow = Omit<typeof auditSnapshotParts.$inferInsert, 'companyId' | 'snapshotId'>;

const summaryColumns = {
  id: auditSnapshots.id,
  auditId: auditSnapshots.auditId,
  takenAt: auditSnapshots.takenAt,
  manifest: auditSnapshots.manifest,
  sha256: auditSnapshots.sha256,
  requirementCount: auditSnapshots.requirementCount,
  evidenceCount: auditSnapshots.evidenceCount,
  takenById: users.id,
  takenByFirstName: users.firstName,
  takenByLastName: users.lastName,
  takenByEmail: users.email,
};

/**
 * Sealed snapshots and their parts. Written once, never updated (the tables' triggers refuse it); every
 * query filters by the caller's company. The snapshots sit with the views that build them from the report,
 * which no module may read.
 */
export function auditSnapshotsRepository(db: Executor) {
  return {
    /** An audit's specifications that still exist, by name, as a freeze takes them. */
    specificationsOf(companyId: string, auditId: string) {
      return db
        .select({ id: specifications.id, legacyId: specifications.legacyId, name: specifications.name })
        .from(auditSpecifications)
        .innerJoin(specifications, eq(specifications.id, auditSpecifications.specificationId))
        .where(
          and(
            eq(auditSpecifications.companyId, companyId),
            eq(auditSpecifications.auditId, auditId),
            eq(specifications.companyId, companyId),
          ),
        )
        .orderBy(asc(specifications.name), asc(specifications.id));
    },

    async insert(snapshot: SnapshotRow, parts: SnapshotPartRow[]) {
      await db.insert(auditSnapshots).values(snapshot);
      await db
        .insert(auditSnapshotParts)
        .values(parts.map((part) => ({ ...part, companyId: snapshot.companyId, snapshotId: snapshot.id })));
    },

    /** A snapshot of the company, of the given audit when one is named, with who took it. */
    async find(companyId: string, snapshotId: string, auditId?: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(auditSnapshots)
        .leftJoin(users, eq(users.id, auditSnapshots.takenBy))
        .where(
          and(
            eq(auditSnapshots.companyId, companyId),
            eq(auditSnapshots.id, snapshotId),
            auditId === undefined ? undefined : eq(auditSnapshots.auditId, auditId),
          ),
        );
      return row;
    },

    /** A snapshot's parts as stored, all of them or those of the given specifications. */
    parts(companyId: string, snapshotId: string, specificationIds?: string[]) {
      return db
        .select({
          specificationId: auditSnapshotParts.specificationId,
          content: auditSnapshotParts.content,
          sha256: auditSnapshotParts.sha256,
        })
        .from(auditSnapshotParts)
        .where(
          and(
            eq(auditSnapshotParts.companyId, companyId),
            eq(auditSnapshotParts.snapshotId, snapshotId),
            specificationIds === undefined
              ? undefined
              : inArray(auditSnapshotParts.specificationId, specificationIds),
          ),
        );
    },
  };
}

export type SnapshotSummaryRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof auditSnapshotsRepository>['find']>>
>;
