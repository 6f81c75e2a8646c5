import type { Evidence, EvidenceRevision } from '@praxis/contract';
import type { EvidenceView, RevisionView } from './evidence.repository.js';

/** Where a revision's bytes are served; a revision never changes, so neither does its address. */
export const revisionDownloadPath = (evidenceId: string, number: number) =>
  `/v2/evidence/${evidenceId}/revisions/${number}/download`;

const urlOf = (revision: RevisionView) =>
  revision.url ?? revisionDownloadPath(revision.evidenceId, revision.number);

export function presentRevision(revision: RevisionView): EvidenceRevision {
  return {
    number: revision.number,
    url: urlOf(revision),
    fileName: revision.fileName,
    mediaType: revision.mediaType,
    size: revision.size,
    sha256: revision.sha256,
    effectiveDate: revision.effectiveDate,
    expiresDate: revision.expiresDate,
    status: revision.status,
    uploadedBy: revision.uploader,
    uploadedAt: revision.uploadedAt.toISOString(),
  };
}

/** The evidence as its latest revision has it, with every revision newest first. */
export function presentEvidence(view: EvidenceView): Evidence {
  const latest = view.revisions[0];
  // Every evidence is written with its first revision in one transaction.
  if (!latest) throw new Error(`evidence ${view.id} has no revision`);
  return {
    id: view.id,
    ownerCategory: view.ownerCategory,
    ownerId: view.itemId ?? view.requirementId ?? (view.findingId as string),
    title: view.title,
    description: view.description,
    kind: view.kind,
    url: urlOf(latest),
    fileName: latest.fileName,
    mediaType: latest.mediaType,
    size: latest.size,
    sha256: latest.sha256,
    effectiveDate: latest.effectiveDate,
    expiresDate: latest.expiresDate,
    status: latest.status,
    uploadedBy: latest.uploader,
    uploadedAt: latest.uploadedAt.toISOString(),
    reviewer: latest.reviewer,
    reviewComment: latest.reviewComment,
    reviewedAt: latest.reviewedAt?.toISOString() ?? null,
    revision: latest.number,
    revisions: view.revisions.map(presentRevision),
  };
}
