import { createHash, randomUUID } from 'node:crypto';
import {
  type Evidence,
  type EvidenceOwnerCategory,
  type EvidenceStatus,
  type Ref,
  type ReviewEvidence,
  say,
  type UpdateEvidence,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { conflict, fieldProblem, HttpError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { type FileStorage, storeWith } from '../files/files.storage.js';
import type { SentFile } from '../files/files.upload.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { requireOwner } from '../owners/owners.lookup.js';
import { recogniseEvidence } from './evidence.content.js';
import { presentEvidence } from './evidence.presenter.js';
import { type EvidenceView, evidenceRepository, type RevisionView } from './evidence.repository.js';
import type { NewEvidence, NewRevision } from './evidence.upload.js';

const missing = () => notFound(say('thingNotFound', { thing: 'Evidence' }));

type Dates = { effectiveDate: string | null; expiresDate: string | null };

/** A date left out is kept; the pair must still be in order once merged with what is kept. */
function mergeDates(current: Dates, input: { effectiveDate?: string | null; expiresDate?: string | null }) {
  const next = {
    effectiveDate: input.effectiveDate === undefined ? current.effectiveDate : input.effectiveDate,
    expiresDate: input.expiresDate === undefined ? current.expiresDate : input.expiresDate,
  };
  if (next.effectiveDate && next.expiresDate && next.expiresDate < next.effectiveDate) {
    throw fieldProblem('expiresDate', say('expiryBeforeEffectiveDate', { date: next.effectiveDate }));
  }
  return next;
}

const latestOf = (view: EvidenceView): RevisionView => view.revisions[0] as RevisionView;

/** The stored hashes of every file revision: what the audit log keeps of deleted evidence. */
const hashesOf = (view: EvidenceView) =>
  view.revisions.filter((r) => r.sha256 !== null).map((r) => ({ number: r.number, sha256: r.sha256 }));

/**
 * Evidence on items and requirements: files and links, each change a new revision with its own
 * dates and review. File bytes go to the file storage under `<companyId>/<uuid>` in the transaction of the
 * revision row that names them.
 */
export function evidenceService(
  db: Db,
  storage: FileStorage,
  notifications: Pick<NotificationsService, 'notifyEvidence'>,
) {
  const evidence = evidenceRepository(db);

  async function load(tx: Executor, actor: Principal, id: string): Promise<EvidenceView> {
    const view = await evidenceRepository(tx).find(actor.companyId, id);
    if (!view) throw missing();
    return view;
  }

  /**
   * Changes one evidence in `tx`, holding its row locked, and records the change in the audit log with the
   * evidence as it was and as it is.
   */
  async function changeIn(
    tx: Executor,
    actor: Principal,
    id: string,
    work: (view: EvidenceView) => Promise<void>,
  ): Promise<Evidence> {
    if (!(await evidenceRepository(tx).lock(actor.companyId, id))) throw missing();
    const view = await load(tx, actor, id);
    await work(view);
    const after = presentEvidence(await load(tx, actor, id));
    const before = presentEvidence(view);
    await recordChange(tx, actor, { action: 'update', entity: 'evidence', entityId: id, before, after });
    return after;
  }

  const change = (actor: Principal, id: string, work: (tx: Executor, view: EvidenceView) => Promise<void>) =>
    db.transaction((tx) => changeIn(tx, actor, id, (view) => work(tx, view)));

  /**
   * Writes in one transaction the bytes of a file (its type recognised from them, 415 otherwise) and, by
   * `write`, the revision row that names them; a link has no bytes, only its address.
   */
  async function writeRevision<T>(
    actor: Principal,
    input: NewEvidence | NewRevision,
    write: (tx: Executor, content: RevisionContent) => Promise<T>,
  ): Promise<T> {
    if (input.kind === 'link') return db.transaction((tx) => write(tx, { url: input.link.url }));
    const recognised = await recogniseEvidence(input.file);
    const storageKey = `${actor.companyId}/${randomUUID()}`;
    const content: RevisionContent = {
      storageKey,
      fileName: recognised.fileName,
      mediaType: recognised.mediaType,
      size: recognised.content.length,
      sha256: createHash('sha256').update(recognised.content).digest('hex'),
    };
    return storeWith(db, storage, storageKey, recognised.content, (tx) => write(tx, content));
  }

  return {
    async list(actor: Principal, category: EvidenceOwnerCategory, ref: Ref): Promise<Evidence[]> {
      const owner = await requireOwner(db, actor.companyId, category, ref);
      return (await evidence.listOf(actor.companyId, owner)).map(presentEvidence);
    },

    async get(actor: Principal, id: string): Promise<Evidence> {
      return presentEvidence(await load(db, actor, id));
    },

    /** A new evidence with its first revision, a draft uploaded by the actor. */
    async create(
      actor: Principal,
      category: EvidenceOwnerCategory,
      ref: Ref,
      input: NewEvidence,
    ): Promise<Evidence> {
      const id = randomUUID();
      const fields = input.kind === 'file' ? input.fields : input.link;
      return writeRevision(actor, input, async (tx, content) => {
        const owner = await requireOwner(tx, actor.companyId, category, ref);
        const repo = evidenceRepository(tx);
        await repo.insert(actor.companyId, owner, {
          id,
          kind: input.kind,
          title: fields.title,
          description: fields.description ?? null,
        });
        await repo.insertRevision({
          evidenceId: id,
          number: 1,
          companyId: actor.companyId,
          ...content,
          effectiveDate: fields.effectiveDate ?? null,
          expiresDate: fields.expiresDate ?? null,
          uploadedBy: actor.userId,
        });
        const created = presentEvidence(await load(tx, actor, id));
        await recordChange(tx, actor, { action: 'create', entity: 'evidence', entityId: id, after: created });
        return created;
      });
    },

    /** Title and description of the evidence, dates of its latest revision. */
    update(actor: Principal, id: string, input: UpdateEvidence): Promise<Evidence> {
      return change(actor, id, async (tx, view) => {
        const repo = evidenceRepository(tx);
        const latest = latestOf(view);
        await repo.update(actor.companyId, id, {
          title: input.title ?? view.title,
          description: input.description === undefined ? view.description : input.description,
        });
        await repo.updateRevision(actor.companyId, id, latest.number, mergeDates(latest, input));
      });
    },

    /**
     * A new revision: a new file for a file evidence, a new address for a link. Earlier revisions stay as
     * they were; the new one starts as a draft, with the dates of the previous one unless given.
     */
    addRevision(actor: Principal, id: string, input: NewRevision): Promise<Evidence> {
      const fields = input.kind === 'file' ? input.fields : input.link;
      return writeRevision(actor, input, (tx, content) =>
        changeIn(tx, actor, id, async (view) => {
          if (view.kind !== input.kind) {
            throw new HttpError(
              415,
              'unsupported_media_type',
              say(view.kind === 'file' ? 'evidenceIsFile' : 'evidenceIsLink'),
            );
          }
          const latest = latestOf(view);
          await evidenceRepository(tx).insertRevision({
            evidenceId: id,
            number: latest.number + 1,
            companyId: actor.companyId,
            ...content,
            ...mergeDates(latest, fields),
            uploadedBy: actor.userId,
          });
        }),
      );
    },

    /** A draft or rejected revision goes to review. */
    submit(actor: Principal, id: string): Promise<Evidence> {
      return change(actor, id, async (tx, view) => {
        const latest = latestOf(view);
        if (latest.status !== 'draft' && latest.status !== 'rejected') {
          throw conflict(say('submitOnlyDraft', { status: latest.status }));
        }
        await evidenceRepository(tx).updateRevision(actor.companyId, id, latest.number, {
          status: 'submitted',
        });
        await notifications.notifyEvidence(tx, {
          companyId: actor.companyId,
          actorId: actor.userId,
          evidenceId: id,
          revisionNumber: latest.number,
          event: 'evidence-submitted',
        });
      });
    },

    /**
     * Approves or rejects the submitted latest revision. Four eyes: whoever uploaded it cannot review it, and
     * a revision not awaiting review cannot be reviewed. Both are rules of the work, not of the caller's
     * permissions, so 409: a 403 would send a User who may review other revisions to /unauthorized.
     */
    review(actor: Principal, id: string, input: ReviewEvidence): Promise<Evidence> {
      return change(actor, id, async (tx, view) => {
        const latest = latestOf(view);
        if (latest.status !== 'submitted') {
          throw conflict(say('reviewOnlySubmitted', { status: latest.status }));
        }
        if (latest.uploadedBy === actor.userId) {
          throw conflict(say('reviewOwnRevision'));
        }
        const status: EvidenceStatus = input.decision;
        await evidenceRepository(tx).updateRevision(actor.companyId, id, latest.number, {
          status,
          reviewerId: actor.userId,
          reviewComment: input.comment || null,
          reviewedAt: new Date(),
        });
        await notifications.notifyEvidence(tx, {
          companyId: actor.companyId,
          actorId: actor.userId,
          evidenceId: id,
          revisionNumber: latest.number,
          event: status === 'approved' ? 'evidence-approved' : 'evidence-rejected',
        });
      });
    },

    /** The bytes of a file revision (the latest unless a number is given) with what its headers need. */
    download: (actor: Principal, id: string, number?: number) => revisionFile(db, storage, actor, id, number),

    /** Deletes the evidence, every revision and their stored bytes; the audit log keeps their hashes. */
    remove(actor: Principal, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        const repo = evidenceRepository(tx);
        if (!(await repo.lock(actor.companyId, id))) throw missing();
        const view = await load(tx, actor, id);
        const before = { ...presentEvidence(view), hashes: hashesOf(view) };
        await repo.remove(actor.companyId, id);
        // The bytes go with the rows, as with every other deletion that takes them: a trigger deletes them
        // from the database store, or notes them for a store outside it once this commits (files.removals.ts).
        await recordChange(tx, actor, { action: 'delete', entity: 'evidence', entityId: id, before });
      });
    },
  };
}

/**
 * The bytes of an evidence's file revision (the latest unless a number is given) with what its headers need:
 * for the evidence's own download, and for a sealed snapshot's, which names the revision by number.
 */
export async function revisionFile(
  db: Db,
  storage: FileStorage,
  actor: Principal,
  id: string,
  number?: number,
): Promise<SentFile & { sha256: string }> {
  const view = await evidenceRepository(db).find(actor.companyId, id);
  if (!view) throw missing();
  const revision = number === undefined ? latestOf(view) : view.revisions.find((r) => r.number === number);
  if (!revision) throw notFound(say('noRevision', { number: String(number) }));
  if (!revision.storageKey || !revision.mediaType || !revision.fileName || !revision.sha256) {
    throw notFound(say('linkHasNoFile'));
  }
  const content = await storage.read(db, revision.storageKey);
  if (!content) throw notFound(say('evidenceFileMissing'));
  return {
    name: revision.fileName,
    contentType: revision.mediaType,
    content,
    sha256: revision.sha256,
    // The latest revision changes under the same address; a numbered one never does.
    cacheControl: number === undefined ? 'private, no-cache' : 'private, max-age=3600',
  };
}

/** What a revision holds of its proof: a file's stored bytes and what they are, or a link's address. */
type RevisionContent = Partial<
  Pick<RevisionView, 'url' | 'storageKey' | 'fileName' | 'mediaType' | 'size' | 'sha256'>
>;
