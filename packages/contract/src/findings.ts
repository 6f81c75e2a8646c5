import { z } from 'zod';
import { auditPersonSchema } from './audits.js';
import { plainText } from './fields.js';

// ---------------------------------------------------------------------------------------------------------
// Findings: what an audit found, against a requirement or the audit as a whole, followed to closure.

export const findingKinds = [
  'major-nonconformity',
  'minor-nonconformity',
  'observation',
  'opportunity',
] as const;
export type FindingKind = (typeof findingKinds)[number];
/** Kinds whose closing needs evidence. */
export const nonconformityKinds = [
  'major-nonconformity',
  'minor-nonconformity',
] as const satisfies FindingKind[];

/** open → in progress → ready for verification → closed; a verifier may send it back to in progress. */
export const findingStatuses = ['open', 'in-progress', 'ready-for-verification', 'closed'] as const;
export type FindingStatus = (typeof findingStatuses)[number];

export const FINDING_TITLE_MAX_CHARS = 200;
export const FINDING_TEXT_MAX_CHARS = 10_000;

const isoDate = z.iso.date('Use the form YYYY-MM-DD');

export const findingStepSchema = z.object({
  status: z.enum(findingStatuses),
  at: z.string(),
  by: auditPersonSchema.nullable(),
  comment: z.string().nullable(),
});

export const findingSchema = z.object({
  id: z.uuid(),
  /** FND-001 and on, per company. */
  identifier: z.string(),
  auditId: z.uuid(),
  auditTitle: z.string(),
  /** null: a finding about the audit as a whole. */
  requirement: z
    .object({ id: z.uuid(), name: z.string(), specificationId: z.uuid(), specificationName: z.string() })
    .nullable(),
  kind: z.enum(findingKinds),
  title: z.string(),
  description: z.string().nullable(),
  rootCause: z.string().nullable(),
  correctiveAction: z.string().nullable(),
  owner: auditPersonSchema.nullable(),
  dueDate: isoDate.nullable(),
  status: z.enum(findingStatuses),
  recordedBy: auditPersonSchema.nullable(),
  recordedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Every change of status, oldest first, with its comment. */
  history: z.array(findingStepSchema),
  evidenceCount: z.number().int(),
});
export type Finding = z.infer<typeof findingSchema>;

const text = plainText(FINDING_TEXT_MAX_CHARS).optional();
const findingFields = {
  kind: z.enum(findingKinds, {
    error: 'must be major-nonconformity, minor-nonconformity, observation or opportunity',
  }),
  title: plainText(FINDING_TITLE_MAX_CHARS).pipe(z.string({ error: 'is required' })),
  description: text,
  rootCause: text,
  correctiveAction: text,
  requirementId: z.uuid().nullable().optional(),
  ownerId: z.uuid().nullable().optional(),
  dueDate: isoDate.nullable().optional(),
};

export const createFindingSchema = z.object(findingFields).strict();
export type CreateFinding = z.infer<typeof createFindingSchema>;
/** A field left out is kept; null clears it. The status changes through a transition. */
export const updateFindingSchema = z.object(findingFields).partial().strict();
export type UpdateFinding = z.infer<typeof updateFindingSchema>;

/** Closing needs a comment and, for a nonconformity, evidence on the finding. */
export const findingTransitionSchema = z
  .object({
    status: z.enum(findingStatuses),
    comment: plainText(FINDING_TEXT_MAX_CHARS).optional(),
  })
  .strict();
export type FindingTransition = z.infer<typeof findingTransitionSchema>;

/** The plan of action and other lists: open means every status but closed. */
export const findingListQuerySchema = z
  .object({
    auditId: z.uuid().optional(),
    requirementId: z.uuid().optional(),
    ownerId: z.uuid().optional(),
    state: z.enum(['open', 'closed', 'all']).optional(),
  })
  .strict();
export type FindingListQuery = z.infer<typeof findingListQuerySchema>;

export const findingIdParamSchema = z.object({ id: z.uuid() }).strict();

// ---------------------------------------------------------------------------------------------------------
// An external auditor's access to one audit, until a date.

export const auditorGrantSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The last day the auditor may sign in to this audit. */
  until: isoDate,
  grantedAt: z.string(),
  /** Whether the person has signed in yet (an invitation may still be open). */
  active: z.boolean(),
});
export type AuditorGrant = z.infer<typeof auditorGrantSchema>;

export const grantAuditorSchema = z
  .object({
    email: z.email({ error: 'Invalid email' }).max(254),
    firstName: plainText(100).optional(),
    lastName: plainText(100).optional(),
    until: isoDate,
  })
  .strict();
export type GrantAuditor = z.infer<typeof grantAuditorSchema>;
export const updateAuditorSchema = z.object({ until: isoDate }).strict();
export const auditorParamSchema = z.object({ id: z.uuid(), userId: z.uuid() }).strict();
