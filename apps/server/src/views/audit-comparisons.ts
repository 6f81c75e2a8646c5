import { type CompareQuery, type Comparison, type SnapshotManifest, say } from '@praxis/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.js';
import { notFoundAt } from '../lib/http-error.js';
import type { Principal } from '../lib/principal.js';
import { requireAudit } from '../modules/audits/audits.policy.js';
import { specificationsRepository } from '../modules/specifications/specifications.repository.js';
import { compareSides, type Side, sideOf } from './audit-compare.js';
import type { auditSnapshotsService } from './audit-snapshots.js';
import { storedPart } from './audit-snapshots.js';
import { auditSnapshotsRepository, type SnapshotSummaryRow } from './audit-snapshots.repository.js';
import { readPart } from './snapshot-parts.js';
import type { specificationsReportService } from './specification-report.js';

type Reports = ReturnType<typeof specificationsReportService>;
type Snapshots = ReturnType<typeof auditSnapshotsService>;

/** Sealed sides kept per instance: a few comparisons' worth, each a small fraction of its part's text. */
const KEPT_SIDES = 32;

/** One side made of several specifications' sides, in their order. */
const joined = (sides: Side[]): Side => ({
  specificationIds: sides.flatMap((side) => side.specificationIds),
  requirements: new Map(sides.flatMap((side) => [...side.requirements])),
  topics: sides.flatMap((side) => side.topics),
});

/**
 * Comparisons of a snapshot with another of the company or with today. Each specification's side is read
 * and parsed once and kept: a sealed part never changes, so its side is kept by snapshot (the most recently
 * used ones); today's by the kept report's bytes, so it goes when the report is written again.
 */
export function auditComparisons(db: Db, reports: Reports, snapshots: Snapshots) {
  const sealed = new LRUCache<string, Side>({ max: KEPT_SIDES });
  const live = new WeakMap<Buffer, Side>();

  async function sealedSide(actor: Principal, snapshotId: string, specificationId: string) {
    const key = `${snapshotId} ${specificationId}`;
    const kept = sealed.get(key);
    if (kept) return kept;
    const side = sideOf([readPart(await storedPart(db, actor, snapshotId, specificationId))]);
    sealed.set(key, side);
    return side;
  }

  /** A snapshot's side: every part in the manifest's order, or the one of the given specification. */
  async function sideOfSnapshot(actor: Principal, snapshot: SnapshotSummaryRow, specificationId?: string) {
    const ids =
      specificationId === undefined
        ? (JSON.parse(snapshot.manifest) as SnapshotManifest).parts.map((part) => part.specificationId)
        : [specificationId];
    const sides: Side[] = [];
    for (const id of ids) sides.push(await sealedSide(actor, snapshot.id, id));
    return joined(sides);
  }

  /** Today's side of the specifications that still exist among those given. */
  async function today(actor: Principal, specificationIds: string[]) {
    const sides: Side[] = [];
    for (const id of specificationIds) {
      if (!(await specificationsRepository(db).find(actor.companyId, id))) continue;
      const { bytes } = await reports.report(actor, id);
      let side = live.get(bytes);
      if (!side) {
        side = sideOf([JSON.parse(bytes.toString('utf8'))]);
        live.set(bytes, side);
      }
      sides.push(side);
    }
    return joined(sides);
  }

  /** The other snapshot, of any audit of the company the caller may read; 404 naming `with` otherwise. */
  async function requireOther(actor: Principal, snapshotId: string) {
    const unknown = () => notFoundAt('querystring.with', say('thingNotFound', { thing: 'Snapshot' }));
    const other = await auditSnapshotsRepository(db).find(actor.companyId, snapshotId);
    if (!other) throw unknown();
    // An external auditor compares only with snapshots of audits granted to them too.
    await requireAudit(db, actor, other.auditId, 'read').catch(() => {
      throw unknown();
    });
    return other;
  }

  return {
    async compare(
      actor: Principal,
      auditId: string,
      snapshotId: string,
      query: CompareQuery,
    ): Promise<Comparison> {
      const from = await snapshots.requireSnapshot(actor, auditId, snapshotId);
      const before = await sideOfSnapshot(actor, from, query.specificationId);
      const other = query.with === 'today' ? null : await requireOther(actor, query.with);
      const after = other
        ? await sideOfSnapshot(actor, other, query.specificationId)
        : await today(actor, before.specificationIds);
      return {
        from: { snapshotId: from.id, takenAt: from.takenAt.toISOString() },
        to: other
          ? { snapshotId: other.id, takenAt: other.takenAt.toISOString() }
          : { snapshotId: null, takenAt: new Date().toISOString() },
        ...compareSides(before, after, query),
      };
    },
  };
}
