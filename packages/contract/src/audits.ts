import { z } from 'zod';
import { documentFormats, documentQueryShape } from './documents.js';
import { plainText } from './fields.js';
import { requirementParametersSchema } from './parameters.js';
import { codedRequirementName } from './requirement-name.js';
import { scheduleHistorySchema } from './schedules.js';
import { type SemaphoreColour, semaphoreColours } from './semaphore-colours.js';
import {
  type ReportRequirement,
  reportEvidenceSchema,
  specificationReportSchema,
} from './specification-report.js';
import { exportQuerySchema, type SpecificationElement } from './specifications.js';

// ---------------------------------------------------------------------------------------------------------
// Audits: one or several specifications examined on an audit date, the sealed snapshots of their assessment,
// the comparison of two states, the Statement of Applicability, and the people who audit.

export const auditKinds = ['internal', 'certification', 'surveillance', 'other'] as const;
export type AuditKind = (typeof auditKinds)[number];
export const auditStatuses = ['planned', 'in-progress', 'closed'] as const;
export type AuditStatus = (typeof auditStatuses)[number];

export const AUDIT_TITLE_MAX_CHARS = 200;
export const AUDIT_SCOPE_MAX_CHARS = 5_000;
/** A campaign examines several specifications at once; more than this is several audits. */
export const AUDIT_MAX_SPECIFICATIONS = 20;
export const AUDIT_MAX_TEAM = 50;

const isoDate = z.iso.date('Use the form YYYY-MM-DD');

/** A person of the company as audits name them. */
export const auditPersonSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditSpecificationSchema = z.object({
  id: z.uuid(),
  legacyId: z.number().int(),
  name: z.string(),
});

/** A sealed snapshot as lists show it; its content is read on its own. */
export const auditSnapshotSummarySchema = z.object({
  id: z.uuid(),
  auditId: z.uuid(),
  takenAt: z.string(),
  takenBy: auditPersonSchema.nullable(),
  /** The SHA-256 of the manifest, hex: what an auditor writes down to prove the state later. */
  sha256: z.string(),
  requirementCount: z.number().int(),
  evidenceCount: z.number().int(),
});
export type AuditSnapshotSummary = z.infer<typeof auditSnapshotSummarySchema>;

export const auditSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.enum(auditKinds),
  status: z.enum(auditStatuses),
  /** What the audit covers and why, plain text. */
  scope: z.string().nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  auditDate: isoDate,
  leadAuditor: auditPersonSchema.nullable(),
  team: z.array(auditPersonSchema),
  specifications: z.array(auditSpecificationSchema),
  /** Newest first. */
  snapshots: z.array(auditSnapshotSummarySchema),
  openFindings: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Audit = z.infer<typeof auditSchema>;

const auditFields = {
  title: plainText(AUDIT_TITLE_MAX_CHARS).pipe(z.string({ error: 'is required' })),
  kind: z.enum(auditKinds, { error: 'must be internal, certification, surveillance or other' }),
  scope: plainText(AUDIT_SCOPE_MAX_CHARS).nullable().optional(),
  periodStart: isoDate.nullable().optional(),
  periodEnd: isoDate.nullable().optional(),
  auditDate: isoDate,
  leadAuditorId: z.uuid().nullable().optional(),
  teamIds: z.array(z.uuid()).max(AUDIT_MAX_TEAM).optional(),
  specificationIds: z.array(z.uuid()).min(1, 'name at least one specification').max(AUDIT_MAX_SPECIFICATIONS),
};

const periodInOrder = (a: { periodStart?: string | null; periodEnd?: string | null }) =>
  !a.periodStart || !a.periodEnd || a.periodStart <= a.periodEnd;
const periodRule = { message: 'must not be before the start of the period', path: ['periodEnd'] };

export const createAuditSchema = z.object(auditFields).strict().refine(periodInOrder, periodRule);
export type CreateAudit = z.infer<typeof createAuditSchema>;

/** A field left out is kept; the status moves planned → in progress → closed, and a closed audit reopens. */
export const updateAuditSchema = z
  .object({ ...auditFields, status: z.enum(auditStatuses) })
  .partial()
  .strict()
  .refine(periodInOrder, periodRule);
export type UpdateAudit = z.infer<typeof updateAuditSchema>;

export const auditListQuerySchema = z
  .object({
    status: z.enum(auditStatuses).optional(),
    specificationId: z.uuid().optional(),
  })
  .strict();
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditIdParamSchema = z.object({ id: z.uuid() }).strict();
export const auditSnapshotParamSchema = z.object({ id: z.uuid(), snapshotId: z.uuid() }).strict();

// ---------------------------------------------------------------------------------------------------------
// A snapshot's content. Each specification is one part: the report as it stood (the shape of GET
// specifications/{id}/report) with every requirement's parameters. The manifest lists each part's SHA-256;
// the snapshot's SHA-256 is that of the manifest, so it covers everything.

export const snapshotParametersSchema = z.array(
  z.object({ requirementId: z.uuid(), parameters: requirementParametersSchema }),
);

export const snapshotPartSchema = specificationReportSchema.extend({
  /** Per requirement with parameters, in tree order. */
  parameters: snapshotParametersSchema,
  /**
   * The recurring work's history for the manifest's period (format 2); a snapshot of format 1 was sealed
   * before recurring work existed and has none.
   */
  recurringWork: scheduleHistorySchema.optional(),
});
export type SnapshotPart = z.infer<typeof snapshotPartSchema>;

export const snapshotManifestSchema = z.object({
  /**
   * The manifest's format, so that a later Praxis still checks an older snapshot: 2 adds the period whose
   * recurring work each part holds.
   */
  format: z.union([z.literal(1), z.literal(2)]),
  auditId: z.uuid(),
  companyId: z.uuid(),
  takenAt: z.string(),
  takenBy: z.uuid().nullable(),
  parts: z.array(
    z.object({
      specificationId: z.uuid(),
      name: z.string(),
      requirementCount: z.number().int(),
      evidenceCount: z.number().int(),
      /** SHA-256 (hex) of the part's canonical JSON. */
      sha256: z.string(),
    }),
  ),
  /** Format 2: the period of the recurring work's history in the parts (the audit's period). */
  period: z.object({ from: z.iso.date(), to: z.iso.date() }).optional(),
});
export type SnapshotManifest = z.infer<typeof snapshotManifestSchema>;

export const auditSnapshotSchema = auditSnapshotSummarySchema.extend({
  manifest: snapshotManifestSchema,
});
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

/** One evidence revision a snapshot names, for an auditor to download. */
export const snapshotRevisionParamSchema = z
  .object({
    id: z.uuid(),
    snapshotId: z.uuid(),
    evidenceId: z.uuid(),
    number: z.coerce.number().int().min(1),
  })
  .strict();

/** What a snapshot is compared with: another snapshot's id (of any audit of the company), or `today`. */
const compareWithSchema = z.union([z.uuid(), z.literal('today')], {
  error: "must be a snapshot's id or today",
});

export const snapshotPartQuerySchema = z.object({ specificationId: z.uuid() }).strict();
/** One specification's Statement of Applicability as sealed, as JSON or as a document. */
export const snapshotDocumentQuerySchema = snapshotPartQuerySchema.extend(documentQueryShape);
/**
 * The audit report as a document: which snapshot it shows (the latest unless said) and what that snapshot is
 * compared with (the audit's snapshot before it unless said; none when there is none).
 */
export const auditReportQuerySchema = z
  .object({
    format: z.enum(documentFormats, { error: 'must be pdf, docx or xlsx' }),
    paper: documentQueryShape.paper,
    snapshotId: z.uuid().optional(),
    with: compareWithSchema.optional(),
  })
  .strict();
export type AuditReportQuery = z.infer<typeof auditReportQuerySchema>;
/** One specification of a snapshot as a file: the CSV or OSCAL catalog an export of that day would have been. */
export const snapshotExportQuerySchema = snapshotPartQuerySchema.extend(exportQuerySchema.shape);

/** The check of a snapshot: every part and the manifest hashed again and compared with what was sealed. */
export const snapshotVerificationSchema = z.object({
  snapshotId: z.uuid(),
  matches: z.boolean(),
  sealedSha256: z.string(),
  computedSha256: z.string(),
  parts: z.array(
    z.object({
      specificationId: z.uuid(),
      name: z.string(),
      matches: z.boolean(),
      sealedSha256: z.string(),
      computedSha256: z.string(),
    }),
  ),
  checkedAt: z.string(),
});
export type SnapshotVerification = z.infer<typeof snapshotVerificationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Compare: GET audits/{id}/snapshots/{snapshotId}/compare?with=<snapshot id>|today

export const comparisonAspects = ['colour', 'applicability', 'maturity', 'controls', 'evidence'] as const;
export type ComparisonAspect = (typeof comparisonAspects)[number];

export const compareQuerySchema = z
  .object({
    with: compareWithSchema,
    specificationId: z.uuid().optional(),
    /** Only requirements where this changed. */
    aspect: z.enum(comparisonAspects).optional(),
    topicId: z.uuid().optional(),
  })
  .strict();
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** What a comparison looks at in one requirement, on one side. */
export const comparedStateSchema = z.object({
  semaphore: z.enum(semaphoreColours),
  applicable: z.boolean().nullable(),
  justification: z.string().nullable(),
  maturities: z.array(z.object({ classId: z.string(), level: z.number().int() })),
  /** Identifiers of the linked controls, sorted. */
  controls: z.array(z.string()),
  evidence: z.array(reportEvidenceSchema.pick({ id: true, title: true, revision: true, sha256: true })),
});
export type ComparedState = z.infer<typeof comparedStateSchema>;

export const requirementChangeSchema = z.object({
  requirementId: z.uuid(),
  /** The requirement's name as the later side shows it. */
  name: z.string(),
  specificationId: z.uuid(),
  topicId: z.uuid().nullable(),
  aspects: z.array(z.enum(comparisonAspects)),
  /** null: the requirement did not exist on that side. */
  before: comparedStateSchema.nullable(),
  after: comparedStateSchema.nullable(),
});
export type RequirementChange = z.infer<typeof requirementChangeSchema>;

export const comparisonSchema = z.object({
  from: z.object({ snapshotId: z.uuid(), takenAt: z.string() }),
  /** snapshotId null: today's live state. */
  to: z.object({ snapshotId: z.uuid().nullable(), takenAt: z.string() }),
  /** Per topic of each specification, in tree order: its requirements and how many changed. */
  topics: z.array(
    z.object({
      specificationId: z.uuid(),
      topicId: z.uuid(),
      name: z.string(),
      requirements: z.number().int(),
      changed: z.number().int(),
    }),
  ),
  changes: z.array(requirementChangeSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;

// ---------------------------------------------------------------------------------------------------------
// Statement of Applicability: GET specifications/{id}/soa (today) and audits/{id}/snapshots/{snapshotId}/soa
// (as sealed). Derived from the report's data, so a snapshot versions it without storing it twice.

/**
 * A requirement's implementation as the SoA states it, from its colour: green implemented, yellow partially
 * implemented, red not implemented, gray not assessed; `excluded` when declared not applicable.
 */
export const soaStatuses = ['implemented', 'partial', 'not-implemented', 'not-assessed', 'excluded'] as const;
export type SoaStatus = (typeof soaStatuses)[number];

const soaStatusOfColour: Record<SemaphoreColour, SoaStatus> = {
  green: 'implemented',
  yellow: 'partial',
  red: 'not-implemented',
  gray: 'not-assessed',
};

/**
 * A requirement's implementation as the Statement of Applicability states it. Nobody having said whether a
 * requirement applies counts as applicable: ISO 27001 includes every control unless excluded with a reason.
 */
export const soaStatusOf = (applicable: boolean | null, colour: SemaphoreColour): SoaStatus =>
  applicable === false ? 'excluded' : soaStatusOfColour[colour];

export const soaRowSchema = z.object({
  requirementId: z.uuid(),
  /** The requirement's name (identifier and title). */
  name: z.string(),
  topic: z.string(),
  /** Nesting depth below the topic: 0 for a requirement directly in it. */
  depth: z.number().int(),
  applicable: z.boolean(),
  justification: z.string().nullable(),
  status: z.enum(soaStatuses),
  controls: z.array(z.object({ id: z.uuid(), identifier: z.string(), name: z.string() })),
});
export type SoaRow = z.infer<typeof soaRowSchema>;

export const statementOfApplicabilitySchema = z.object({
  specification: auditSpecificationSchema,
  /** null: today's state. */
  snapshot: auditSnapshotSummarySchema.nullable(),
  generatedAt: z.string(),
  rows: z.array(soaRowSchema),
});
export type StatementOfApplicability = z.infer<typeof statementOfApplicabilitySchema>;

/** Where an element sits: the topic it is under (its top-level ancestor) and its depth below that topic. */
export interface ElementPlace {
  topic: SpecificationElement | null;
  /** 0 for an element directly in its topic (and for a topic itself). */
  depth: number;
}

/** Every element's place, from tree-ordered elements (parents come first), in one pass. */
export function placesOf(elements: SpecificationElement[]): Map<string, ElementPlace> {
  const levels = new Map<string, { topic: SpecificationElement | null; level: number }>();
  for (const element of elements) {
    const parent = element.parentId === null ? undefined : levels.get(element.parentId);
    levels.set(
      element.id,
      parent === undefined
        ? { topic: element.kind === 'requirement' ? null : element, level: 0 }
        : { topic: parent.topic, level: parent.level + 1 },
    );
  }
  return new Map([...levels].map(([id, { topic, level }]) => [id, { topic, depth: Math.max(0, level - 1) }]));
}

/** What the statement reads of one requirement: the report's own fields. */
export type SoaSource = Pick<ReportRequirement, 'text' | 'applicability' | 'semaphore' | 'controls'>;

/**
 * The Statement of Applicability's rows of a report's data, every requirement in tree order, the same for the
 * server's statement (today's or sealed) and the report page: an undecided applicability counts as applicable,
 * and a requirement declared not applicable is excluded whatever its colour.
 */
export function soaRowsOf(
  elements: SpecificationElement[],
  requirementOf: (id: string) => SoaSource | undefined,
): SoaRow[] {
  const places = placesOf(elements);
  return elements
    .filter((element) => element.kind === 'requirement')
    .map((element) => {
      const requirement = requirementOf(element.id);
      const place = places.get(element.id);
      const applicable = requirement?.applicability.applicable ?? null;
      return {
        requirementId: element.id,
        name: codedRequirementName({ ...element, statement: requirement?.text ?? null }),
        topic: place?.topic?.name ?? '',
        depth: place?.depth ?? 0,
        applicable: applicable !== false,
        justification: requirement?.applicability.justification ?? null,
        status: soaStatusOf(applicable, requirement?.semaphore ?? element.semaphore ?? 'gray'),
        controls: (requirement?.controls ?? []).map(({ id, identifier, name }) => ({ id, identifier, name })),
      };
    });
}
