import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { items, threatTreatments, users } from '../../db/schema/index.js';

export type TreatmentRow = typeof threatTreatments.$inferSelect;
export type TreatmentValues = Pick<
  TreatmentRow,
  | 'decision'
  | 'ownerId'
  | 'dueDate'
  | 'status'
  | 'justification'
  | 'expiresDate'
  | 'approvedBy'
  | 'approvedAt'
>;
export type TreatmentView = NonNullable<
  Awaited<ReturnType<ReturnType<typeof threatTreatmentsRepository>['find']>>
>;

const owner = alias(users, 'treatment_owner');
const approver = alias(users, 'treatment_approver');
/** A person's columns as the contract names them; each alias keeps its own, nullable by its left join. */
const person = <T extends string>(u: ReturnType<typeof alias<typeof users, T>>) => ({
  userId: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
});

/** A treatment's columns with what names its scenario, for My work. */
const dueColumns = {
  threatId: threatTreatments.threatId,
  legacyId: items.legacyId,
  number: items.number,
  name: items.name,
  decision: threatTreatments.decision,
  ownerId: threatTreatments.ownerId,
  status: threatTreatments.status,
  dueDate: threatTreatments.dueDate,
  expiresDate: threatTreatments.expiresDate,
  approvedBy: threatTreatments.approvedBy,
};
export type DueTreatment = Awaited<
  ReturnType<ReturnType<typeof threatTreatmentsRepository>['ownedBy']>
>[number];

export function threatTreatmentsRepository(db: Executor) {
  const ofCompany = (companyId: string) => eq(threatTreatments.companyId, companyId);
  const dueRows = (where: SQL | undefined) =>
    db
      .select(dueColumns)
      .from(threatTreatments)
      .innerJoin(items, eq(items.id, threatTreatments.threatId))
      .where(where);

  return {
    /** The scenario's treatment with its owner and approver; undefined before one is decided. */
    async find(companyId: string, threatId: string) {
      const [row] = await db
        .select({
          treatment: threatTreatments,
          owner: person(owner),
          approver: person(approver),
        })
        .from(threatTreatments)
        .leftJoin(owner, eq(owner.id, threatTreatments.ownerId))
        .leftJoin(approver, eq(approver.id, threatTreatments.approvedBy))
        .where(and(ofCompany(companyId), eq(threatTreatments.threatId, threatId)));
      return row;
    },

    async put(companyId: string, threatId: string, values: TreatmentValues): Promise<void> {
      await db
        .insert(threatTreatments)
        .values({ companyId, threatId, ...values })
        .onConflictDoUpdate({ target: threatTreatments.threatId, set: { ...values, updatedAt: new Date() } });
    },

    async approve(companyId: string, threatId: string, userId: string): Promise<void> {
      await db
        .update(threatTreatments)
        .set({ approvedBy: userId, approvedAt: new Date(), updatedAt: new Date() })
        .where(and(ofCompany(companyId), eq(threatTreatments.threatId, threatId)));
    },

    /**
     * Hands a leaving person's treatments to another; an acceptance's approval goes with the change of owner,
     * as any change of owner clears it. Answers the scenarios whose treatment moved.
     */
    async transferOwner(companyId: string, fromUserId: string, toUserId: string): Promise<string[]> {
      const moved = await db
        .update(threatTreatments)
        .set({ ownerId: toUserId, approvedBy: null, approvedAt: null, updatedAt: new Date() })
        .where(and(ofCompany(companyId), eq(threatTreatments.ownerId, fromUserId)))
        .returning({ threatId: threatTreatments.threatId });
      return moved.map((row) => row.threatId);
    },

    async remove(companyId: string, threatId: string): Promise<void> {
      await db
        .delete(threatTreatments)
        .where(and(ofCompany(companyId), eq(threatTreatments.threatId, threatId)));
    },

    /** The treatments a person owns, with their scenarios, in one query. */
    ownedBy(companyId: string, userId: string) {
      return dueRows(and(ofCompany(companyId), eq(threatTreatments.ownerId, userId)));
    },

    /** Acceptances waiting for an approval `userId` may give: those owned by somebody else or nobody. */
    awaitingApprovalBy(companyId: string, userId: string) {
      return dueRows(
        and(
          ofCompany(companyId),
          eq(threatTreatments.decision, 'accept'),
          isNull(threatTreatments.approvedBy),
          or(isNull(threatTreatments.ownerId), ne(threatTreatments.ownerId, userId)),
        ),
      );
    },
  };
}
