import { type FindingKind, type FindingListQuery, type FindingStatus, findingKinds } from '@praxis/contract';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  auditSpecifications,
  audits,
  evidence,
  findingSteps,
  findings,
  itemNumberSequences,
  specificationElements,
  specifications,
  users,
} from '../../db/schema/index.js';
import { untitledStatement } from '../../db/sql.js';

export type FindingRow = typeof findings.$inferSelect;
export type FindingValues = Pick<
  FindingRow,
  | 'kind'
  | 'title'
  | 'description'
  | 'rootCause'
  | 'correctiveAction'
  | 'requirementId'
  | 'ownerId'
  | 'dueDate'
>;

/** A person as findings name them; null once the account is gone. */
export interface FindingPerson {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export interface FindingStepView {
  status: FindingStatus;
  at: Date;
  by: FindingPerson | null;
  comment: string | null;
}

/** A finding with what its answer names: its audit, requirement, people, evidence and steps. */
export interface FindingView extends FindingRow {
  auditTitle: string;
  requirement: {
    id: string;
    code: string;
    name: string;
    statement: string | null;
    specificationId: string;
    specificationName: string;
  } | null;
  owner: FindingPerson | null;
  recordedByPerson: FindingPerson | null;
  evidenceCount: number;
  history: FindingStepView[];
}

/** The prefix of findings' identifiers, and their counter in `item_number_sequences`. */
export const FINDING_PREFIX = 'FND';

const owners = alias(users, 'finding_owners');
const recorders = alias(users, 'finding_recorders');
const stepUsers = alias(users, 'finding_step_users');

const personColumns = <U extends typeof owners | typeof recorders | typeof stepUsers>(u: U) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
});

type Joined = { [K in keyof FindingPerson]: FindingPerson[K] | null } | null;
/** A left-joined person, null when the account is gone. */
const personOrNull = (p: Joined): FindingPerson | null =>
  p?.id && p.email !== null
    ? { id: p.id, firstName: p.firstName, lastName: p.lastName, email: p.email }
    : null;

/** A finding is open work in every status but closed. */
export const isOpenFinding = ne(findings.status, 'closed');

export function findingsRepository(db: Executor) {
  async function views(where: SQL | undefined): Promise<FindingView[]> {
    const rows = await db
      .select({
        finding: findings,
        auditTitle: audits.title,
        requirementId: specificationElements.id,
        code: specificationElements.code,
        requirementName: specificationElements.name,
        statement: untitledStatement,
        specificationId: specifications.id,
        specificationName: specifications.name,
        owner: personColumns(owners),
        recordedBy: personColumns(recorders),
        evidenceCount: sql<number>`(select count(*)::int from ${evidence} where ${evidence.findingId} = ${findings.id})`,
      })
      .from(findings)
      .innerJoin(audits, eq(audits.id, findings.auditId))
      .leftJoin(specificationElements, eq(specificationElements.id, findings.requirementId))
      .leftJoin(specifications, eq(specifications.id, specificationElements.specificationId))
      .leftJoin(owners, eq(owners.id, findings.ownerId))
      .leftJoin(recorders, eq(recorders.id, findings.recordedBy))
      .where(where)
      .orderBy(sql`${findings.dueDate} asc nulls last`, asc(findings.number));
    if (rows.length === 0) return [];
    const steps = await db
      .select({
        findingId: findingSteps.findingId,
        status: findingSteps.status,
        at: findingSteps.at,
        by: personColumns(stepUsers),
        comment: findingSteps.comment,
      })
      .from(findingSteps)
      .leftJoin(stepUsers, eq(stepUsers.id, findingSteps.byId))
      .where(
        inArray(
          findingSteps.findingId,
          rows.map((r) => r.finding.id),
        ),
      )
      .orderBy(asc(findingSteps.at), asc(findingSteps.id));
    const history = new Map<string, FindingStepView[]>();
    for (const { findingId, ...step } of steps) {
      history.set(findingId, [...(history.get(findingId) ?? []), { ...step, by: personOrNull(step.by) }]);
    }
    return rows.map((r) => ({
      ...r.finding,
      auditTitle: r.auditTitle,
      requirement:
        r.requirementId === null || r.specificationId === null
          ? null
          : {
              id: r.requirementId,
              code: r.code ?? '',
              name: r.requirementName ?? '',
              statement: r.statement,
              specificationId: r.specificationId,
              specificationName: r.specificationName ?? '',
            },
      owner: personOrNull(r.owner),
      recordedByPerson: personOrNull(r.recordedBy),
      evidenceCount: Number(r.evidenceCount),
      history: history.get(r.finding.id) ?? [],
    }));
  }

  return {
    /** The company's findings by the query's filters, the earliest due first (no due date last). */
    list(companyId: string, query: FindingListQuery): Promise<FindingView[]> {
      const state = query.state ?? 'open';
      return views(
        and(
          eq(findings.companyId, companyId),
          query.auditId ? eq(findings.auditId, query.auditId) : undefined,
          query.requirementId ? eq(findings.requirementId, query.requirementId) : undefined,
          query.ownerId ? eq(findings.ownerId, query.ownerId) : undefined,
          state === 'open' ? isOpenFinding : state === 'closed' ? eq(findings.status, 'closed') : undefined,
        ),
      );
    },

    /** The open findings a person owns, for My work. */
    ownedBy(companyId: string, userId: string): Promise<FindingView[]> {
      return views(and(eq(findings.companyId, companyId), eq(findings.ownerId, userId), isOpenFinding));
    },

    /** How many findings of each kind are open in the company, and how many of those are overdue on `today`. */
    async openCounts(companyId: string, today: string) {
      const rows = await db
        .select({
          kind: findings.kind,
          open: sql<number>`count(*)::int`,
          overdue: sql<number>`(count(*) filter (where ${findings.dueDate} < ${today}))::int`,
        })
        .from(findings)
        .where(and(eq(findings.companyId, companyId), isOpenFinding))
        .groupBy(findings.kind);
      const open = Object.fromEntries(findingKinds.map((kind) => [kind, 0])) as Record<FindingKind, number>;
      for (const row of rows) open[row.kind] = Number(row.open);
      return { open, overdue: rows.reduce((sum, row) => sum + Number(row.overdue), 0) };
    },

    /** Tenancy: another company's finding is as absent as one that does not exist. */
    async find(companyId: string, id: string): Promise<FindingView | undefined> {
      const [view] = await views(and(eq(findings.companyId, companyId), eq(findings.id, id)));
      return view;
    },

    /** Locks the finding for the rest of the transaction: two changes at once apply one after the other. */
    async lock(companyId: string, id: string): Promise<FindingRow | undefined> {
      const [row] = await db
        .select()
        .from(findings)
        .where(and(eq(findings.companyId, companyId), eq(findings.id, id)))
        .for('update');
      return row;
    },

    /**
     * The next finding number of the company, from its own counter: two findings recorded at once get two
     * numbers (the counter's row is held until the commit), and a deleted finding's number is never reused.
     */
    async takeNumber(companyId: string): Promise<number> {
      const [row] = await db
        .insert(itemNumberSequences)
        .values({ companyId, prefix: FINDING_PREFIX, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [itemNumberSequences.companyId, itemNumberSequences.prefix],
          set: { lastNumber: sql`${itemNumberSequences.lastNumber} + 1` },
        })
        .returning({ lastNumber: itemNumberSequences.lastNumber });
      return (row as { lastNumber: number }).lastNumber;
    },

    /** Whether the requirement belongs to one of the audit's specifications (of the company). */
    async isRequirementOfAudit(companyId: string, auditId: string, requirementId: string) {
      const rows = await db
        .select({ id: specificationElements.id })
        .from(specificationElements)
        .innerJoin(
          auditSpecifications,
          and(
            eq(auditSpecifications.specificationId, specificationElements.specificationId),
            eq(auditSpecifications.auditId, auditId),
          ),
        )
        .where(
          and(
            eq(specificationElements.companyId, companyId),
            eq(specificationElements.kind, 'requirement'),
            eq(specificationElements.id, requirementId),
          ),
        );
      return rows.length > 0;
    },

    async insert(
      values: FindingValues & { companyId: string; auditId: string; number: number; recordedBy: string },
    ): Promise<string> {
      const [row] = await db.insert(findings).values(values).returning({ id: findings.id });
      return (row as { id: string }).id;
    },

    async update(companyId: string, id: string, values: Partial<FindingValues>): Promise<void> {
      await db
        .update(findings)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(findings.companyId, companyId), eq(findings.id, id)));
    },

    /** Moves the finding to `status` and writes the step, with who and why, in the caller's transaction. */
    async step(
      companyId: string,
      id: string,
      status: FindingStatus,
      byId: string,
      comment: string | null,
    ): Promise<void> {
      const now = new Date();
      await db
        .update(findings)
        .set({ status, updatedAt: now, closedAt: status === 'closed' ? now : null })
        .where(and(eq(findings.companyId, companyId), eq(findings.id, id)));
      await db.insert(findingSteps).values({ companyId, findingId: id, status, at: now, byId, comment });
    },

    async remove(companyId: string, id: string): Promise<void> {
      await db.delete(findings).where(and(eq(findings.companyId, companyId), eq(findings.id, id)));
    },
  };
}
