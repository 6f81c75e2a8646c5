import {
  type Audit,
  type AuditReportQuery,
  type AuditSnapshotSummary,
  type Comparison,
  type SnapshotManifest,
  type StatementOfApplicability,
  say,
} from '@praxis/contract';
import type { Db } from '../db/database.js';
import type { DocumentFile } from '../lib/documents/render.js';
import { notFoundAt } from '../lib/http-error.js';
import type { Principal } from '../lib/principal.js';
import { auditsService } from '../modules/audits/audits.service.js';
import { companyToday } from '../modules/company/company.service.js';
import { presentFinding } from '../modules/findings/findings.presenter.js';
import { findingsRepository } from '../modules/findings/findings.repository.js';
import { fileNameOf } from '../modules/specifications/specifications.service.js';
import { exportDocument } from '../modules/users/users.reader.js';
import type { auditComparisons } from './audit-comparisons.js';
import { auditReportDocument } from './audit-report.document.js';
import { auditSnapshotsRepository } from './audit-snapshots.repository.js';
import { readPart } from './snapshot-parts.js';
import type { specificationsReportService } from './specification-report.js';
import { statementOfApplicability } from './statement-of-applicability.js';

type Reports = ReturnType<typeof specificationsReportService>;
type Comparisons = ReturnType<typeof auditComparisons>;

/**
 * A comparison with its earlier state first: compared with an earlier snapshot, the two sides swap, so the
 * report always reads from before to after.
 */
function earlierFirst(comparison: Comparison): Comparison {
  const { from, to } = comparison;
  if (to.snapshotId === null || to.takenAt >= from.takenAt) return comparison;
  return {
    ...comparison,
    from: { snapshotId: to.snapshotId, takenAt: to.takenAt },
    to: from,
    changes: comparison.changes.map((change) => ({ ...change, before: change.after, after: change.before })),
  };
}

/**
 * The audit report as a document: the audit, a sealed snapshot (the latest unless one is named) with each
 * specification's statuses as sealed, its changes since another state, and the findings and plan of action
 * as they are when the report is made. An audit without snapshots shows today's statuses and says so.
 */
export function auditReports(db: Db, reports: Reports, comparisons: Comparisons) {
  /** Each sealed part's statement, in the manifest's order. */
  async function sealedStatements(actor: Principal, snapshot: AuditSnapshotSummary) {
    const repo = auditSnapshotsRepository(db);
    const [row, parts] = await Promise.all([
      repo.find(actor.companyId, snapshot.id, snapshot.auditId),
      repo.parts(actor.companyId, snapshot.id),
    ]);
    const contents = new Map(parts.map((part) => [part.specificationId, part.content]));
    const order = row ? (JSON.parse(row.manifest) as SnapshotManifest).parts : [];
    return order.flatMap(({ specificationId }) => {
      const content = contents.get(specificationId);
      return content === undefined
        ? []
        : [statementOfApplicability(readPart(content), snapshot, snapshot.takenAt)];
    });
  }

  async function todaysStatements(actor: Principal, audit: Audit, now: Date) {
    const statements: StatementOfApplicability[] = [];
    for (const { id } of audit.specifications) {
      statements.push(statementOfApplicability(await reports.read(actor, id), null, now.toISOString()));
    }
    return statements;
  }

  return {
    async document(actor: Principal, auditId: string, query: AuditReportQuery): Promise<DocumentFile> {
      const audit = await auditsService(db).get(actor, auditId);
      const snapshot =
        query.snapshotId === undefined
          ? (audit.snapshots[0] ?? null)
          : audit.snapshots.find((s) => s.id === query.snapshotId);
      if (snapshot === undefined) {
        throw notFoundAt('querystring.snapshotId', say('thingNotFound', { thing: 'Snapshot' }));
      }
      // Snapshots come newest first: the one after the snapshot in the list was sealed before it.
      const withId = snapshot
        ? (query.with ?? audit.snapshots[audit.snapshots.indexOf(snapshot) + 1]?.id)
        : undefined;
      const now = new Date();
      const statements = snapshot
        ? await sealedStatements(actor, snapshot)
        : await todaysStatements(actor, audit, now);
      const comparison =
        snapshot && withId !== undefined
          ? earlierFirst(await comparisons.compare(actor, audit.id, snapshot.id, { with: withId }))
          : null;
      const findings = await findingsRepository(db).list(actor.companyId, {
        auditId: audit.id,
        state: 'all',
      });
      const { company, name, language } = await exportDocument(db, actor, {
        entity: 'audits',
        entityId: audit.id,
        format: query.format,
        details: {
          document: 'audit-report',
          snapshotId: snapshot?.id ?? null,
          with: withId ?? null,
        },
      });
      return {
        fileName: `${fileNameOf(audit.title)}-audit-report-${now.toISOString().slice(0, 10)}`,
        source: auditReportDocument(
          {
            audit,
            snapshot,
            statements,
            comparison,
            findings: findings.map(presentFinding),
            generatedAt: now.toISOString(),
            today: await companyToday(db, actor.companyId, now),
          },
          { company, preparedBy: name, language, paper: query.paper },
        ),
      };
    },
  };
}
