import type { RiskMatrix } from '@praxis/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  itemRelations,
  items,
  riskMatrices,
  scheduleOccurrences,
  schedules,
  threatTreatments,
  users,
} from '../../db/schema/index.js';

export type RiskMatrixRow = typeof riskMatrices.$inferSelect;

/** How many of the company's scenarios sit in each cell of one rating, the unrated ones left out. */
export interface HeatmapCell {
  rating: 'inherent' | 'residual';
  likelihood: number;
  consequence: number;
  count: number;
}

/** The scenario's links of the given types, counted where the scenario is the child. */
const linksTo = (types: readonly string[]) =>
  sql<number>`(select count(*)::int from item_relations r
    where r.child_id = ${items.id} and r.relation_type in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}))`;

/** One row of the risk register: the scenario's ratings and links, its treatment and the treatment's owner. */
const registerColumns = {
  id: items.id,
  legacyId: items.legacyId,
  number: items.number,
  name: items.name,
  likelihood: items.likelihood,
  consequence: items.consequence,
  residualLikelihood: items.residualLikelihood,
  residualConsequence: items.residualConsequence,
  assets: linksTo(['AssetThreat']),
  reducedBy: linksTo(['ThreatControl', 'ThreatTreatment']),
  decision: threatTreatments.decision,
  dueDate: threatTreatments.dueDate,
  status: threatTreatments.status,
  expiresDate: threatTreatments.expiresDate,
  approvedAt: threatTreatments.approvedAt,
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
};

/** The links the register document names: the assets a scenario affects and what reduces it. */
export const registerLinkTypes = ['AssetThreat', 'ThreatControl', 'ThreatTreatment'] as const;
const linked = alias(items, 'linked');

/** The first open day of the linked item's own recurring work (a treatment's), if it plans any. */
const nextOpenDay = sql<string | null>`(select min(${scheduleOccurrences.dueOn})::text
  from ${schedules} join ${scheduleOccurrences} on ${scheduleOccurrences.scheduleId} = ${schedules.id}
  where ${schedules.itemId} = ${linked.id} and ${schedules.subject} = 'work'
    and ${scheduleOccurrences.status} = 'open')`;

export function risksRepository(db: Executor) {
  /** The cells of one rating: scenarios with both halves of it, grouped by them. */
  const cellsOf = (
    rating: HeatmapCell['rating'],
    likelihood: AnyPgColumn,
    consequence: AnyPgColumn,
    companyId: string,
  ) =>
    db
      .select({
        rating: sql<HeatmapCell['rating']>`${sql.raw(`'${rating}'`)}`,
        likelihood: sql<number>`${likelihood}`,
        consequence: sql<number>`${consequence}`,
        count: sql<number>`count(*)::int`,
      })
      .from(items)
      .where(
        and(
          eq(items.companyId, companyId),
          eq(items.category, 'Threats'),
          isNotNull(likelihood),
          isNotNull(consequence),
        ),
      )
      .groupBy(likelihood, consequence);

  return {
    async matrix(companyId: string): Promise<RiskMatrixRow | undefined> {
      const [row] = await db.select().from(riskMatrices).where(eq(riskMatrices.companyId, companyId));
      return row;
    },
    async saveMatrix(companyId: string, matrix: RiskMatrix): Promise<void> {
      const values = {
        mediumFrom: matrix.thresholds.medium,
        highFrom: matrix.thresholds.high,
        criticalFrom: matrix.thresholds.critical,
        colours: matrix.colours,
      };
      await db
        .insert(riskMatrices)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: riskMatrices.companyId, set: { ...values, updatedAt: new Date() } });
    },
    /** Both ratings' cells in one statement. */
    heatmap(companyId: string): Promise<HeatmapCell[]> {
      return cellsOf('inherent', items.likelihood, items.consequence, companyId).unionAll(
        cellsOf('residual', items.residualLikelihood, items.residualConsequence, companyId),
      );
    },
    /** Every scenario of the company in number order, in one statement. */
    register(companyId: string) {
      return db
        .select(registerColumns)
        .from(items)
        .leftJoin(threatTreatments, eq(threatTreatments.threatId, items.id))
        .leftJoin(users, eq(users.id, threatTreatments.ownerId))
        .where(and(eq(items.companyId, companyId), eq(items.category, 'Threats')))
        .orderBy(asc(items.number));
    },
    /** Every scenario's affected assets, controls and treatments, in number order, in one statement. */
    registerLinks(companyId: string) {
      return db
        .select({
          threatId: itemRelations.childId,
          relationType: sql<(typeof registerLinkTypes)[number]>`${itemRelations.relationType}`,
          category: linked.category,
          number: linked.number,
          name: linked.name,
          nextDue: nextOpenDay,
        })
        .from(itemRelations)
        .innerJoin(linked, eq(linked.id, itemRelations.parentId))
        .where(
          and(
            eq(itemRelations.companyId, companyId),
            inArray(itemRelations.relationType, [...registerLinkTypes]),
          ),
        )
        .orderBy(asc(linked.category), asc(linked.number));
    },
  };
}

type Repository = ReturnType<typeof risksRepository>;
export type RegisterRow = Awaited<ReturnType<Repository['register']>>[number];
export type RegisterLink = Awaited<ReturnType<Repository['registerLinks']>>[number];
