import { z } from 'zod';

/**
 * `read` is logged only for callers whose every access the log keeps: external auditors; `export` for every
 * document anyone takes away (a PDF, Word or spreadsheet file of the SoA).
 */
export const auditActions = ['create', 'update', 'delete', 'read', 'export'] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What an audit event is about, one code per kind of record: lower-case, kebab-case, plural where the
 * record is countable. The event's entityId names the record; for the `settings-*` sections that is the
 * company, for a requirement's links and assessment the requirement, for checkpoints their owner.
 */
export const auditEntities = [
  'access-tokens',
  'assignments',
  'audit-auditors',
  'audit-snapshots',
  'audits',
  'categories',
  'checkpoints',
  'companies',
  'documentation',
  'environments',
  'evidence',
  'files',
  'findings',
  'items',
  'labels',
  'mapping-collections',
  'mapping-drafts',
  'mappings',
  'maturities',
  'owner-labels',
  'parameter-values',
  'password-links',
  'passwords',
  'relations',
  'requirement-applicability',
  'requirement-controls',
  'requirement-relations',
  'risk-matrices',
  'saved-filters',
  'schedule-occurrences',
  'schedules',
  'sessions',
  'settings-azure',
  'settings-contact',
  'settings-google-cloud',
  'settings-services',
  'sign-in-throttles',
  'specifications',
  'sub-classes',
  'threat-treatments',
  'users',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  userId: z.uuid().nullable(),
  userEmail: z.string().nullable(),
  action: z.enum(auditActions),
  // One of auditEntities; the published API has always answered and filtered it as a plain string.
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const isoDate = z.iso.date('Use the form YYYY-MM-DD');

export const auditQuerySchema = z
  .object({
    entity: z.string().trim().min(1).max(50).optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    userId: z.uuid().optional(),
    /** Part of the email the event was made under, any case: finds people deleted since, too. */
    userEmail: z.string().trim().min(1).max(320).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({ data: z.array(auditEventSchema), hasMore: z.boolean() });
