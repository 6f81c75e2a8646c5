import { createHash, randomBytes } from 'node:crypto';
import {
  type NotificationPage,
  type NotificationRole,
  type NotificationsQuery,
  notificationTargetPath,
  overdueNotificationEvents,
  say,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import type { OwnerKey } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import type { MailService } from '../mail/mail.service.js';
import type { NotificationLine } from '../mail/mail.templates.js';
import { usersRepository } from '../users/users.repository.js';
import { findingSubject } from './notifications.findings.js';
import { presentNotification } from './notifications.presenter.js';
import { type MailRecipient, notificationsRepository } from './notifications.repository.js';
import type { NewNotification, NotificationRow } from './notifications.rows.js';

export const hashUnsubscribeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An assignment slot that changed hands: who holds it before and after (null: nobody). */
/** Assignment type 0 is the responsible person, 1 the accountable one. */
export const roleOfType = (type: number): NotificationRole => (type === 0 ? 'responsible' : 'accountable');

export interface AssignmentChange {
  role: NotificationRole;
  before: string | null;
  after: string | null;
}

/** An evidence event the evidence service reports, in the transaction of the change. */
export interface EvidenceEvent {
  companyId: string;
  /** Who submitted or reviewed: never told of their own doing. */
  actorId: string;
  evidenceId: string;
  /** The revision submitted or reviewed: each revision's events notify once. */
  revisionNumber: number;
  event: 'evidence-submitted' | 'evidence-approved' | 'evidence-rejected';
}

export interface NotificationsOptions {
  db: Db;
  mail: MailService;
  publicUrl: string;
  /** The time zone of the calendar day: an assignment's date, and "today" for date events. */
  timezone: string;
  /** What time it is: the day of the daily run, and each company's day for its recurring work. */
  clock: () => Date;
}

/** The calendar day `at` falls on in `timezone`, as YYYY-MM-DD. */
export const dayIn = (timezone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

const overdue = new Set<string>(overdueNotificationEvents);

/** Overdue first, then by date, soonest first (the digest's order). */
const digestOrder = (a: NotificationRow, b: NotificationRow) =>
  Number(overdue.has(b.event)) - Number(overdue.has(a.event)) || (a.date ?? '').localeCompare(b.date ?? '');

export function notificationsService({ db, mail, publicUrl, timezone, clock }: NotificationsOptions) {
  const urlOf = (row: NotificationRow) => `${publicUrl}${notificationTargetPath(row)}`;
  const lineOf = (row: NotificationRow): NotificationLine => ({
    event: row.event,
    objectKind: row.objectKind,
    name: row.name,
    ownerName: row.ownerName,
    role: row.role,
    date: row.date,
    url: urlOf(row),
  });

  /** A new one-click unsubscribe link for a mail to `person`; only its hash is stored. */
  async function unsubscribeUrl(tx: Executor, person: MailRecipient): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await notificationsRepository(tx).addUnsubscribeToken(
      person.companyId,
      person.id,
      hashUnsubscribeToken(token),
    );
    return `${publicUrl}/v1/unsubscribe/${token}`;
  }

  /** Mails each person who wants mail, in their language, what `send` makes of their rows. */
  async function mailEach(
    tx: Executor,
    rows: NotificationRow[],
    send: (person: MailRecipient, theirs: NotificationRow[], unsubscribe: string) => Promise<unknown>,
  ) {
    if (!mail.enabled || rows.length === 0) return;
    const people = await notificationsRepository(tx).recipients([...new Set(rows.map((r) => r.recipientId))]);
    for (const person of people) {
      if (!person.allowEmailNotifications) continue;
      const theirs = rows.filter((row) => row.recipientId === person.id);
      await send(person, theirs, await unsubscribeUrl(tx, person));
    }
  }

  /** Adds the notifications not sent before, and mails each new one at once: for events that just happened. */
  async function notifyNow(tx: Executor, rows: NewNotification[]) {
    const added = await notificationsRepository(tx).insert(rows);
    await mailEach(tx, added, async (person, theirs, unsubscribe) => {
      for (const row of theirs) {
        await mail.enqueue(tx, {
          companyId: person.companyId,
          to: person.email,
          language: person.language,
          template: 'notification',
          params: { ...lineOf(row), unsubscribeUrl: unsubscribe },
        });
      }
    });
    return added;
  }

  return {
    async list(actor: Principal, query: NotificationsQuery): Promise<NotificationPage> {
      const repo = notificationsRepository(db);
      const offset = (query.page - 1) * query.pageSize;
      const [rows, unread] = await Promise.all([
        repo.page(actor.companyId, actor.userId, query.unread === 'true', offset, query.pageSize + 1),
        repo.unreadCount(actor.companyId, actor.userId),
      ]);
      return {
        data: rows.slice(0, query.pageSize).map(presentNotification),
        hasMore: rows.length > query.pageSize,
        unread,
      };
    },

    async markRead(actor: Principal, id: string) {
      const row = await notificationsRepository(db).markRead(actor.companyId, actor.userId, id);
      if (!row) throw notFound(say('thingNotFound', { thing: 'Notification' }));
      return presentNotification(row);
    },

    async markAllRead(actor: Principal): Promise<void> {
      await notificationsRepository(db).markAllRead(actor.companyId, actor.userId);
    },

    /**
     * Tells the people who gained or lost an assignment slot of `owner`, in the transaction that changed it:
     * the new holder "assigned", the former one "unassigned".
     */
    async notifyAssignment(tx: Executor, actor: Principal, owner: OwnerKey, change: AssignmentChange) {
      const { companyId } = actor;
      if (change.before === change.after) return;
      const subject = await notificationsRepository(tx).owner(companyId, owner);
      if (!subject) return;
      const occasion = `${dayIn(timezone)}:${change.role}`;
      const row = (recipientId: string, event: 'assigned' | 'unassigned'): NewNotification => ({
        ...subject,
        companyId,
        recipientId,
        event,
        role: change.role,
        date: null,
        occasion,
      });
      const rows = [
        ...(change.after ? [row(change.after, 'assigned')] : []),
        ...(change.before ? [row(change.before, 'unassigned')] : []),
      ];
      // Assigning or unassigning oneself is no news to oneself.
      await notifyNow(
        tx,
        rows.filter((r) => r.recipientId !== actor.userId),
      );
    },

    /**
     * Offboarding: each assignment a leaver handed over is news to its new holder, in the delete's
     * transaction. The leaver is not told: their account goes in the same transaction.
     */
    async notifyTransfer(
      tx: Executor,
      actor: Principal,
      {
        toUserId,
        assignments,
      }: {
        toUserId: string;
        assignments: { itemId: string | null; requirementId: string | null; type: number }[];
      },
    ) {
      for (const a of assignments) {
        const owner = a.requirementId
          ? { id: a.requirementId, isRequirement: true }
          : { id: a.itemId ?? '', isRequirement: false };
        await this.notifyAssignment(tx, actor, owner, {
          role: roleOfType(a.type),
          before: null,
          after: toUserId,
        });
      }
    },

    /**
     * For the evidence service, in the transaction of the change: a submitted revision notifies the
     * owner's accountable people (else its responsible ones), a reviewed one its uploader.
     */
    async notifyEvidence(
      tx: Executor,
      { companyId, actorId, evidenceId, revisionNumber, event }: EvidenceEvent,
    ) {
      const subjects = notificationsRepository(tx);
      const found = await subjects.evidence(companyId, evidenceId, revisionNumber);
      if (!found) return;
      const { subject, uploadedBy } = found;
      const recipients =
        event === 'evidence-submitted'
          ? await subjects.reviewersOf(companyId, subject.ownerId)
          : uploadedBy
            ? [uploadedBy]
            : [];
      await notifyNow(
        tx,
        recipients
          .filter((recipientId) => recipientId !== actorId)
          .map((recipientId) => ({
            ...subject,
            companyId,
            recipientId,
            event,
            role: null,
            date: null,
            occasion: String(revisionNumber),
          })),
      );
    },

    /**
     * For the treatments service, in the transaction of the change: an acceptance of a risk that waits for
     * approval is news to every Administrator other than its owner (and the one who made the change). Each
     * request for approval, named by the time of the change, notifies once.
     */
    async notifyApprovalWanted(
      tx: Executor,
      actor: Principal,
      threat: OwnerKey,
      treatment: { ownerId: string | null; expiresDate: string | null; updatedAt: Date },
    ) {
      const { companyId } = actor;
      const subjects = notificationsRepository(tx);
      const subject = await subjects.owner(companyId, threat);
      if (!subject) return;
      const approvers = (await usersRepository(tx).administrators(companyId)).filter(
        (id) => id !== treatment.ownerId && id !== actor.userId,
      );
      await notifyNow(
        tx,
        approvers.map((recipientId) => ({
          ...subject,
          companyId,
          recipientId,
          event: 'acceptance-awaiting-approval',
          role: null,
          date: treatment.expiresDate,
          occasion: treatment.updatedAt.toISOString(),
        })),
      );
    },

    /**
     * For the findings service, in the transaction of the change: the new owner of a finding is told at once.
     * Given the same finding again another day is news again.
     */
    async notifyFindingOwner(
      tx: Executor,
      actor: Principal,
      finding: { findingId: string; name: string; ownerId: string },
    ) {
      await notifyNow(tx, [
        {
          ...findingSubject(finding.findingId, finding.name),
          companyId: actor.companyId,
          recipientId: finding.ownerId,
          event: 'finding-assigned',
          role: null,
          date: null,
          occasion: dayIn(timezone),
        },
      ]);
    },

    /**
     * Adds the date events due on the calendar day `today` (YYYY-MM-DD), for every company; recurring work
     * follows each company's own time zone, so its day is read from the clock.
     */
    addDateEvents(today = dayIn(timezone, clock())) {
      return notificationsRepository(db).addDateEvents(today, clock());
    },

    /**
     * The daily run for the calendar day `today` (YYYY-MM-DD): adds the date events due, then mails each
     * person one digest of the date events no digest has taken yet. Safe to run again or on two instances
     * at once: the notifications' key and the digest's claim keep every event to one notification and one
     * mail.
     */
    async runDaily(today = dayIn(timezone, clock())) {
      await this.addDateEvents(today);
      await db.transaction(async (tx) => {
        const claimed = await notificationsRepository(tx).claimForDigest();
        await mailEach(tx, claimed, (person, theirs, unsubscribe) =>
          mail.enqueue(tx, {
            companyId: person.companyId,
            to: person.email,
            language: person.language,
            template: 'digest',
            params: {
              lines: theirs.sort(digestOrder).map(lineOf),
              homeUrl: `${publicUrl}/praxis`,
              unsubscribeUrl: unsubscribe,
            },
          }),
        );
      });
    },

    /** Who an unsubscribe link is for (their language), without changing anything; undefined for no link. */
    unsubscriber(token: string) {
      return notificationsRepository(db).unsubscriber(hashUnsubscribeToken(token));
    },

    /** Confirms an unsubscribe link: turns the person's mail off. Their language, or undefined for no link. */
    unsubscribe(token: string) {
      return notificationsRepository(db).unsubscribe(hashUnsubscribeToken(token));
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
