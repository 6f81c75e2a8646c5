import { randomUUID } from 'node:crypto';
import {
  type AssessmentReport,
  type AuditSnapshot,
  type AuditSnapshotSummary,
  type SnapshotManifest,
  type SnapshotPart,
  type SnapshotVerification,
  say,
} from '@praxis/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.js';
import { canonicalJson, sha256Hex } from '../lib/canonical-json.js';
import { conflict, notFoundAt } from '../lib/http-error.js';
import { WrittenJson } from '../lib/plain-json.js';
import type { Principal } from '../lib/principal.js';
import { recordChange } from '../modules/audit/audit.service.js';
import { type AuditNeed, requireAudit } from '../modules/audits/audits.policy.js';
import type { AuditRow } from '../modules/audits/audits.repository.js';
import { companyToday } from '../modules/company/company.service.js';
import {
  auditSnapshotsRepository,
  type SnapshotPartRow,
  type SnapshotSummaryRow,
} from './audit-snapshots.repository.js';
import { type Period, readHistory, yearUpTo } from './schedule-history.js';
import { type specificationsReportService, withParameters } from './specification-report.js';

type Reports = ReturnType<typeof specificationsReportService>;

const KEPT_PART_BYTES = 64 * 1024 * 1024;
export function presentSnapshotSummary(row: SnapshotSummaryRow): AuditSnapshotSummary {
  return {
    id: row.id,
    auditId: row.auditId,
    takenAt: row.takenAt.toISOString(),
    takenBy:
      row.takenById === null
        ? null
        : {
            id: row.takenById,
            firstName: row.takenByFirstName,
            lastName: row.takenByLastName,
            email: row.takenByEmail ?? '',
          },
    sha256: row.sha256,
    requirementCount: row.requirementCount,
    evidenceCount: row.evidenceCount,
  };
}

const presentSnapshot = (row: SnapshotSummaryRow): AuditSnapshot => ({
  ...presentSnapshotSummary(row),
  manifest: JSON.parse(row.manifest) as SnapshotManifest,
});

/** Evidence revisions a part names, each once however many requirements list it. */
const evidenceCountOf = (part: AssessmentReport) =>
  new Set(part.requirements.flatMap((r) => r.evidence.map((e) => `${e.id}:${e.revision}`))).size;

/**
 * The period whose recurring work a snapshot seals: the audit's; without one, the twelve months up to the
 * audit date or the freeze day, whichever comes first.
 */
export function auditPeriod(
  audit: Pick<AuditRow, 'periodStart' | 'periodEnd' | 'auditDate'>,
  freezeDay: string,
): Period {
  const to = audit.periodEnd ?? (audit.auditDate < freezeDay ? audit.auditDate : freezeDay);
  const from = audit.periodStart ?? yearUpTo(to).from;
  return from <= to ? { from, to } : { from, to: from };
}

/**
 * Sealed snapshots of an audit: freezing one, reading it back, and checking that it is still what was sealed.
 * A part is the report read model's answer with the requirements' parameters, written as canonical JSON and
 * hashed; the manifest lists the parts' hashes and is hashed in turn, so its SHA-256 covers everything.
 */
export function auditSnapshotsService(db: Db, reports: Reports) {
  const snapshots = auditSnapshotsRepository(db);
  // Sealed parts as sent, bounded by their length: a 1,200-requirement part is a few megabytes.
  const keptParts = new LRUCache<string, WrittenJson>({
    maxSize: KEPT_PART_BYTES,
    sizeCalculation: (written) => Math.max(written.bytes.length, 1),
  });

  /** The snapshot of the audit, or 404 naming the field. */
  async function requireSnapshot(
    actor: Principal,
    auditId: string,
    snapshotId: string,
    need: AuditNeed = 'read',
  ) {
    await requireAudit(db, actor, auditId, need);
    const row = await snapshots.find(actor.companyId, snapshotId, auditId);
    if (!row) throw notFoundAt('params.snapshotId', say('thingNotFound', { thing: 'Snapshot' }));
    return row;
  }

  /**
   * The report of a specification now, with every requirement's parameters in tree order and the history of
   * its recurring work in the audit's period.
   */
  async function partOf(
    actor: Principal,
    specificationId: string,
    period: Period,
    takenAt: Date,
  ): Promise<SnapshotPart> {
    const report = await withParameters(db, actor.companyId, await reports.read(actor, specificationId));
    return {
      ...report,
      recurringWork: await readHistory(db, actor.companyId, period, { specificationId, now: takenAt }),
    };
  }

  return {
    requireSnapshot,

    /** Seals the assessment state of the audit's specifications now, in one transaction with its audit event. */
    async freeze(actor: Principal, auditId: string): Promise<AuditSnapshot> {
      const audit = await requireAudit(db, actor, auditId, 'write');
      if (audit.status === 'closed') throw conflict(say('frozenAuditClosed'));
      const takenAt = new Date();
      const period = auditPeriod(audit, await companyToday(db, actor.companyId, takenAt));
      const parts: (SnapshotPartRow & { name: string; requirementCount: number; evidenceCount: number })[] =
        [];
      for (const specification of await snapshots.specificationsOf(actor.companyId, auditId)) {
        const part = await partOf(actor, specification.id, period, takenAt);
        const content = canonicalJson(part);
        parts.push({
          specificationId: specification.id,
          name: part.specification.name,
          content,
          sha256: sha256Hex(content),
          requirementCount: part.requirements.length,
          evidenceCount: evidenceCountOf(part),
        });
      }
      const manifest: SnapshotManifest = {
        format: 2,
        period,
        auditId,
        companyId: actor.companyId,
        takenAt: takenAt.toISOString(),
        takenBy: actor.userId,
        parts: parts.map(({ specificationId, name, requirementCount, evidenceCount, sha256 }) => ({
          specificationId,
          name,
          requirementCount,
          evidenceCount,
          sha256,
        })),
      };
      const manifestText = canonicalJson(manifest);
      const id = randomUUID();
      const sum = (of: (p: (typeof parts)[number]) => number) => parts.reduce((n, p) => n + of(p), 0);
      return db.transaction(async (tx) => {
        await auditSnapshotsRepository(tx).insert(
          {
            id,
            companyId: actor.companyId,
            auditId,
            takenAt,
            takenBy: actor.userId,
            manifest: manifestText,
            sha256: sha256Hex(manifestText),
            requirementCount: sum((p) => p.requirementCount),
            evidenceCount: sum((p) => p.evidenceCount),
          },
          parts.map(({ specificationId, content, sha256 }) => ({ specificationId, content, sha256 })),
        );
        const row = (await auditSnapshotsRepository(tx).find(actor.companyId, id)) as SnapshotSummaryRow;
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'audit-snapshots',
          entityId: id,
          after: { auditId, sha256: row.sha256, parts: manifest.parts },
        });
        return presentSnapshot(row);
      });
    },

    async get(actor: Principal, auditId: string, snapshotId: string): Promise<AuditSnapshot> {
      return presentSnapshot(await requireSnapshot(actor, auditId, snapshotId));
    },

    /** Any write to a snapshot: found like a read, then refused, whoever asks. */
    async refuseChange(actor: Principal, auditId: string, snapshotId: string): Promise<never> {
      await requireSnapshot(actor, auditId, snapshotId, 'write');
      throw conflict(say('snapshotSealed'));
    },

    /** Every part and the manifest hashed again from the stored text, against what the seal recorded. */
    async verify(actor: Principal, auditId: string, snapshotId: string): Promise<SnapshotVerification> {
      const row = await requireSnapshot(actor, auditId, snapshotId);
      const stored = new Map(
        (await snapshots.parts(actor.companyId, snapshotId)).map((part) => [part.specificationId, part]),
      );
      const computedSha256 = sha256Hex(row.manifest);
      const manifest = JSON.parse(row.manifest) as SnapshotManifest;
      const parts = manifest.parts.map(({ specificationId, name, sha256 }) => {
        const content = stored.get(specificationId)?.content;
        const computed = content === undefined ? '' : sha256Hex(content);
        stored.delete(specificationId);
        return {
          specificationId,
          name,
          matches: computed === sha256,
          sealedSha256: sha256,
          computedSha256: computed,
        };
      });
      // A part the manifest does not list was added afterwards: it matches nothing that was sealed.
      for (const [specificationId, { content }] of stored) {
        parts.push({
          specificationId,
          name: '',
          matches: false,
          sealedSha256: '',
          computedSha256: sha256Hex(content),
        });
      }
      return {
        snapshotId,
        matches: computedSha256 === row.sha256 && parts.every((part) => part.matches),
        sealedSha256: row.sha256,
        computedSha256,
        parts,
        checkedAt: new Date().toISOString(),
      };
    },

    /**
     * One specification's part as stored: the same bytes every time, kept once read (and so compressed once
     * per encoding), since a sealed part never changes. Who may read it is checked on every request.
     */
    async report(actor: Principal, auditId: string, snapshotId: string, specificationId: string) {
      await requireSnapshot(actor, auditId, snapshotId);
      const key = `${snapshotId} ${specificationId}`;
      const kept = keptParts.get(key);
      if (kept) return kept;
      const written = new WrittenJson(
        Buffer.from(await storedPart(db, actor, snapshotId, specificationId), 'utf8'),
      );
      keptParts.set(key, written);
      return written;
    },
  };
}

/** The stored text of one specification's part of a snapshot; 404 naming the query's field otherwise. */
export async function storedPart(db: Db, actor: Principal, snapshotId: string, specificationId: string) {
  const [part] = await auditSnapshotsRepository(db).parts(actor.companyId, snapshotId, [specificationId]);
  if (!part) throw notFoundAt('querystring.specificationId', say('specificationNotInAudit'));
  return part.content;
}
