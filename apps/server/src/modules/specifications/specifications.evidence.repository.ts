import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  evidence,
  evidenceRevisions,
  requirementControls,
  specificationElements,
} from '../../db/schema/index.js';
import { execution, executionOfLinkedControl } from './specifications.colours.repository.js';

/** What the report, the evidence archive and the OSCAL export show of an evidence: its latest revision. */
const currentColumns = {
  requirementId: specificationElements.id,
  requirementCode: specificationElements.code,
  id: evidence.id,
  title: evidence.title,
  description: evidence.description,
  kind: evidence.kind,
  revision: evidenceRevisions.number,
  status: evidenceRevisions.status,
  url: evidenceRevisions.url,
  fileName: evidenceRevisions.fileName,
  mediaType: evidenceRevisions.mediaType,
  size: evidenceRevisions.size,
  sha256: evidenceRevisions.sha256,
  storageKey: evidenceRevisions.storageKey,
  effectiveDate: evidenceRevisions.effectiveDate,
  expiresDate: evidenceRevisions.expiresDate,
};

export function specificationEvidenceRepository(db: Executor) {
  const ofCompany = (companyId: string, specificationId: string) =>
    and(
      eq(specificationElements.companyId, companyId),
      eq(specificationElements.specificationId, specificationId),
      eq(specificationElements.kind, 'requirement'),
      eq(evidence.companyId, companyId),
      eq(evidenceRevisions.companyId, companyId),
      // The latest revision only: earlier ones are history, not the current proof.
      eq(
        evidenceRevisions.number,
        sql`(select max(r.number) from ${evidenceRevisions} r where r.evidence_id = ${evidence.id})`,
      ),
    );
  const latest = eq(evidenceRevisions.evidenceId, evidence.id);
  const order = [asc(evidence.createdAt), asc(evidence.title)];

  return {
    /**
     * The current evidence of a specification's requirements: each requirement's own, then that of the
     * executions of its linked controls (an execution's evidence under every requirement its control is
     * linked to), in two queries whatever the size.
     */
    async currentOfSpecification(companyId: string, specificationId: string) {
      const own = await db
        .select({ ...currentColumns, ownerId: evidence.requirementId })
        .from(specificationElements)
        .innerJoin(evidence, eq(evidence.requirementId, specificationElements.id))
        .innerJoin(evidenceRevisions, latest)
        .where(ofCompany(companyId, specificationId))
        .orderBy(...order);
      const ofExecutions = await db
        .select({ ...currentColumns, ownerId: execution.id })
        .from(specificationElements)
        .innerJoin(requirementControls, eq(requirementControls.requirementId, specificationElements.id))
        .innerJoin(execution, executionOfLinkedControl)
        .innerJoin(evidence, eq(evidence.itemId, execution.id))
        .innerJoin(evidenceRevisions, latest)
        .where(and(ofCompany(companyId, specificationId), eq(requirementControls.companyId, companyId)))
        .orderBy(asc(execution.number), ...order);
      return [
        ...own.map((r) => ({ ...r, ownerCategory: 'Requirements' as const, ownerId: r.ownerId as string })),
        ...ofExecutions.map((r) => ({ ...r, ownerCategory: 'Executions' as const })),
      ];
    },
  };
}

/** One current evidence under one requirement (an execution's appears once per requirement). */
export type CurrentEvidenceRow = Awaited<
  ReturnType<ReturnType<typeof specificationEvidenceRepository>['currentOfSpecification']>
>[number];
