import { type SpecificationExportFormat, type StatementOfApplicability, say } from '@praxis/contract';
import type { Db } from '../db/database.js';
import { notFoundAt } from '../lib/http-error.js';
import type { Principal } from '../lib/principal.js';
import { evidenceRepository } from '../modules/evidence/evidence.repository.js';
import { revisionFile } from '../modules/evidence/evidence.service.js';
import type { FileStorage } from '../modules/files/files.storage.js';
import {
  type ArchivedEvidence,
  evidenceZip,
} from '../modules/specifications/specifications.evidence.service.js';
import { exportOfReport } from '../modules/specifications/specifications.export.report.js';
import {
  exportFile,
  fileNameOf,
  requireSpecification,
} from '../modules/specifications/specifications.service.js';
import { type auditSnapshotsService, presentSnapshotSummary, storedPart } from './audit-snapshots.js';
import { auditSnapshotsRepository } from './audit-snapshots.repository.js';
import { type DocumentRequest, documentFiles } from './document-files.js';
import { elementsById, readPart } from './snapshot-parts.js';
import { specificationReportDocument } from './specification-report.document.js';
import type { specificationsReportService } from './specification-report.js';
import { soaDocument, statementOfApplicability } from './statement-of-applicability.js';

type Reports = ReturnType<typeof specificationsReportService>;
type Snapshots = ReturnType<typeof auditSnapshotsService>;

/**
 * What a sealed snapshot produces as of its date, the same every time (the Statement of Applicability, the
 * evidence archive, one evidence revision), and today's Statement of Applicability from the same builder.
 */
export function auditSnapshotDocuments(db: Db, storage: FileStorage, reports: Reports, snapshots: Snapshots) {
  /** The snapshot's part of one specification read back; 404 naming the query's field when it has none. */
  const partOf = async (actor: Principal, snapshotId: string, specificationId: string) =>
    readPart(await storedPart(db, actor, snapshotId, specificationId));

  const files = documentFiles(db);

  async function soa(actor: Principal, auditId: string, snapshotId: string, specificationId: string) {
    const row = await snapshots.requireSnapshot(actor, auditId, snapshotId);
    const summary = presentSnapshotSummary(row);
    return statementOfApplicability(
      await partOf(actor, snapshotId, specificationId),
      summary,
      summary.takenAt,
    );
  }

  async function liveSoa(actor: Principal, specificationId: string): Promise<StatementOfApplicability> {
    const specification = await requireSpecification(db, actor, specificationId);
    return statementOfApplicability(
      await reports.read(actor, specification.id),
      null,
      new Date().toISOString(),
    );
  }

  /** The statement as a document for the caller, its export in the audit log. */
  const soaFile = (actor: Principal, statement: StatementOfApplicability, request: DocumentRequest) =>
    files.file(actor, { document: 'soa', ...statement }, request, (printed) =>
      soaDocument(statement, printed),
    );

  return {
    soa,
    liveSoa,

    /** The sealed statement as a PDF, Word or spreadsheet file, dated at the seal. */
    soaDocument: async (
      actor: Principal,
      auditId: string,
      snapshotId: string,
      specificationId: string,
      request: DocumentRequest,
    ) => soaFile(actor, await soa(actor, auditId, snapshotId, specificationId), request),

    /** The sealed report as a PDF, Word or spreadsheet file, dated at the seal. */
    async reportDocument(
      actor: Principal,
      auditId: string,
      snapshotId: string,
      specificationId: string,
      request: DocumentRequest,
    ) {
      const snapshot = presentSnapshotSummary(await snapshots.requireSnapshot(actor, auditId, snapshotId));
      const part = await partOf(actor, snapshotId, specificationId);
      const subject = {
        document: 'report',
        specification: part.specification,
        snapshot,
        generatedAt: snapshot.takenAt,
      };
      return files.file(actor, subject, request, (printed) =>
        specificationReportDocument(part, { ...subject, format: request.format }, printed),
      );
    },

    /** Today's statement as a PDF, Word or spreadsheet file. */
    liveSoaDocument: async (actor: Principal, specificationId: string, request: DocumentRequest) =>
      soaFile(actor, await liveSoa(actor, specificationId), request),

    /** One specification as sealed, as the CSV or OSCAL catalog of that day, dated at the seal. */
    async export(
      actor: Principal,
      auditId: string,
      snapshotId: string,
      query: { specificationId: string; format: SpecificationExportFormat },
    ) {
      const row = await snapshots.requireSnapshot(actor, auditId, snapshotId);
      const part = await partOf(actor, snapshotId, query.specificationId);
      const parameters = new Map(part.parameters.map((p) => [p.requirementId, p.parameters]));
      return exportFile(exportOfReport(part, parameters, row.takenAt.toISOString()), query.format);
    },

    /**
     * The evidence revisions the snapshot sealed for a specification, with manifest.csv, as a streamed zip;
     * a revision whose evidence was deleted since is listed as missing. Revisions are never overwritten, so
     * the archive holds the same bytes every time.
     */
    async evidenceArchive(actor: Principal, auditId: string, snapshotId: string, specificationId: string) {
      const row = await snapshots.requireSnapshot(actor, auditId, snapshotId);
      const part = await partOf(actor, snapshotId, specificationId);
      const elements = elementsById(part);
      const listed = part.requirements.flatMap((requirement) =>
        requirement.evidence.map((evidence) => ({
          ...evidence,
          requirementCode: elements.get(requirement.id)?.code ?? '',
        })),
      );
      const stored = new Map(
        (
          await evidenceRepository(db).storedRevisions(
            actor.companyId,
            listed.map((e) => e.id),
          )
        ).map((r) => [`${r.evidenceId}:${r.number}`, r]),
      );
      const rows = listed.map((evidence): ArchivedEvidence => {
        const revision = stored.get(`${evidence.id}:${evidence.revision}`);
        const isFile = evidence.fileName !== null;
        return {
          ...evidence,
          storageKey: revision?.storageKey ?? null,
          size: revision?.size ?? null,
          missing: isFile && !revision?.storageKey,
        };
      });
      const date = row.takenAt.toISOString().slice(0, 10);
      return {
        fileName: `${fileNameOf(part.specification.name)}-evidence-${date}.zip`,
        stream: evidenceZip(db, storage, rows, row.takenAt),
      };
    },

    /** One evidence revision the snapshot names, whichever of its specifications names it. */
    async evidenceRevision(
      actor: Principal,
      params: { id: string; snapshotId: string; evidenceId: string; number: number },
    ) {
      await snapshots.requireSnapshot(actor, params.id, params.snapshotId);
      const parts = await auditSnapshotsRepository(db).parts(actor.companyId, params.snapshotId);
      const named = parts
        .map((part) => readPart(part.content))
        .some((part) =>
          part.requirements.some((r) =>
            r.evidence.some((e) => e.id === params.evidenceId && e.revision === params.number),
          ),
        );
      if (!named) {
        throw notFoundAt('params.number', say('revisionNotInSnapshot', { number: String(params.number) }));
      }
      return revisionFile(db, storage, actor, params.evidenceId, params.number);
    },
  };
}
