import { z } from 'zod';
import { optionalText } from './fields.js';
import { evidenceOwnerCategories } from './registers.js';

/** A file uploaded, or a link to proof kept elsewhere (a ticket, a scanner's report). */
export const evidenceKinds = ['file', 'link'] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

/**
 * The review lifecycle: a new evidence or revision is a `draft` until its uploader submits it; a reviewer
 * other than the uploader approves or rejects it; a new revision starts again as a draft.
 */
export const evidenceStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type EvidenceStatus = (typeof evidenceStatuses)[number];

export const evidenceDecisions = ['approved', 'rejected'] as const;
export type EvidenceDecision = (typeof evidenceDecisions)[number];

/**
 * What an evidence file may be, recognised from its bytes, never from the name its uploader chose: documents,
 * images (SVGs sanitised as editor images are), plain text and CSV, Office Open XML and OpenDocument.
 */
export const evidenceContentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;
export type EvidenceContentType = (typeof evidenceContentTypes)[number];

/** The default of `EVIDENCE_MAX_MB`, the largest evidence file accepted. */
export const EVIDENCE_DEFAULT_MAX_MB = 25;

/** A warning this many days before an approved evidence expires (the semaphore's yellow). */
export const EVIDENCE_EXPIRY_WARNING_DAYS = 30;

export const EVIDENCE_TITLE_MAX_CHARS = 200;
export const EVIDENCE_DESCRIPTION_MAX_CHARS = 4000;
export const EVIDENCE_URL_MAX_CHARS = 2000;
export const EVIDENCE_COMMENT_MAX_CHARS = 2000;

/** The header that carries the SHA-256 (hex) of a downloaded evidence file. */
export const EVIDENCE_SHA256_HEADER = 'x-content-sha256';

const isoDate = z.iso.date('Use the form YYYY-MM-DD');
const personSchema = z.object({ id: z.uuid(), name: z.string() });

/** What each revision has; an evidence shows its latest revision's values beside its own fields. */
const revisionFields = {
  /** The link of a `link` revision; the download address of a `file` revision. */
  url: z.string(),
  /** Null for a link. */
  fileName: z.string().nullable(),
  mediaType: z.enum(evidenceContentTypes).nullable(),
  size: z.number().int().nullable(),
  sha256: z.string().nullable(),
  /** When the proof was produced, which need not be when it was uploaded. */
  effectiveDate: isoDate.nullable(),
  /** The last day the proof holds. */
  expiresDate: isoDate.nullable(),
  /** Each revision has its own review: the history shows which one was approved. */
  status: z.enum(evidenceStatuses),
  /** Null once the account is deleted. */
  uploadedBy: personSchema.nullable(),
  uploadedAt: z.string(),
};

export const evidenceRevisionSchema = z.object({ number: z.number().int().min(1), ...revisionFields });
export type EvidenceRevision = z.infer<typeof evidenceRevisionSchema>;

export const evidenceSchema = z.object({
  id: z.uuid(),
  ownerCategory: z.enum(evidenceOwnerCategories),
  ownerId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(evidenceKinds),
  ...revisionFields,
  reviewer: personSchema.nullable(),
  reviewComment: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The number of the latest revision. */
  revision: z.number().int().min(1),
  /** Every revision, newest first; earlier ones are kept, never overwritten. */
  revisions: z.array(evidenceRevisionSchema),
});
export type Evidence = z.infer<typeof evidenceSchema>;
export const evidenceListSchema = z.array(evidenceSchema);

const title = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(EVIDENCE_TITLE_MAX_CHARS, `must be at most ${EVIDENCE_TITLE_MAX_CHARS} characters`);
// Optional in every body: a file or link may come without one, and an update may leave it as it is.
const description = optionalText(EVIDENCE_DESCRIPTION_MAX_CHARS).optional();
const dates = {
  effectiveDate: isoDate.nullable().optional(),
  expiresDate: isoDate.nullable().optional(),
};
/** An expiry before the proof was produced is a typing error, not a state. */
const datesInOrder = (v: { effectiveDate?: string | null; expiresDate?: string | null }) =>
  !v.effectiveDate || !v.expiresDate || v.effectiveDate <= v.expiresDate;
const datesMessage = { message: 'must not be before the effective date', path: ['expiresDate'] };
const url = z
  .url({ protocol: /^https?$/, error: 'must be an http or https address' })
  .max(EVIDENCE_URL_MAX_CHARS, `must be at most ${EVIDENCE_URL_MAX_CHARS} characters`);

/** The text fields of a file upload (multipart fields beside `file`), and of a link. */
export const evidenceFieldsSchema = z
  .object({ title, description, ...dates })
  .strict()
  .refine(datesInOrder, datesMessage);
export type EvidenceFields = z.infer<typeof evidenceFieldsSchema>;

export const createEvidenceLinkSchema = z
  .object({
    title,
    description,
    ...dates,
    url,
  })
  .strict()
  .refine(datesInOrder, datesMessage);
export type CreateEvidenceLink = z.infer<typeof createEvidenceLinkSchema>;

/**
 * The text fields of a new revision of a file (multipart fields beside `file`): a date left out is carried
 * over from the previous revision, null (or an empty field) clears it.
 */
export const evidenceRevisionFieldsSchema = z.object(dates).strict().refine(datesInOrder, datesMessage);
export type EvidenceRevisionFields = z.infer<typeof evidenceRevisionFieldsSchema>;

/** A new revision of a link: the new address, and dates as for a file. */
export const evidenceLinkRevisionSchema = z
  .object({ url, ...dates })
  .strict()
  .refine(datesInOrder, datesMessage);
export type EvidenceLinkRevision = z.infer<typeof evidenceLinkRevisionSchema>;

/** A field left out stays as it is; null clears a description or a date. */
export const updateEvidenceSchema = z
  .object({ title: title.optional(), description, ...dates })
  .strict()
  .refine(datesInOrder, datesMessage);
export type UpdateEvidence = z.infer<typeof updateEvidenceSchema>;

export const reviewEvidenceSchema = z
  .object({
    decision: z.enum(evidenceDecisions, { error: 'must be approved or rejected' }),
    comment: z
      .string()
      .trim()
      .max(EVIDENCE_COMMENT_MAX_CHARS, `must be at most ${EVIDENCE_COMMENT_MAX_CHARS} characters`)
      .nullable()
      .optional(),
  })
  .strict();
export type ReviewEvidence = z.infer<typeof reviewEvidenceSchema>;

export const evidenceIdParamSchema = z.object({ id: z.uuid() }).strict();
export const evidenceRevisionParamSchema = z
  .object({ id: z.uuid(), number: z.coerce.number().int().min(1) })
  .strict();
