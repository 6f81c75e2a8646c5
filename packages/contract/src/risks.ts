import { z } from 'zod';

/**
 * Risk analysis, in ISO/IEC 27005 and ISO 31000 terms: a risk scenario (a threat) is rated for
 * likelihood and consequence, each 1-5, before its controls and treatments (inherent) and after them
 * (residual); its score is likelihood × consequence, and the company's matrix turns a score into a level.
 */

/** The five steps of each scale, as codes; the web names them in its locale (`risks.likelihood.rare`…). */
export const likelihoodLevels = ['rare', 'unlikely', 'possible', 'likely', 'almostCertain'] as const;
export const consequenceLevels = ['insignificant', 'minor', 'moderate', 'major', 'severe'] as const;

/** Risk levels, lowest first. */
export const riskLevels = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof riskLevels)[number];

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour of the form #RRGGBB');
const thresholdScore = z.number().int().min(2).max(25);

/**
 * A company's matrix: the lowest score of each level above 'low' (strictly increasing, so every level keeps
 * at least one score), and each level's colour. A score below `medium` is low.
 */
export const riskMatrixSchema = z
  .object({
    thresholds: z
      .object({ medium: thresholdScore, high: thresholdScore, critical: thresholdScore })
      .strict()
      .refine((t) => t.medium < t.high && t.high < t.critical, {
        message: 'The thresholds must rise: medium below high, high below critical',
      }),
    colours: z.object({ low: hexColour, medium: hexColour, high: hexColour, critical: hexColour }).strict(),
  })
  .strict();
export type RiskMatrix = z.infer<typeof riskMatrixSchema>;

/**
 * The matrix a company starts with (docs/risks.md): low 1-4, medium 5-9, high 10-19, critical 20-25. In
 * the 5×5 grid that makes the corner of almost certain or severe critical, and a rare or insignificant event
 * at most medium.
 */
export const DEFAULT_RISK_MATRIX: RiskMatrix = {
  thresholds: { medium: 5, high: 10, critical: 20 },
  colours: { low: '#2f9e44', medium: '#f2c200', high: '#f76707', critical: '#c92a2a' },
};

/** Likelihood × consequence, or null while either is unrated. */
export const riskScoreOf = (likelihood: number | null, consequence: number | null): number | null =>
  likelihood === null || consequence === null ? null : likelihood * consequence;

/** The level of a score under a matrix (its thresholds are all it takes, so a query may carry only those). */
export function riskLevelOf(
  score: number,
  matrix: Pick<RiskMatrix, 'thresholds'> = DEFAULT_RISK_MATRIX,
): RiskLevel {
  const { medium, high, critical } = matrix.thresholds;
  return score >= critical ? 'critical' : score >= high ? 'high' : score >= medium ? 'medium' : 'low';
}

/** 5×5 counts indexed [likelihood − 1][consequence − 1]. */
const grid = z.array(z.array(z.number().int().min(0)).length(5)).length(5);
/** `GET /v2/risks/heatmap`: the company's risk scenarios per cell, before and after their reductions. */
export const riskHeatmapSchema = z.object({ inherent: grid, residual: grid });
export type RiskHeatmap = z.infer<typeof riskHeatmapSchema>;

/** ISO 31000 risk treatment options. */
export const treatmentDecisions = ['mitigate', 'accept', 'transfer', 'avoid'] as const;
export type TreatmentDecision = (typeof treatmentDecisions)[number];
export const treatmentStatuses = ['planned', 'inProgress', 'done'] as const;
export type TreatmentStatus = (typeof treatmentStatuses)[number];

const isoDate = z.iso.date('Use the form YYYY-MM-DD');

/**
 * `PUT /v2/Threats/{id}/treatment`: the scenario's treatment decision. Accepting a risk needs an expiry date,
 * after which it must be reconsidered; an acceptance waits for an Administrator other than the owner to
 * approve it, and any change to the decision, owner or expiry asks for approval again.
 */
export const putTreatmentSchema = z
  .object({
    decision: z.enum(treatmentDecisions),
    ownerId: z.uuid().nullable(),
    dueDate: isoDate.nullable(),
    status: z.enum(treatmentStatuses),
    justification: z.string().trim().max(10_000).nullable(),
    expiresDate: isoDate.nullable(),
  })
  .strict()
  .refine((t) => t.decision !== 'accept' || t.expiresDate !== null, {
    message: 'Accepting a risk needs an expiry date',
    path: ['expiresDate'],
  });
export type PutTreatment = z.infer<typeof putTreatmentSchema>;

const personSchema = z.object({
  userId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});

/** A scenario's treatment as every read answers it; `GET` answers null before one is decided. */
export const treatmentSchema = z.object({
  threatId: z.uuid(),
  decision: z.enum(treatmentDecisions),
  owner: personSchema.nullable(),
  dueDate: z.string().nullable(),
  status: z.enum(treatmentStatuses),
  justification: z.string().nullable(),
  expiresDate: z.string().nullable(),
  /** Acceptances only: who approved it and when; null while it waits. */
  approvedBy: personSchema.nullable(),
  approvedAt: z.string().nullable(),
  /** Derived: an acceptance past its expiry date, or a treatment not done past its due date. */
  expired: z.boolean(),
  overdue: z.boolean(),
  updatedAt: z.string(),
});
export type Treatment = z.infer<typeof treatmentSchema>;

/**
 * `GET /v2/risks/register`: one row per risk scenario of the company for the risk view, its report and the XLSX
 * export; `treatment` is null until one is decided.
 */
export const riskRegisterRowSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  inherentLikelihood: z.number().int().nullable(),
  inherentConsequence: z.number().int().nullable(),
  inherentScore: z.number().int().nullable(),
  inherentLevel: z.enum(riskLevels).nullable(),
  residualLikelihood: z.number().int().nullable(),
  residualConsequence: z.number().int().nullable(),
  residualScore: z.number().int().nullable(),
  residualLevel: z.enum(riskLevels).nullable(),
  /** How many assets the scenario affects, and how many controls and treatments reduce it. */
  assets: z.number().int(),
  reducedBy: z.number().int(),
  treatment: treatmentSchema
    .pick({
      decision: true,
      owner: true,
      dueDate: true,
      status: true,
      expiresDate: true,
      approvedAt: true,
      expired: true,
      overdue: true,
    })
    .nullable(),
});
export type RiskRegisterRow = z.infer<typeof riskRegisterRowSchema>;
export const riskRegisterSchema = z.array(riskRegisterRowSchema);
