import type { EvidenceOwnerCategory, EvidenceStatus } from '@praxis/contract';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  evidence,
  evidenceOwnerColumn,
  evidenceOwnerValues,
  evidenceRevisions,
  items,
  type OwnerKey,
  users,
} from '../../db/schema/index.js';
import { nameOf, type Person, personOf } from '../../db/sql.js';

export type EvidenceRow = typeof evidence.$inferSelect;
export type RevisionRow = typeof evidenceRevisions.$inferSelect;

export interface RevisionView extends RevisionRow {
  uploader: Person | null;
  reviewer: Person | null;
}

export interface EvidenceView extends EvidenceRow {
  ownerCategory: EvidenceOwnerCategory;
  /** Newest first: the first is the latest revision. */
  revisions: RevisionView[];
}

/**
 * What the semaphore needs of one evidence: the status of its latest revision and, when one
 * of its revisions is approved, the expiry of the newest approved one.
 */
export interface EvidenceState {
  ownerId: string;
  evidenceId: string;
  status: EvidenceStatus;
  /** Null when no revision is approved; `expiresDate` null when the approved one never expires. */
  approved: { expiresDate: string | null } | null;
}

const uploaders = alias(users, 'uploaders');
const reviewers = alias(users, 'reviewers');

export function evidenceRepository(db: Executor) {
  async function views(where: SQL | undefined): Promise<EvidenceView[]> {
    const rows = await db
      .select({ evidence, itemCategory: items.category })
      .from(evidence)
      .leftJoin(items, eq(items.id, evidence.itemId))
      .where(where)
      .orderBy(desc(evidence.createdAt), desc(evidence.id));
    if (rows.length === 0) return [];
    const revisions = await db
      .select({
        revision: evidenceRevisions,
        uploaderName: nameOf(uploaders),
        reviewerName: nameOf(reviewers),
      })
      .from(evidenceRevisions)
      .leftJoin(uploaders, eq(uploaders.id, evidenceRevisions.uploadedBy))
      .leftJoin(reviewers, eq(reviewers.id, evidenceRevisions.reviewerId))
      .where(
        inArray(
          evidenceRevisions.evidenceId,
          rows.map((r) => r.evidence.id),
        ),
      )
      .orderBy(asc(evidenceRevisions.evidenceId), desc(evidenceRevisions.number));
    const byEvidence = new Map<string, RevisionView[]>();
    for (const r of revisions) {
      const list = byEvidence.get(r.revision.evidenceId) ?? [];
      list.push({
        ...r.revision,
        uploader: personOf(r.revision.uploadedBy, r.uploaderName),
        reviewer: personOf(r.revision.reviewerId, r.reviewerName),
      });
      byEvidence.set(r.revision.evidenceId, list);
    }
    return rows.map((r) => ({
      ...r.evidence,
      ownerCategory: r.evidence.requirementId
        ? 'Requirements'
        : r.evidence.findingId
          ? 'Findings'
          : (r.itemCategory as EvidenceOwnerCategory),
      revisions: byEvidence.get(r.evidence.id) ?? [],
    }));
  }

  return {
    /** The evidence of one owner, newest first. */
    listOf(companyId: string, owner: OwnerKey): Promise<EvidenceView[]> {
      return views(and(eq(evidence.companyId, companyId), eq(evidenceOwnerColumn(owner), owner.id)));
    },

    /** Tenancy: another company's evidence is as absent as one that does not exist. */
    async find(companyId: string, id: string): Promise<EvidenceView | undefined> {
      const [view] = await views(and(eq(evidence.companyId, companyId), eq(evidence.id, id)));
      return view;
    },

    /**
     * Where the bytes of given revisions are (a sealed snapshot's, for its archive), in one query; a
     * revision whose evidence was deleted since is not among them.
     */
    storedRevisions(companyId: string, evidenceIds: string[]) {
      if (evidenceIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          evidenceId: evidenceRevisions.evidenceId,
          number: evidenceRevisions.number,
          storageKey: evidenceRevisions.storageKey,
          size: evidenceRevisions.size,
        })
        .from(evidenceRevisions)
        .where(
          and(eq(evidenceRevisions.companyId, companyId), inArray(evidenceRevisions.evidenceId, evidenceIds)),
        );
    },

    /**
     * Locks the evidence row for the rest of the transaction, so two revisions uploaded at once get two
     * numbers and a review cannot cross a new upload; false when the company has no such evidence.
     */
    async lock(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .select({ id: evidence.id })
        .from(evidence)
        .where(and(eq(evidence.companyId, companyId), eq(evidence.id, id)))
        .for('update');
      return rows.length > 0;
    },

    async insert(
      companyId: string,
      owner: OwnerKey,
      values: Pick<EvidenceRow, 'id' | 'kind' | 'title' | 'description'>,
    ): Promise<void> {
      await db.insert(evidence).values({ companyId, ...evidenceOwnerValues(owner), ...values });
    },

    async update(
      companyId: string,
      id: string,
      values: Pick<EvidenceRow, 'title' | 'description'>,
    ): Promise<void> {
      await db
        .update(evidence)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(evidence.companyId, companyId), eq(evidence.id, id)));
    },

    async insertRevision(values: typeof evidenceRevisions.$inferInsert): Promise<void> {
      await db.insert(evidenceRevisions).values(values);
    },

    async updateRevision(
      companyId: string,
      evidenceId: string,
      number: number,
      values: Partial<
        Pick<
          RevisionRow,
          'effectiveDate' | 'expiresDate' | 'status' | 'reviewerId' | 'reviewComment' | 'reviewedAt'
        >
      >,
    ): Promise<void> {
      await db
        .update(evidenceRevisions)
        .set(values)
        .where(
          and(
            eq(evidenceRevisions.companyId, companyId),
            eq(evidenceRevisions.evidenceId, evidenceId),
            eq(evidenceRevisions.number, number),
          ),
        );
    },

    /** Deletes the evidence and, by the foreign key, its revisions. */
    async remove(companyId: string, id: string): Promise<void> {
      await db.delete(evidence).where(and(eq(evidence.companyId, companyId), eq(evidence.id, id)));
    },

    /**
     * For the semaphore, the report and anything else that colours many owners at once: one row per
     * evidence of the given owners (items or requirements of the company, mixed freely) with the status of
     * its latest revision and the expiry of its newest approved revision. Owners without evidence have no
     * row.
     */
    async statesOf(companyId: string, ownerIds: readonly string[]): Promise<EvidenceState[]> {
      if (ownerIds.length === 0) return [];
      const r = alias(evidenceRevisions, 'r');
      // The newest revision of each evidence (that meets `condition`), as a scalar subquery.
      const newest = <T>(column: SQL.Aliased<T>, condition?: SQL) =>
        sql<T | null>`(${db
          .select({ value: column })
          .from(r)
          .where(and(eq(r.evidenceId, evidence.id), condition))
          .orderBy(desc(r.number))
          .limit(1)})`;
      const approved = eq(r.status, 'approved');
      const rows = await db
        .select({
          ownerId: sql<string>`coalesce(${evidence.itemId}, ${evidence.requirementId})`,
          evidenceId: evidence.id,
          status: newest(sql<EvidenceStatus>`${r.status}`.as('status')),
          approvedNumber: newest(sql<number>`${r.number}`.as('number'), approved),
          approvedExpires: newest(sql<string>`${r.expiresDate}::text`.as('expires'), approved),
        })
        .from(evidence)
        .where(
          and(
            eq(evidence.companyId, companyId),
            or(inArray(evidence.itemId, [...ownerIds]), inArray(evidence.requirementId, [...ownerIds])),
          ),
        );
      return rows.map((row) => ({
        ownerId: row.ownerId,
        evidenceId: row.evidenceId,
        status: row.status as EvidenceStatus,
        approved: row.approvedNumber === null ? null : { expiresDate: row.approvedExpires },
      }));
    },
  };
}
