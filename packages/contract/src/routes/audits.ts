import { z } from 'zod';
import {
  auditIdParamSchema,
  auditListQuerySchema,
  auditReportQuerySchema,
  auditSchema,
  auditSnapshotParamSchema,
  auditSnapshotSchema,
  compareQuerySchema,
  comparisonSchema,
  createAuditSchema,
  snapshotDocumentQuerySchema,
  snapshotExportQuerySchema,
  snapshotPartQuerySchema,
  snapshotPartSchema,
  snapshotRevisionParamSchema,
  snapshotVerificationSchema,
  statementOfApplicabilitySchema,
  updateAuditSchema,
} from '../audits.js';
import { documentFormats, documentQuerySchema } from '../documents.js';
import {
  auditorGrantSchema,
  auditorParamSchema,
  grantAuditorSchema,
  updateAuditorSchema,
} from '../findings.js';
import { v2IdParamSchema } from '../items.js';
import { defineRoute, noContent } from './route.js';

const tags = ['audits'];
const one = { versions: [2], path: '/audits/:id', params: auditIdParamSchema, tags } as const;
const snapshot = {
  versions: [2],
  params: auditSnapshotParamSchema,
  method: 'GET',
  access: 'audit:read',
  tags,
} as const;
/** A snapshot is sealed: every call that would change one refuses. */
const sealed = {
  versions: [2],
  path: '/audits/:id/snapshots/:snapshotId',
  params: auditSnapshotParamSchema,
  access: 'audit:write',
  refusals: [409],
  tags,
  summary: 'Refused with 409: a sealed snapshot never changes',
} as const;
const auditors = { versions: [2], access: 'company:admin', tags } as const;

/**
 * Audits of one or several specifications, their sealed snapshots, comparisons, the Statement of
 * Applicability and the external auditors' access. An auditor reads only the audits they are granted.
 */
export const auditsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/audits',
    versions: [2],
    access: 'audit:read',
    query: auditListQuerySchema,
    response: z.array(auditSchema),
    tags,
    summary: 'The audits, the latest audit date first (an auditor sees only the audits granted to them)',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/audits',
    versions: [2],
    access: 'audit:write',
    body: createAuditSchema,
    response: auditSchema,
    status: 201,
    tags,
    summary:
      'Plan an audit of one or several specifications, with its lead auditor and team; it starts planned',
  }),
  get: defineRoute({
    ...one,
    method: 'GET',
    access: 'audit:read',
    response: auditSchema,
    summary: 'One audit with its team, specifications and snapshots',
  }),
  update: defineRoute({
    ...one,
    method: 'PUT',
    access: 'audit:write',
    body: updateAuditSchema,
    response: auditSchema,
    refusals: [409],
    summary:
      'Change an audit; a field left out is kept. Its specifications cannot change once it has a snapshot (409)',
  }),
  remove: defineRoute({
    ...one,
    method: 'DELETE',
    access: 'audit:write',
    ...noContent,
    refusals: [409],
    summary: 'Delete an audit without snapshots or findings (409 otherwise: close it instead)',
  }),
  freeze: defineRoute({
    ...one,
    method: 'POST',
    path: '/audits/:id/snapshots',
    access: 'audit:write',
    response: auditSnapshotSchema,
    status: 201,
    refusals: [409],
    summary:
      'Freeze the audit: seal the complete assessment state of its specifications now, with a manifest whose SHA-256 covers every part (409 for a closed audit)',
  }),
  snapshot: defineRoute({
    ...snapshot,
    path: '/audits/:id/snapshots/:snapshotId',
    response: auditSnapshotSchema,
    summary: 'A snapshot with its manifest',
  }),
  replaceSnapshot: defineRoute({ ...sealed, method: 'PUT', body: z.unknown(), response: z.null() }),
  removeSnapshot: defineRoute({ ...sealed, method: 'DELETE', response: z.null() }),
  verify: defineRoute({
    ...snapshot,
    path: '/audits/:id/snapshots/:snapshotId/verify',
    response: snapshotVerificationSchema,
    summary: 'Hash every part and the manifest again and say whether they still match what was sealed',
  }),
  report: defineRoute({
    ...snapshot,
    path: '/audits/:id/snapshots/:snapshotId/report',
    query: snapshotDocumentQuerySchema,
    response: snapshotPartSchema,
    documents: documentFormats,
    summary:
      "One specification's report as sealed, with its requirements' parameters: the same answer every time; or (?format=pdf|docx|xlsx) a document dated at the seal, the same file every time",
  }),
  soa: defineRoute({
    ...snapshot,
    path: '/audits/:id/snapshots/:snapshotId/soa',
    query: snapshotDocumentQuerySchema,
    response: statementOfApplicabilitySchema,
    documents: documentFormats,
    summary:
      "One specification's Statement of Applicability as sealed, as JSON or (?format=pdf|docx|xlsx) a document dated at the seal: the same file every time",
  }),
  export: defineRoute({
    ...snapshot,
    path: '/audits/:id/snapshots/:snapshotId/export',
    query: snapshotExportQuerySchema,
    response: z.string().describe('The OSCAL catalog (JSON) or the CSV'),
    summary:
      'One specification with its assessment as sealed (?format=oscal-json or csv), dated at the seal: the same file every time',
  }),
  evidenceArchive: defineRoute({
    ...snapshot,
    path: '/audits/:id/snapshots/:snapshotId/evidence.zip',
    query: snapshotPartQuerySchema,
    response: z.string().describe('A zip archive'),
    summary:
      'The evidence revisions the snapshot sealed, with manifest.csv, as a streamed zip: the same files every time',
  }),
  evidenceRevision: defineRoute({
    ...snapshot,
    path: '/audits/:id/snapshots/:snapshotId/evidence/:evidenceId/revisions/:number/download',
    params: snapshotRevisionParamSchema,
    response: z.string().describe('The stored bytes of the file, with its recognised type'),
    summary:
      'The file of one evidence revision the snapshot names, its SHA-256 in the header as the evidence download sends it (404 for a revision the snapshot does not name)',
  }),
  liveSoa: defineRoute({
    method: 'GET',
    path: '/specifications/:id/soa',
    versions: [2],
    params: v2IdParamSchema,
    query: documentQuerySchema,
    access: 'data:read',
    response: statementOfApplicabilitySchema,
    documents: documentFormats,
    tags,
    summary:
      "The specification's Statement of Applicability today: every requirement's applicability, justification, implementation status and linked controls, as JSON or (?format=pdf|docx|xlsx) a document in the caller's language",
  }),
  auditReport: defineRoute({
    ...one,
    method: 'GET',
    path: '/audits/:id/report',
    access: 'audit:read',
    query: auditReportQuerySchema,
    response: z.string().describe('The PDF, Word or spreadsheet file'),
    documents: documentFormats,
    summary:
      "The audit report as a document (?format=pdf|docx|xlsx) in the caller's language: the audit, a sealed snapshot (the latest unless snapshotId names one) with each specification's statuses, its changes since another snapshot or today (?with=), the findings and the plan of action",
  }),
  compare: defineRoute({
    ...snapshot,
    path: '/audits/:id/snapshots/:snapshotId/compare',
    query: compareQuerySchema,
    response: comparisonSchema,
    summary:
      "Compare the snapshot with another (any audit's) or with today: every requirement whose colour, applicability, maturity, controls or evidence changed, before and after, and a summary per topic",
  }),
  auditors: defineRoute({
    ...auditors,
    method: 'GET',
    path: '/audits/:id/auditors',
    params: auditIdParamSchema,
    response: z.array(auditorGrantSchema),
    summary: 'The external auditors with access to this audit, and until when (Administrator)',
  }),
  grantAuditor: defineRoute({
    ...auditors,
    method: 'POST',
    path: '/audits/:id/auditors',
    params: auditIdParamSchema,
    body: grantAuditorSchema,
    response: auditorGrantSchema,
    status: 201,
    refusals: [409],
    summary:
      'Give an external auditor read access to this audit until a date, and an invitation to sign in (Administrator; 409 for a person of the company with another role)',
  }),
  updateAuditor: defineRoute({
    ...auditors,
    method: 'PUT',
    path: '/audits/:id/auditors/:userId',
    params: auditorParamSchema,
    body: updateAuditorSchema,
    response: auditorGrantSchema,
    summary: 'Change until when the auditor has access (Administrator)',
  }),
  revokeAuditor: defineRoute({
    ...auditors,
    method: 'DELETE',
    path: '/audits/:id/auditors/:userId',
    params: auditorParamSchema,
    ...noContent,
    summary: "End the auditor's access to this audit now (Administrator)",
  }),
};
