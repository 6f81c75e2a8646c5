import { and, arrayContains, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  specificationParameters,
  specificationParameterValues,
  specifications,
} from '../../db/schema/index.js';

export type ParameterRow = typeof specificationParameters.$inferSelect;
export type ParameterValueRow = typeof specificationParameterValues.$inferSelect;
export type ParameterWrite = Omit<ParameterRow, 'companyId' | 'specificationId'>;

/** A parameter's definition with the company's value and whether its specification came from a profile. */
export interface ParameterWithValue {
  definition: ParameterRow;
  value: ParameterValueRow | null;
  tailored: boolean;
}

const withValue = {
  definition: specificationParameters,
  value: specificationParameterValues,
  tailored: specifications.tailored,
};

/** The parameters of specifications and the company's values of them; every query filters by company. */
export function specificationParametersRepository(db: Executor) {
  const joined = (companyId: string) =>
    db
      .select(withValue)
      .from(specificationParameters)
      .innerJoin(specifications, eq(specifications.id, specificationParameters.specificationId))
      .leftJoin(
        specificationParameterValues,
        and(
          eq(specificationParameterValues.specificationId, specificationParameters.specificationId),
          eq(specificationParameterValues.paramId, specificationParameters.paramId),
          eq(specificationParameterValues.companyId, companyId),
        ),
      );

  return {
    /** An import's parameters in place of the last import's; the company's values stay, by param id. */
    async replace(companyId: string, specificationId: string, rows: ParameterWrite[]) {
      await db
        .delete(specificationParameters)
        .where(
          and(
            eq(specificationParameters.companyId, companyId),
            eq(specificationParameters.specificationId, specificationId),
          ),
        );
      // In slices: a statement's parameters are limited in number, and 800-53 has over a thousand.
      for (let start = 0; start < rows.length; start += 500) {
        await db
          .insert(specificationParameters)
          .values(rows.slice(start, start + 500).map((row) => ({ ...row, companyId, specificationId })));
      }
    },

    /** A requirement's parameters in the catalog's order, with the company's values. */
    ofRequirement(companyId: string, specificationId: string, requirementId: string) {
      return joined(companyId)
        .where(
          and(
            eq(specificationParameters.companyId, companyId),
            eq(specificationParameters.specificationId, specificationId),
            arrayContains(specificationParameters.requirementIds, [requirementId]),
          ),
        )
        .orderBy(asc(specificationParameters.order)) as Promise<ParameterWithValue[]>;
    },

    /** Every parameter of specifications, with the company's values (the report, the exports). */
    ofSpecifications(companyId: string, specificationIds: string[]) {
      if (specificationIds.length === 0) return Promise.resolve([] as ParameterWithValue[]);
      return joined(companyId)
        .where(
          and(
            eq(specificationParameters.companyId, companyId),
            inArray(specificationParameters.specificationId, specificationIds),
          ),
        )
        .orderBy(asc(specificationParameters.order)) as Promise<ParameterWithValue[]>;
    },

    async saveValue(
      companyId: string,
      specificationId: string,
      paramId: string,
      value: { text: string | null; choices: string[] | null },
    ) {
      await db
        .insert(specificationParameterValues)
        .values({ companyId, specificationId, paramId, ...value })
        .onConflictDoUpdate({
          target: [specificationParameterValues.specificationId, specificationParameterValues.paramId],
          set: { ...value, updatedAt: sql`now()` },
          setWhere: eq(specificationParameterValues.companyId, companyId),
        });
    },

    async deleteValue(companyId: string, specificationId: string, paramId: string) {
      await db
        .delete(specificationParameterValues)
        .where(
          and(
            eq(specificationParameterValues.companyId, companyId),
            eq(specificationParameterValues.specificationId, specificationId),
            eq(specificationParameterValues.paramId, paramId),
          ),
        );
    },
  };
}
